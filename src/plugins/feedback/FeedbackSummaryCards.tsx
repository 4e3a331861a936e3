import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from "../../contracts/feedback";
import { Card } from "@blueprintjs/core";
import { formatCount } from "../../ui/kit/list";
import { feedbackText, statusText, typeText } from "./messages";
import type { FeedbackSummary } from "./types";

/** The summary above the list: the total, then counts by type and by status. */
export function FeedbackSummaryCards({ summary }: { summary: FeedbackSummary | null }) {
  const cards: [string, number][] = summary
    ? [
        [feedbackText("total"), summary.total],
        ...FEEDBACK_TYPES.map((type): [string, number] => [typeText(type), summary.byType[type] ?? 0]),
        ...FEEDBACK_STATUSES.map((status): [string, number] => [
          statusText(status),
          summary.byStatus[status] ?? 0,
        ]),
      ]
    : [];
  return (
    <div className="ws-feedback-summary" aria-label="feedback summary">
      {cards.map(([label, count]) => (
        <Card key={label} compact role="group" aria-label={label}>
          <strong>{formatCount(count)}</strong>
          <span className="bp6-text-muted">{label}</span>
        </Card>
      ))}
    </div>
  );
}
