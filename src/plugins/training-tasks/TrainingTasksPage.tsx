import { useMemo, useState } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  listText,
  PagedTable,
  RowActions,
  useConfirmDelete,
  usePagedList,
  useRefusal,
  type Column,
} from "../../ui/kit/list";
import { trainingApi, type Run, type TrainingTask } from "./api";
import { trainingTasksText } from "./messages";
import { RunLogDialog } from "./runs/RunLogDialog";
import { RunsDialog } from "./runs/RunsDialog";
import { RunStatusTag } from "./runs/RunStatusTag";
import { TaskForm } from "./TaskForm";
import "./training.css";

const NO_FILTERS = { name: "" };

/** 训练任务 (tiTask): tasks, 开始训练 (the live log opens), 训练记录, edit and delete. */
export default function TrainingTasksPage() {
  const { http } = useCore();
  const api = useMemo(() => trainingApi(http), [http]);
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<TrainingTask | null | undefined>(undefined);
  const [runsOf, setRunsOf] = useState<TrainingTask | null>(null);
  const [watching, setWatching] = useState<Run | null>(null);
  const list = usePagedList((query) => api.page(query), { filters: NO_FILTERS });
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refused = useRefusal("training-tasks");

  const remove = async (task: TrainingTask) => {
    if (!(await confirmDelete(task.name))) return;
    await api.remove(task.id).then(() => list.afterDelete(), refused);
  };
  // A refused start (a dataset version without annotations, no HPC account) says why; nothing opens.
  const start = async (task: TrainingTask) => {
    const run = await api.start(task.id).catch((error: unknown) => {
      refused(error);
      return null;
    });
    list.refresh();
    if (run) setWatching(run);
  };

  const columns: Column<TrainingTask>[] = [
    { key: "name", title: trainingTasksText("name"), width: 160, render: (task) => task.name },
    {
      key: "algorithm",
      title: trainingTasksText("algorithmVersion"),
      render: (task) => `${task.algorithmName} ${task.algorithmVersion}`,
    },
    {
      key: "dataset",
      title: trainingTasksText("datasetVersion"),
      render: (task) => `${task.datasetName} ${task.datasetVersion}`,
    },
    {
      key: "resources",
      title: trainingTasksText("resources"),
      className: "ws-list-nowrap",
      render: (task) =>
        trainingTasksText("resourceSummary", { cores: task.cores, memory: task.memoryGb, hours: task.hours }),
    },
    {
      key: "lastRun",
      title: trainingTasksText("lastRun"),
      width: 90,
      render: (task) =>
        task.lastRunStatus ? <RunStatusTag status={task.lastRunStatus} /> : trainingTasksText("noRun"),
    },
    { key: "runCount", title: trainingTasksText("runCount"), width: 70, render: (task) => task.runCount },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 160,
      render: (task) => task.createTime,
    },
  ];

  return (
    <PageFrame
      title={trainingTasksText("title")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: trainingTasksText("entity") })}
          onClick={() => setEditing(null)}
        />
      }
    >
      <FilterBar
        onSearch={() => list.search({ name: name.trim() })}
        onReset={() => {
          setName("");
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={trainingTasksText("name")}
          placeholder={trainingTasksText("name")}
          value={name}
          onValueChange={setName}
        />
      </FilterBar>
      <PagedTable
        aria-label={trainingTasksText("title")}
        list={list}
        columns={columns}
        rowKey={(task) => task.id}
        actions={(task) => (
          <RowActions onEdit={() => setEditing(task)} onDelete={() => void remove(task)}>
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text={trainingTasksText("start")}
              onClick={() => void start(task)}
            />
            <Button
              size="small"
              variant="minimal"
              text={trainingTasksText("runs")}
              onClick={() => setRunsOf(task)}
            />
          </RowActions>
        )}
      />
      {editing !== undefined && (
        <TaskForm
          api={api}
          task={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.refresh();
          }}
        />
      )}
      {runsOf && (
        <RunsDialog
          api={api}
          task={runsOf}
          onClose={() => {
            setRunsOf(null);
            list.refresh();
          }}
        />
      )}
      {watching && (
        <RunLogDialog
          api={api}
          initial={watching}
          onStatusChange={list.refresh}
          onClose={() => {
            setWatching(null);
            list.refresh();
          }}
        />
      )}
      {confirmElement}
    </PageFrame>
  );
}
