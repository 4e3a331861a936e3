import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  NonIdealState,
  Spinner,
} from "@blueprintjs/core";
import { createCatalogue, t } from "../../../core/messages";
import { useCore } from "../../../ui/CoreContext";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { listScores } from "../api";
import { StatusTag } from "../StatusTag";

const scoresText = createCatalogue(
  { title: "评分", task: "任务", member: "成员", score: "评分", none: "未评分", empty: "还没有任务" },
  {
    title: "Scores",
    task: "Task",
    member: "Member",
    score: "Score",
    none: "Not scored",
    empty: "No tasks yet",
  },
);
export const scoresTitle = () => scoresText("title");

/** 评分: every task the user leads and every share of theirs, its status and the score the leader gave. */
export function ScoresDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { http } = useCore();
  const scores = useLoaded(() => listScores(http), isOpen ? "scores" : null);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={scoresText("title")} style={{ width: 640 }}>
      <DialogBody>
        {!scores.data && scores.loading && <Spinner />}
        {scores.data?.length === 0 && <NonIdealState icon="star-empty" title={scoresText("empty")} />}
        {!!scores.data?.length && (
          <HTMLTable compact striped aria-label={scoresText("title")} style={{ width: "100%" }}>
            <thead>
              <tr>
                <th scope="col">{scoresText("task")}</th>
                <th scope="col">{scoresText("member")}</th>
                <th scope="col">{t("field.status")}</th>
                <th scope="col">{scoresText("score")}</th>
              </tr>
            </thead>
            <tbody>
              {scores.data.map((entry) => (
                <tr key={entry.taskId}>
                  <td>{entry.taskName}</td>
                  <td>{entry.memberName || "-"}</td>
                  <td>
                    <StatusTag status={entry.status} />
                  </td>
                  <td>{entry.score === null ? scoresText("none") : entry.score}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("action.close")} onClick={onClose} />} />
    </Dialog>
  );
}
