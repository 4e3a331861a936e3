import { useCallback, useEffect, useState } from "react";
import { Button, Dialog, DialogBody } from "@blueprintjs/core";
import dayjs from "dayjs";
import { t } from "../../../core/messages";
import { PagedTable, useConfirm, useConfirmDelete, type Column } from "../../../ui/kit/list";
import type { Run, TrainingApi, TrainingTask } from "../api";
import { trainingText } from "../messages";
import { RunLogDialog } from "./RunLogDialog";
import { RunStatusTag } from "./RunStatusTag";

/** While a run is under way the list asks again this often. */
const REFRESH_MS = 2000;
const ACTIVE = new Set(["queued", "starting", "running", "terminating"]);

const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? trainingText("seconds", { s: seconds })
    : trainingText("minutes", { m: Math.floor(seconds / 60), s: seconds % 60 });
};

/** A task's runs (train/list-page): status, times, 日志, 终止 and 删除; refreshed while any is under way. */
export function RunsDialog({
  api,
  task,
  onClose,
}: {
  api: TrainingApi;
  task: TrainingTask;
  onClose: () => void;
}) {
  const [runs, setRuns] = useState<Run[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Run | null>(null);
  const { ask, element } = useConfirm();
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const load = useCallback(
    () =>
      api.runs(task.id, 1, 100).then(
        (page) => {
          setRuns(page.list);
          setError(null);
        },
        (reason: unknown) => setError(String(reason)),
      ),
    [api, task.id],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const active = (runs ?? []).some((run) => ACTIVE.has(run.status));
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, load]);

  const terminate = async (run: Run) => {
    if (!(await ask(trainingText("confirmTerminate", { name: run.name }), { intent: "danger" }))) return;
    await api.terminate(run.id).then(load, () => undefined);
  };
  const remove = async (run: Run) => {
    if (!(await confirmDelete(run.name))) return;
    await api.removeRun(run.id).then(load, () => undefined);
  };

  const columns: Column<Run>[] = [
    { key: "name", title: trainingText("runName"), render: (run) => run.name },
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
    { key: "duration", title: trainingText("duration"), render: (run) => duration(run.durationMs) },
    { key: "coreHours", title: trainingText("coreHours"), render: (run) => run.coreHours.toFixed(4) },
    { key: "reason", title: trainingText("reasonTitle"), render: (run) => run.reason || "-" },
  ];

  return (
    <Dialog
      isOpen
      title={trainingText("runsTitle", { name: task.name })}
      onClose={onClose}
      style={{ width: 960 }}
    >
      <DialogBody>
        <PagedTable
          aria-label={trainingText("runs")}
          rows={runs ?? []}
          loading={runs === null}
          error={error}
          onRetry={() => void load()}
          columns={columns}
          rowKey={(run) => run.id}
          actions={(run) => (
            <>
              <Button
                size="small"
                variant="minimal"
                text={trainingText("log")}
                onClick={() => setOpen(run)}
              />
              {ACTIVE.has(run.status) ? (
                <Button
                  size="small"
                  variant="minimal"
                  intent="danger"
                  text={trainingText("terminate")}
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
          onClose={() => {
            setOpen(null);
            void load();
          }}
        />
      )}
      {element}
      {confirmElement}
    </Dialog>
  );
}
