import { HTMLTable } from "@blueprintjs/core";
import { formatDateTime } from "../../../ui/kit/dates";
import { StatusTag } from "../StatusTag";
import { tt } from "../taskMessages";
import type { Task } from "../types";
import { t } from "../../../core/messages";

/** The task's fields and members, as a compact two-column table. User text is rendered as text. */
export function TaskDetails({ task }: { task: Task }) {
  const rows: [string, React.ReactNode][] = [
    [t("field.status"), <StatusTag status={task.status} />],
    [tt("dataset"), `${task.dataSetName} ${task.version}`],
    [tt("labelGroup"), task.groupName],
    [tt("team"), task.teamName || tt("none")],
    [tt("leader"), task.leaderName],
    [tt("deadline"), task.deadlineTime ? formatDateTime(task.deadlineTime) : tt("none")],
    [tt("items"), String(task.itemCount)],
    [tt("score"), task.score === null ? tt("none") : String(task.score)],
    [t("field.createTime"), task.createTime],
    [tt("description"), task.description || tt("none")],
    [
      tt("members"),
      task.members.length
        ? task.members
            .map((member) => `${member.displayName || member.userName}（${member.assignNum}）`)
            .join("、")
        : tt("none"),
    ],
  ];
  return (
    <HTMLTable compact className="ws-annot-details" aria-label={tt("details")}>
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
