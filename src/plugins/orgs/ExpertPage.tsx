import { useMemo, useState } from "react";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  FormDialog,
  listText,
  PagedTable,
  PublicSwitch,
  RowActions,
  rules,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  type Column,
  type FormField,
} from "../../ui/kit/list";
import { orgsApi, type Expert, type ExpertFields } from "./api";
import { orgsText } from "./messages";
import { PhotoDialog } from "./PhotoDialog";
import "./orgs.css";
import { ORG_LIMITS } from "../../contracts/orgs";

const NO_FILTERS = { name: "", field: "", isPublic: "" };

interface ExpertForm extends Record<string, unknown> {
  name: string;
  field: string;
  organisation: string;
  title: string;
  introduction: string;
  isPublic: number;
}

const formFields = (): FormField[] => [
  {
    name: "name",
    label: orgsText("expertName"),
    kind: "input",
    rules: rules(orgsText("expertName"), { max: ORG_LIMITS.expertName }),
  },
  {
    name: "field",
    label: orgsText("field"),
    kind: "input",
    rules: rules(orgsText("field"), { max: ORG_LIMITS.field }),
  },
  {
    name: "organisation",
    label: orgsText("workplace"),
    kind: "input",
    rules: rules(orgsText("workplace"), { max: ORG_LIMITS.workplace }),
  },
  {
    name: "title",
    label: orgsText("jobTitle"),
    kind: "input",
    rules: rules(orgsText("jobTitle"), { required: false, max: ORG_LIMITS.jobTitle }),
  },
  {
    name: "introduction",
    label: orgsText("introduction"),
    kind: "textarea",
    rules: rules(orgsText("introduction"), { required: false, max: ORG_LIMITS.introduction }),
  },
  {
    name: "isPublic",
    label: orgsText("public"),
    kind: "radio",
    options: [
      { value: 1, label: orgsText("yes") },
      { value: 0, label: orgsText("no") },
    ],
    rules: rules(orgsText("public"), { kind: "radio" }),
  },
];

const fieldsOf = (row: Expert, photo = row.photo): ExpertFields => ({
  name: row.name,
  field: row.field,
  organisation: row.organisation,
  title: row.title,
  introduction: row.introduction,
  photo,
  isPublic: row.isPublic,
});

/** 专家库: experts with photo, field, organisation, introduction and the public flag (确认切换状态吗？). */
export default function ExpertPage() {
  const { http } = useCore();
  const api = useMemo(() => orgsApi(http), [http]);
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = usePagedList((query) => api.expertPage(query), { filters: NO_FILTERS });
  const edit = useEditDialog<Expert>();
  const [photoOf, setPhotoOf] = useState<Expert | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const save = async (values: ExpertForm) => {
    const body: ExpertFields = {
      name: values.name.trim(),
      field: values.field.trim(),
      organisation: values.organisation.trim(),
      title: values.title.trim(),
      introduction: values.introduction.trim(),
      photo: edit.row?.photo ?? "",
      isPublic: values.isPublic === 1 ? 1 : 0,
    };
    await api.saveExpert(body, edit.row?.id);
    list.refresh();
  };
  const remove = async (row: Expert) => {
    if (!(await confirmDelete(row.name))) return;
    await api.removeExpert(row.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };

  const columns: Column<Expert>[] = [
    {
      key: "photo",
      title: orgsText("photo"),
      width: 64,
      render: (row) =>
        row.photo ? (
          <img className="ws-orgs-photo" src={row.photo} alt={`${orgsText("photo")} ${row.name}`} />
        ) : (
          "-"
        ),
    },
    { key: "name", title: orgsText("expertName"), width: 120, render: (row) => row.name },
    { key: "field", title: orgsText("field"), render: (row) => row.field },
    { key: "organisation", title: orgsText("workplace"), render: (row) => row.organisation },
    { key: "title", title: orgsText("jobTitle"), width: 100, render: (row) => row.title || "-" },
    {
      key: "public",
      title: orgsText("public"),
      width: 70,
      render: (row) => (
        <PublicSwitch
          checked={row.isPublic === 1}
          label={`${orgsText("public")} ${row.name}`}
          onChange={(next) => api.setExpertPublic(row.id, next)}
          onChanged={list.refresh}
        />
      ),
    },
    { key: "createTime", title: t("field.createTime"), width: 160, render: (row) => row.createTime },
  ];

  return (
    <PageFrame
      title={orgsText("experts")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: orgsText("expert") })}
          onClick={edit.openNew}
        />
      }
    >
      <FilterBar
        onSearch={() => list.search({ ...filters, name: filters.name.trim(), field: filters.field.trim() })}
        onReset={() => {
          setFilters(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={orgsText("expertName")}
          placeholder={orgsText("expertName")}
          value={filters.name}
          onValueChange={(name) => setFilters((current) => ({ ...current, name }))}
        />
        <InputGroup
          size="small"
          aria-label={orgsText("field")}
          placeholder={orgsText("field")}
          value={filters.field}
          onValueChange={(field) => setFilters((current) => ({ ...current, field }))}
        />
        <HTMLSelect
          aria-label={orgsText("publicState")}
          value={filters.isPublic}
          onChange={(event) => {
            const isPublic = event.currentTarget.value;
            setFilters((current) => ({ ...current, isPublic }));
          }}
        >
          <option value="">{orgsText("all")}</option>
          <option value="1">{orgsText("yes")}</option>
          <option value="0">{orgsText("no")}</option>
        </HTMLSelect>
      </FilterBar>
      <PagedTable
        aria-label={orgsText("experts")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)}>
            <Button size="small" variant="minimal" text={orgsText("photo")} onClick={() => setPhotoOf(row)} />
          </RowActions>
        )}
      />
      <FormDialog<ExpertForm>
        {...edit.dialogProps}
        entity={orgsText("expert")}
        fields={formFields()}
        initialValues={
          edit.row
            ? { ...fieldsOf(edit.row), isPublic: edit.row.isPublic }
            : { name: "", field: "", organisation: "", title: "", introduction: "", isPublic: 0 }
        }
        onSubmit={save}
      />
      <PhotoDialog
        expert={photoOf}
        onSave={async (expert, photo) => {
          await api.saveExpert(fieldsOf(expert, photo), expert.id);
          list.refresh();
        }}
        onClose={() => setPhotoOf(null)}
      />
      {confirmElement}
    </PageFrame>
  );
}
