import { formatCents } from "../../core/money";
import { billingText } from "./messages";
import type { PriceVersion } from "./types";

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** A price version's standard, sale and time-share cells (three table cells). */
export function PriceCells({ price }: { price: PriceVersion | null }) {
  if (!price)
    return (
      <>
        <td>{billingText("notSet")}</td>
        <td>{billingText("notSet")}</td>
        <td>{billingText("noPeriods")}</td>
      </>
    );
  return (
    <>
      <td>{formatCents(price.standardCents)}</td>
      <td>{formatCents(price.saleCents)}</td>
      <td>
        {price.periods.length === 0
          ? billingText("noPeriods")
          : price.periods
              .map(
                (one) =>
                  `${one.name} ${hh(one.startHour)}–${hh(one.endHour % 24)} ${formatCents(one.priceCents)}`,
              )
              .join("；")}
      </td>
    </>
  );
}
