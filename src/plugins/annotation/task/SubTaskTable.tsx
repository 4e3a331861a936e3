import { Button, Classes, HTMLTable } from "@blueprintjs/core";
import { navigate } from "../../../ui/routing/hashLocation";
import { formatDateTime } from "../../../ui/kit/dates";
import { taskPageHref } from "../paths";
import { StatusTag } from "../StatusTag";
import { annotationTaskText } from "../taskMessages";
import type { Task } from "../types";
import { t } from "../../../core/messages";

/**
 * The task's sub-tasks (one member's share each) with their own statuses and counts: a member's boxes
 * are saved on their share, so each share counts its own. 查看 opens the share's own page, where its
 * operations are the machine's for that share's status.
 */
export function SubTaskTable({ subTasks }: { subTasks: Task[] | null }) {
  if (!subTasks || subTasks.length === 0) return <p className={Classes.TEXT_MUTED}>{t("table.empty")}</p>;
  return (
    <HTMLTable compact striped className="ws-annot-people" aria-label={annotationTaskText("subTasks")}>
      <thead>
        <tr>
          <th>{annotationTaskText("member")}</th>
          <th>{annotationTaskText("assignNum")}</th>
          <th>{annotationTaskText("annotated")}</th>
          <th>{t("field.status")}</th>
          <th>{annotationTaskText("deadline")}</th>
          <th>{t("table.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {subTasks.map((sub) => {
          const member = sub.members[0];
          return (
            <tr key={sub.id}>
              <td>{member ? member.displayName || member.userName : annotationTaskText("none")}</td>
              <td>{sub.itemCount}</td>
              <td>{sub.annotatedCount}</td>
              <td>
                <StatusTag status={sub.status} />
              </td>
              <td>{sub.deadlineTime ? formatDateTime(sub.deadlineTime) : annotationTaskText("none")}</td>
              <td>
                <Button
                  size="small"
                  variant="minimal"
                  intent="primary"
                  text={t("action.view")}
                  aria-label={`${t("action.view")} ${member ? member.displayName || member.userName : sub.id}`}
                  onClick={() => navigate(taskPageHref(sub.id, true))}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
