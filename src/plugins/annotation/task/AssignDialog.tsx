import { useState } from "react";
import {
  Button,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  InputGroup,
  Spinner,
} from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { listTeamMembers } from "../api";
import { annotationTaskText } from "../taskMessages";
import type { Assignment, Task } from "../types";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { assignmentProblem, evenRows, sumOf, type ShareRow } from "./assignShares";
import { statusOf } from "../../../core/http";
import { t } from "../../../core/messages";
import { failureText } from "../../../ui/kit/list";

export interface AssignDialogProps {
  task: Task;
  onSubmit(teamId: number, assignments: Assignment[]): Promise<unknown>;
  onClose(): void;
  /** A 409 (the task moved on under the page): the dialog closes and the page reloads the task. */
  onConflict(): void;
}

/**
 * 分配: the members of the task's team and how many items each (split evenly by default). The server's
 * refusal (成员不属于该团队, 同一成员只能分配一次, the sum) shows in the dialog; a 409 closes it and reloads.
 */
export function AssignDialog({ task, onSubmit, onClose, onConflict }: AssignDialogProps) {
  const { http } = useCore();
  const teamId = task.teamId;
  const members = useLoaded(() => listTeamMembers(http, teamId ?? 0), teamId ? `team:${teamId}` : null);
  const [rows, setRows] = useState<ShareRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (rows === null && members.data) {
    const fresh = members.data.map((member) => ({
      memberId: member.memberId,
      userId: member.userId,
      name: member.displayName || member.userName,
      included: true,
      assignNum: "0",
    }));
    setRows(evenRows(fresh, task.itemCount));
  }

  const update = (index: number, change: Partial<ShareRow>) =>
    setRows((current) => current && current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const submit = async () => {
    if (!rows || !teamId) return;
    const problem = assignmentProblem(rows, task.itemCount);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const chosen = rows.filter((row) => row.included);
      await onSubmit(
        teamId,
        chosen.map((row) => ({
          memberId: row.memberId,
          userId: row.userId,
          assignNum: Number(row.assignNum),
        })),
      );
      onClose();
    } catch (error) {
      if (statusOf(error) !== 409) return setError(failureText(error));
      onClose();
      onConflict();
    } finally {
      setBusy(false);
    }
  };

  const body = !teamId ? (
    <p>{annotationTaskText("noTeam")}</p>
  ) : !rows ? (
    <Spinner size={20} />
  ) : rows.length === 0 ? (
    <p>{annotationTaskText("noMembers")}</p>
  ) : (
    <HTMLTable compact className="ws-annot-assign">
      <thead>
        <tr>
          <th>{annotationTaskText("member")}</th>
          <th>{annotationTaskText("assignNum")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.memberId}>
            <td>
              <Checkbox
                checked={row.included}
                label={row.name}
                onChange={(event) => update(index, { included: event.currentTarget.checked })}
              />
            </td>
            <td>
              <InputGroup
                type="number"
                small
                aria-label={`${row.name} ${annotationTaskText("assignNum")}`}
                disabled={!row.included}
                value={row.assignNum}
                onChange={(event) => update(index, { assignNum: event.currentTarget.value })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );

  return (
    <Dialog isOpen title={annotationTaskText("assignTitle")} onClose={onClose} canOutsideClickClose={false}>
      <DialogBody>
        <div className="ws-annot-assign-head">
          <span>{task.teamName}</span>
          {rows && (
            <span className={Classes.TEXT_MUTED}>
              {annotationTaskText("assignedOf", { sum: sumOf(rows), count: task.itemCount })}
            </span>
          )}
          {rows && rows.length > 0 && (
            <Button
              size="small"
              text={annotationTaskText("splitEvenly")}
              onClick={() => setRows(evenRows(rows, task.itemCount))}
            />
          )}
        </div>
        {body}
        {error && (
          <p className={`${Classes.INTENT_DANGER} ws-annot-error`} role="alert">
            {error}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} disabled={busy} />
            <Button
              intent="primary"
              text={t("action.ok")}
              loading={busy}
              disabled={!rows || rows.length === 0}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
