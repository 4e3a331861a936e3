import { HTMLTable } from "@blueprintjs/core";
import { formatDateTime } from "../../../ui/kit/dates";
import { StatusTag } from "../StatusTag";
import { annotationTaskText } from "../taskMessages";
import type { Task } from "../types";
import { t } from "../../../core/messages";

/** The task's fields and members, as a compact two-column table. User text is rendered as text. */
export function TaskDetails({ task }: { task: Task }) {
  const rows: [string, React.ReactNode][] = [
    [t("field.status"), <StatusTag status={task.status} />],
    [annotationTaskText("dataset"), `${task.dataSetName} ${task.version}`],
    [annotationTaskText("labelGroup"), task.groupName],
    [annotationTaskText("team"), task.teamName || annotationTaskText("none")],
    [annotationTaskText("leader"), task.leaderName],
    [
      annotationTaskText("deadline"),
      task.deadlineTime ? formatDateTime(task.deadlineTime) : annotationTaskText("none"),
    ],
    [annotationTaskText("items"), String(task.itemCount)],
    [annotationTaskText("score"), task.score === null ? annotationTaskText("none") : String(task.score)],
    [t("field.createTime"), task.createTime],
    [annotationTaskText("description"), task.description || annotationTaskText("none")],
    [
      annotationTaskText("members"),
      task.members.length
        ? task.members
            .map((member) => `${member.displayName || member.userName}（${member.assignNum}）`)
            .join("、")
        : annotationTaskText("none"),
    ],
  ];
  return (
    <HTMLTable compact className="ws-annot-details" aria-label={annotationTaskText("details")}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
