import { Fragment, useMemo, useState } from "react";
import { Button, HTMLSelect, HTMLTable, Tag } from "@blueprintjs/core";
import type { RecordedEvent } from "../../core/machines";
import { groupEvents, typeCounts } from "./eventGroups";
import { inspectorText } from "./messages";
import { formatTime, toJson } from "./traceFile";

export interface EventListProps {
  events: RecordedEvent[];
  /** The table's accessible name. */
  label: string;
  /** The index of the event to highlight (the replay's current step). */
  current?: number;
  onPick?: (index: number) => void;
  showTime?: boolean;
}

/**
 * An event log for testers: consecutive events of one type fold into one row ×N (expandable), and a
 * select narrows the log to one event type.
 */
export function EventList({ events, label, current, onPick, showTime = false }: EventListProps) {
  const [type, setType] = useState("");
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const counts = useMemo(() => typeCounts(events), [events]);
  const groups = useMemo(() => groupEvents(events, type || null), [events, type]);
  const toggle = (first: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(first)) next.add(first);
      return next;
    });

  const row = (index: number, nested = false) => (
    <tr
      key={index}
      onClick={onPick ? () => onPick(index) : undefined}
      className={
        [index === current ? "ws-row-current" : "", nested ? "ws-event-nested" : ""].join(" ").trim() ||
        undefined
      }
    >
      <td className="ws-nowrap">{index + 1}</td>
      {showTime && <td className="ws-nowrap">{formatTime(events[index].at)}</td>}
      <td>
        <code>{events[index].event.type}</code>
      </td>
      <td className="ws-json-cell">{toJson({ ...events[index].event, type: undefined })}</td>
    </tr>
  );

  return (
    <div className="ws-event-list">
      <div className="ws-inspector-toolbar">
        <HTMLSelect
          aria-label={inspectorText("eventType")}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
          options={[
            { value: "", label: inspectorText("allTypes") },
            ...counts.map((entry) => ({ value: entry.type, label: inspectorText("typeOption", entry) })),
          ]}
        />
      </div>
      <HTMLTable compact striped interactive={Boolean(onPick)} className="ws-fill" aria-label={label}>
        <tbody>
          {groups.length === 0 && (
            <tr>
              <td className="bp6-text-muted">{inspectorText("noEvents")}</td>
            </tr>
          )}
          {groups.map((group) => {
            const [first] = group.indexes;
            if (group.indexes.length === 1) return row(first);
            const last = group.indexes[group.indexes.length - 1];
            const open = expanded.has(first);
            const names = { type: group.type, count: group.indexes.length };
            return (
              <Fragment key={first}>
                <tr
                  onClick={onPick ? () => onPick(last) : undefined}
                  className={
                    current !== undefined && group.indexes.includes(current) ? "ws-row-current" : undefined
                  }
                  data-group={group.type}
                >
                  <td className="ws-nowrap">
                    {first + 1}–{last + 1}
                  </td>
                  {showTime && <td className="ws-nowrap">{formatTime(events[last].at)}</td>}
                  <td>
                    <code>{group.type}</code>{" "}
                    <Tag minimal round intent="primary">
                      {inspectorText("repeated", { count: group.indexes.length })}
                    </Tag>
                  </td>
                  <td>
                    <Button
                      small
                      minimal
                      icon={open ? "chevron-down" : "chevron-right"}
                      aria-label={open ? inspectorText("collapse", names) : inspectorText("expand", names)}
                      aria-expanded={open}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(first);
                      }}
                    />
                  </td>
                </tr>
                {open && group.indexes.map((index) => row(index, true))}
              </Fragment>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
