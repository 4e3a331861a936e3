import type { RecordedEvent } from "../../core/machines";

/** A run of consecutive events of one type in a log (a countdown's ticks, a field's keystrokes). */
export interface EventGroup {
  type: string;
  /** Indexes into the log: the group's events, in order. */
  indexes: number[];
}

/**
 * Groups a log for display: events of `type` only (all when null), consecutive events of the same
 * type folded into one group, so a timer firing 59 times reads as one row ×59.
 */
export function groupEvents(events: RecordedEvent[], type: string | null = null): EventGroup[] {
  const groups: EventGroup[] = [];
  events.forEach((entry, index) => {
    if (type !== null && entry.event.type !== type) return;
    const last = groups[groups.length - 1];
    if (last && last.type === entry.event.type && last.indexes[last.indexes.length - 1] === index - 1) {
      last.indexes.push(index);
    } else {
      groups.push({ type: entry.event.type, indexes: [index] });
    }
  });
  return groups;
}

/** The event types of a log with how often each occurs, most frequent first. */
export function typeCounts(events: RecordedEvent[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { event } of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}
