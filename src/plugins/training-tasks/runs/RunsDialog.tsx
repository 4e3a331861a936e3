import { useEffect, useState } from "react";
import { Button, Checkbox, Dialog, DialogBody } from "@blueprintjs/core";
import dayjs from "dayjs";
import { t } from "../../../core/messages";
import {
  PagedTable,
  useConfirm,
  useConfirmDelete,
  usePagedList,
  useRefusal,
  type Column,
} from "../../../ui/kit/list";
import type { Run, TrainingApi, TrainingTask } from "../api";
import { trainingTasksText } from "../messages";
import { RunCompareDialog } from "./RunCompareDialog";
import { RunLogDialog } from "./RunLogDialog";
import { RunStatusTag } from "./RunStatusTag";

/** While a run is under way the list asks again this often. */
const REFRESH_MS = 2000;
const ACTIVE = new Set(["queued", "starting", "running", "terminating"]);

const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? trainingTasksText("seconds", { s: seconds })
    : trainingTasksText("minutes", { m: Math.floor(seconds / 60), s: seconds % 60 });
};

/** A task's runs (train/list-page, paged): status, times, 日志, 终止 and 删除; refreshed while any is under way. */
export function RunsDialog({
  api,
  task,
  onClose,
}: {
  api: TrainingApi;
  task: TrainingTask;
  onClose: () => void;
}) {
  const [open, setOpen] = useState<Run | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const pick = (run: Run, on: boolean) =>
    setPicked((held) =>
      on ? [...held.filter((id) => id !== run.id), run.id] : held.filter((id) => id !== run.id),
    );
  const { ask, element } = useConfirm();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refused = useRefusal("training-tasks");
  const list = usePagedList((query) => api.runs(task.id, query.pageNum, query.pageSize), { filters: {} });
  const { refresh } = list;
  const active = list.rows.some((run) => ACTIVE.has(run.status));
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, refresh]);

  const terminate = async (run: Run) => {
    if (!(await ask(trainingTasksText("confirmTerminate", { name: run.name }), { intent: "danger" }))) return;
    // A refusal (训练已结束，无需终止) says why; the rows are asked again either way.
    await api.terminate(run.id).then(refresh, (error: unknown) => {
      refused(error);
      refresh();
    });
  };
  const remove = async (run: Run) => {
    if (!(await confirmDelete(run.name))) return;
    await api.removeRun(run.id).then(
      () => list.afterDelete(),
      (error: unknown) => {
        refused(error);
        refresh();
      },
    );
  };

  const columns: Column<Run>[] = [
    {
      key: "pick",
      title: trainingTasksText("compare"),
      width: 50,
      render: (run) => (
        <Checkbox
          className="ws-run-pick"
          checked={picked.includes(run.id)}
          aria-label={trainingTasksText("pickRun", { name: run.name })}
          onChange={(event) => pick(run, event.currentTarget.checked)}
        />
      ),
    },
    { key: "name", title: trainingTasksText("runName"), render: (run) => run.name },
    {
      key: "status",
      title: t("field.status"),
      render: (run) => (
        <span title={run.reason || undefined}>
          <RunStatusTag status={run.status} />
        </span>
      ),
    },
    {
      key: "startedAt",
      title: t("date.start"),
      className: "ws-list-nowrap",
      render: (run) => (run.startedAt ? dayjs(run.startedAt).format("YYYY-MM-DD HH:mm:ss") : "-"),
    },
    { key: "duration", title: trainingTasksText("duration"), render: (run) => duration(run.durationMs) },
    { key: "coreHours", title: trainingTasksText("coreHours"), render: (run) => run.coreHours.toFixed(4) },
    { key: "reason", title: trainingTasksText("reasonTitle"), render: (run) => run.reason || "-" },
  ];

  return (
    <Dialog
      isOpen
      title={trainingTasksText("runsTitle", { name: task.name })}
      onClose={onClose}
      style={{ width: 960 }}
    >
      <DialogBody>
        <div className="ws-run-toolbar">
          <Button
            icon="comparison"
            text={trainingTasksText("compare")}
            disabled={picked.length < 2}
            title={picked.length < 2 ? trainingTasksText("compareHint") : undefined}
            onClick={() => setComparing(true)}
          />
          <span className="ws-run-toolbar-hint">{trainingTasksText("compareHint")}</span>
        </div>
        <PagedTable
          aria-label={trainingTasksText("runs")}
          // While a run is under way the rows are asked for again quietly (no spinner every 2 s).
          list={{ ...list, loading: list.loading && !active }}
          columns={columns}
          rowKey={(run) => run.id}
          actions={(run) => (
            <>
              <Button
                size="small"
                variant="minimal"
                text={trainingTasksText("log")}
                onClick={() => setOpen(run)}
              />
              {ACTIVE.has(run.status) ? (
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  text={trainingTasksText("terminate")}
                  disabled={run.status === "terminating"}
                  onClick={() => void terminate(run)}
                />
              ) : (
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  text={t("action.delete")}
                  onClick={() => void remove(run)}
                />
              )}
            </>
          )}
        />
      </DialogBody>
      {open && (
        <RunLogDialog
          api={api}
          initial={open}
          onStatusChange={refresh}
          onClose={() => {
            setOpen(null);
            refresh();
          }}
        />
      )}
      {comparing && <RunCompareDialog api={api} runIds={picked} onClose={() => setComparing(false)} />}
      {element}
      {confirmElement}
    </Dialog>
  );
}
