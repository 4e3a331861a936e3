import { Card } from "@blueprintjs/core";
import { formatCount } from "../../ui/kit/list";
import { sharingText, statusText } from "./messages";
import type { OrderStat } from "./types";

/** manage-stat above the list: the total and each status. */
export function OrderStatCards({ stat }: { stat: OrderStat | null }) {
  const cards: [string, number][] = stat
    ? [
        [sharingText("total"), stat.total],
        [statusText(0), stat.submitted],
        [statusText(1), stat.accepted],
        [statusText(2), stat.passed],
        [statusText(3), stat.rejected],
      ]
    : [];
  return (
    <div className="ws-sharing-stat" aria-label="manage stat">
      {cards.map(([label, count]) => (
        <Card key={label} compact role="group" aria-label={label}>
          <strong>{formatCount(count)}</strong>
          <span className="bp6-text-muted">{label}</span>
        </Card>
      ))}
    </div>
  );
}
