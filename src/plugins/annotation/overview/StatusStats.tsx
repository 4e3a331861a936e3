import { Tag } from "@blueprintjs/core";
import { annotationTaskText } from "../taskMessages";
import type { StatusCount } from "../types";

/** status-stat: every status with its count, as compact tags. */
export function StatusStats({ stats }: { stats: StatusCount[] }) {
  return (
    <div className="ws-annot-stats" role="list" aria-label={annotationTaskText("statusStat")}>
      {stats.map((entry) => (
        <span key={entry.status} role="listitem">
          <Tag minimal={entry.count === 0} intent={entry.count ? "primary" : "none"}>
            {entry.statusText} {entry.count}
          </Tag>
        </span>
      ))}
    </div>
  );
}
