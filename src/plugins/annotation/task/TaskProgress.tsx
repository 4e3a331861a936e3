import { Classes, HTMLTable, ProgressBar } from "@blueprintjs/core";
import { annotationTaskText } from "../taskMessages";
import type { PersonProgress, StatusProgress } from "../types";
import { t } from "../../../core/messages";

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** status-progress as counts with a bar, and person-progress as a table. */
export function TaskProgress({
  status,
  people,
}: {
  status: StatusProgress | null;
  people: PersonProgress[] | null;
}) {
  return (
    <div className="ws-annot-progress">
      {status && (
        <div aria-label={annotationTaskText("statusProgress")} role="group">
          <ProgressBar
            value={ratio(status.annotatedCount, status.itemCount)}
            stripes={false}
            intent="primary"
          />
          <div className="ws-annot-counts">
            <span>
              {annotationTaskText("items")} {status.itemCount}
            </span>
            <span>
              {annotationTaskText("annotated")} {status.annotatedCount}
            </span>
            <span>
              {annotationTaskText("reviewed")} {status.reviewedCount}
            </span>
            <span>
              {annotationTaskText("rejected")} {status.rejectedCount}
            </span>
          </div>
        </div>
      )}
      <PersonTable people={people} />
    </div>
  );
}

export function PersonTable({ people }: { people: PersonProgress[] | null }) {
  if (!people || people.length === 0) return <p className={Classes.TEXT_MUTED}>{t("table.empty")}</p>;
  return (
    <HTMLTable compact striped className="ws-annot-people" aria-label={annotationTaskText("personProgress")}>
      <thead>
        <tr>
          <th>{annotationTaskText("member")}</th>
          <th>{annotationTaskText("assignNum")}</th>
          <th>{annotationTaskText("annotated")}</th>
          <th>{annotationTaskText("progress")}</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.userId}>
            <td>{person.userName}</td>
            <td>{person.assignNum}</td>
            <td>{person.annotatedCount}</td>
            <td className="ws-annot-bar">
              <ProgressBar value={ratio(person.annotatedCount, person.assignNum)} stripes={false} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
