import { useMemo, useState } from "react";
import { Button, InputGroup, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  FormDialog,
  listText,
  PagedTable,
  RowActions,
  rules,
  useConfirmDelete,
  useRefusal,
  useEditDialog,
  usePagedList,
  type Column,
  type FormField,
} from "../../ui/kit/list";
import { learningApi, type Project, type ProjectFields } from "./api";
import { firstOpenStep, type Step } from "./flow";
import { LEARNING_PLUGIN_ID } from "./pluginId";
import { readPlace, writePlace, type FlowPlace } from "./flowStorage";
import { learningText } from "./messages";
import { ProjectFlow } from "./ProjectFlow";
import "./learning.css";

const NO_FILTERS = { name: "" };
const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;

const formFields = (): FormField[] => [
  {
    name: "name",
    label: learningText("name"),
    kind: "input",
    rules: rules(learningText("name"), { max: NAME_MAX }),
  },
  {
    name: "description",
    label: learningText("description"),
    kind: "textarea",
    rules: rules(learningText("description"), { required: false, max: DESCRIPTION_MAX }),
  },
];

const STEP_TEXT: Record<Step, Parameters<typeof learningText>[0]> = {
  dataset: "stepDataset",
  taskType: "stepTaskType",
  algorithm: "stepAlgorithm",
  budget: "stepBudget",
  start: "stepStart",
  progress: "stepProgress",
  publish: "stepPublish",
};

/** Where a project stands: published, its last run's status, or the step it waits on. */
function ProgressCell({ project }: { project: Project }) {
  if (project.serviceId !== null) return <Tag intent="success">{learningText("published")}</Tag>;
  if (project.lastRunStatusText) return <Tag minimal>{project.lastRunStatusText}</Tag>;
  return (
    <Tag minimal>{`${learningText("notStarted")} · ${learningText(STEP_TEXT[firstOpenStep(project)])}`}</Tag>
  );
}

/** AI服务: the user's learning projects (新增, 编辑, 删除, 进入) and, once one is open, its guided flow. */
export default function LearningPage() {
  const { http } = useCore();
  const api = useMemo(() => learningApi(http), [http]);
  const [place, setPlaceState] = useState<FlowPlace | null>(readPlace);
  const setPlace = (next: FlowPlace | null) => {
    writePlace(next);
    setPlaceState(next);
  };
  const [name, setName] = useState("");
  const list = usePagedList((query) => api.page(query), { filters: NO_FILTERS });
  const edit = useEditDialog<Project>();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refusal = useRefusal(LEARNING_PLUGIN_ID);

  if (place)
    return (
      <ProjectFlow
        api={api}
        projectId={place.projectId}
        step={place.step}
        onStep={(step) => setPlace({ projectId: place.projectId, step })}
        onClose={() => {
          setPlace(null);
          list.refresh();
        }}
      />
    );

  const save = async (values: ProjectFields) => {
    const body = { name: values.name.trim(), description: values.description.trim() };
    if (edit.row) await api.update(edit.row.id, body);
    else {
      const made = await api.create(body);
      setPlace({ projectId: made.id, step: "dataset" });
    }
    list.refresh();
  };
  const remove = async (target: Project) => {
    if (!(await confirmDelete(target.name))) return;
    await api.remove(target.id).then(() => list.afterDelete(), refusal);
  };

  const columns: Column<Project>[] = [
    { key: "name", title: learningText("name"), width: 200, render: (item) => item.name },
    { key: "description", title: learningText("description"), render: (item) => item.description || "-" },
    {
      key: "progress",
      title: learningText("progress"),
      width: 200,
      render: (item) => <ProgressCell project={item} />,
    },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 160,
      render: (item) => item.createTime,
    },
  ];

  return (
    <PageFrame
      title={learningText("title")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: learningText("entity") })}
          onClick={edit.openNew}
        />
      }
    >
      <p className="learning-hint">{learningText("intro")}</p>
      <FilterBar
        onSearch={() => list.search({ name: name.trim() })}
        onReset={() => {
          setName("");
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={learningText("name")}
          placeholder={learningText("name")}
          value={name}
          onValueChange={setName}
        />
      </FilterBar>
      <PagedTable
        aria-label={learningText("title")}
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        actions={(item) => (
          <RowActions onEdit={() => edit.openEdit(item)} onDelete={() => void remove(item)}>
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text={learningText("open")}
              onClick={() => setPlace({ projectId: item.id, step: firstOpenStep(item) })}
            />
          </RowActions>
        )}
      />
      <FormDialog<ProjectFields>
        {...edit.dialogProps}
        entity={learningText("entity")}
        fields={formFields()}
        initialValues={
          edit.row
            ? { name: edit.row.name, description: edit.row.description }
            : { name: "", description: "" }
        }
        onSubmit={save}
      />
      {confirmElement}
    </PageFrame>
  );
}
