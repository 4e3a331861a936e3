import { CHARGE_KINDS, CHARGE_UTC_OFFSET_MS } from "./charging/chargeKinds";
import type { PricePeriod, PriceVersion, RuleVersion } from "../../src/contracts/billing";
import type { UsageRecord } from "../platform/usageLog";

const HOUR = 3600_000;

/** What one usage record costs, in integer cents, before fees. */
export interface RecordCost {
  standardCents: number;
  chargeCents: number;
}

/** What a bill line costs, in integer cents. */
export interface LineCost {
  /** At the standard (list) price. */
  standardCents: number;
  /** At the price charged: the sale price, or a time-share period's price in its hours. */
  chargeCents: number;
  platformFeeCents: number;
  subCenterFeeCents: number;
  /** Deducted from the balance: the charge and both service fees. */
  totalCents: number;
}

/** a / b rounded half up, for non-negative integers. */
export function roundDiv(a: bigint, b: bigint): number {
  return Number((a * 2n + b) / (2n * b));
}

/** The hour of the day (0–23, China time) at epoch ms `at`. */
export const hourOfDay = (at: number) =>
  Math.floor(((((at + CHARGE_UTC_OFFSET_MS) % 86_400_000) + 86_400_000) % 86_400_000) / HOUR);

const inPeriod = (hour: number, period: PricePeriod) =>
  period.startHour < period.endHour
    ? hour >= period.startHour && hour < period.endHour
    : hour >= period.startHour || hour < period.endHour;

/** The price charged in the hour of `at`: the first period holding that hour, else the sale price. */
export function priceInHour(price: PriceVersion, at: number): number {
  const hour = hourOfDay(at);
  return price.periods.find((period) => inPeriod(hour, period))?.priceCents ?? price.saleCents;
}

/**
 * The record's quantity spread evenly over [startedAt, endedAt], cut at each whole hour, each piece at
 * its hour's price; one rounding per record (an instant record takes the price of its moment).
 */
function chargeOf(record: UsageRecord, price: PriceVersion, perUnit: bigint): number {
  const quantity = BigInt(record.quantity);
  const span = record.endedAt - record.startedAt;
  if (span <= 0) return roundDiv(quantity * BigInt(priceInHour(price, record.startedAt)), perUnit);
  let weighted = 0n;
  for (let at = record.startedAt; at < record.endedAt;) {
    const next = Math.min(
      record.endedAt,
      (Math.floor((at + CHARGE_UTC_OFFSET_MS) / HOUR) + 1) * HOUR - CHARGE_UTC_OFFSET_MS,
    );
    weighted += BigInt(next - at) * BigInt(priceInHour(price, at));
    at = next;
  }
  return roundDiv(quantity * weighted, BigInt(span) * perUnit);
}

/**
 * The record's cost at the price in force when it started (zero without a price). A record with an
 * agreed price (a sharing order's custom price) is charged that price; its standard cost stays at the
 * list price, or the agreed price when there is none.
 */
export function costOf(record: UsageRecord, price: PriceVersion | null): RecordCost {
  const perUnit = BigInt(CHARGE_KINDS[record.kind].perPriceUnit);
  if (record.priceCents !== undefined) {
    const chargeCents = roundDiv(BigInt(record.quantity) * BigInt(record.priceCents), perUnit);
    const standardCents = price
      ? roundDiv(BigInt(record.quantity) * BigInt(price.standardCents), perUnit)
      : chargeCents;
    return { standardCents, chargeCents };
  }
  if (!price) return { standardCents: 0, chargeCents: 0 };
  return {
    standardCents: roundDiv(BigInt(record.quantity) * BigInt(price.standardCents), perUnit),
    chargeCents: chargeOf(record, price, perUnit),
  };
}

/** The service fees of a day's charge (one account, one kind, one rule version), rounded half up. */
export function feesOf(
  chargeCents: number,
  rule: RuleVersion | null,
): Omit<LineCost, "standardCents" | "chargeCents"> {
  const platformFeeCents = roundDiv(BigInt(chargeCents) * BigInt(rule?.platformFeeBp ?? 0), 10_000n);
  const subCenterFeeCents = roundDiv(BigInt(chargeCents) * BigInt(rule?.subCenterFeeBp ?? 0), 10_000n);
  return {
    platformFeeCents,
    subCenterFeeCents,
    totalCents: chargeCents + platformFeeCents + subCenterFeeCents,
  };
}
