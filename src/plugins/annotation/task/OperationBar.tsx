import { useState } from "react";
import { Button, ButtonGroup } from "@blueprintjs/core";
import type { TaskOperation } from "../../../machines/annotationTask.machine";
import { navigate } from "../../../ui/routing/hashLocation";
import { useConfirm } from "../../../ui/kit/list";
import { useCore } from "../../../ui/CoreContext";
import { readTask, runOperation, type OperationInput } from "../api";
import { annotateHref, sampleAcceptHref } from "../paths";
import { buttonLabel, operationButtons, type ButtonId } from "../taskOperations";
import { annotationTaskText } from "../taskMessages";
import type { Task } from "../types";
import { ActivateDialog } from "./ActivateDialog";
import { AssignDialog } from "./AssignDialog";
import { ScoreDialog } from "./ScoreDialog";
import { showRefusal } from "../refusal";
import { t } from "../../../core/messages";

export interface OperationBarProps {
  task: Task;
  /** After an operation went through: the page reloads the task. */
  onChanged(): void;
  /** Runs before any button's action (e.g. saving the boxes); false stops it. */
  beforeRun?(): Promise<boolean>;
}

/**
 * The task's operation buttons: exactly the operations the machine allows for this user
 * (`task.allowedOperations`). 激活 asks for a deadline, 分配 for the shares, 评分 for a score; 撤销 and
 * 完成 confirm; 审核 and 抽样验收 open their views.
 */
export function OperationBar({ task, onChanged, beforeRun }: OperationBarProps) {
  const core = useCore();
  const { http, bus } = core;
  const { ask, element: confirmElement } = useConfirm();
  const [open, setOpen] = useState<"ACTIVATE" | "ASSIGN" | "SCORE" | null>(null);
  const [busy, setBusy] = useState<ButtonId | null>(null);
  const buttons = operationButtons(task.allowedOperations);

  const run = async (operation: TaskOperation, input?: OperationInput) => {
    await runOperation(http, task, operation, input);
    bus.emit("annotation", "oplog.action", {
      pageName: annotationTaskText("myTask"),
      content: annotationTaskText("opLog", {
        operation: buttonLabel(operation as ButtonId),
        name: task.taskName,
      }),
    });
    onChanged();
  };

  const press = async (id: ButtonId) => {
    if (beforeRun && !(await beforeRun())) return;
    const sub = Boolean(task.parentId);
    if (id === "REVIEW") return navigate(annotateHref(task.id, undefined, "review", sub));
    if (id === "ACCEPT") return navigate(sampleAcceptHref(task.id, sub));
    if (id === "ACTIVATE" || id === "ASSIGN" || id === "SCORE") return setOpen(id);
    if (id === "SUBMIT") {
      // 提交 warns when items of the member's share have no box yet
      const fresh = await readTask(http, task.id, Boolean(task.parentId));
      const counts = fresh.share ?? fresh;
      const missing = counts.itemCount - counts.annotatedCount;
      if (
        missing > 0 &&
        !(await ask(annotationTaskText("confirmUnannotated", { count: missing }), { icon: "warning-sign" }))
      )
        return;
    }
    if (id === "CANCEL" || id === "FINISH") {
      const message = annotationTaskText(id === "CANCEL" ? "confirmCancel" : "confirmFinish", {
        name: task.taskName,
      });
      if (!(await ask(message, { intent: id === "CANCEL" ? "danger" : "primary", icon: "warning-sign" })))
        return;
    }
    setBusy(id);
    try {
      await run(id);
    } catch (error) {
      // the refusal's message is shown; a 409 means the task moved on: reload it so the buttons match
      if (showRefusal(core, error) === 409) onChanged();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="ws-annot-operations" role="toolbar" aria-label={t("table.actions")}>
      {buttons.length > 0 && (
        <ButtonGroup>
          {buttons.map((id) => (
            <Button
              key={id}
              size="small"
              intent={id === "CANCEL" ? "danger" : "primary"}
              variant={id === "CANCEL" ? "outlined" : "solid"}
              text={buttonLabel(id)}
              loading={busy === id}
              onClick={() => void press(id)}
            />
          ))}
        </ButtonGroup>
      )}
      <ActivateDialog
        isOpen={open === "ACTIVATE"}
        onSubmit={(deadlineTime) => run("ACTIVATE", { deadlineTime })}
        onClose={() => setOpen(null)}
        onConflict={onChanged}
      />
      {open === "ASSIGN" && (
        <AssignDialog
          task={task}
          onSubmit={(teamId, assignments) => run("ASSIGN", { teamId, assignments })}
          onClose={() => setOpen(null)}
          onConflict={onChanged}
        />
      )}
      {open === "SCORE" && (
        <ScoreDialog
          isOpen
          initial={task.score}
          onSubmit={(score) => run("SCORE", { score })}
          onClose={() => setOpen(null)}
          onConflict={onChanged}
        />
      )}
      {confirmElement}
    </div>
  );
}
