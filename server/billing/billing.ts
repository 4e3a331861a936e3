import { CHARGE_UTC_OFFSET_MS, type ChargeKind } from "../charging/chargeKinds";
import type { PriceStore } from "../charging/priceStore";
import type { UsageFilter, UsageLog, UsageRecord } from "../usage/usageLog";
import { costOf, type LineCost } from "./cost";

/** One usage record with what it costs. */
export interface BillLine extends LineCost {
  record: UsageRecord;
}

export type CostField = keyof LineCost;

/** Per account and kind: the quantity used and each money field. */
export interface AccountKindTotal extends LineCost {
  userId: number;
  kind: ChargeKind;
  quantity: number;
}

export interface DayTotal extends LineCost {
  date: string;
  kind: ChargeKind;
  quantity: number;
}

const ZERO: LineCost = {
  standardCents: 0,
  chargeCents: 0,
  platformFeeCents: 0,
  subCenterFeeCents: 0,
  totalCents: 0,
};
const add = (into: LineCost, line: LineCost) => {
  into.standardCents += line.standardCents;
  into.chargeCents += line.chargeCents;
  into.platformFeeCents += line.platformFeeCents;
  into.subCenterFeeCents += line.subCenterFeeCents;
  into.totalCents += line.totalCents;
};

/** The China-time day (YYYY-MM-DD) of epoch ms `at`. */
export const dayOf = (at: number) => new Date(at + CHARGE_UTC_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The bill: every usage record priced with the price and rules in force when it started. Nothing is
 * stored: usage and prices are append-only, so the bill is the same every time it is computed.
 */
export class Billing {
  constructor(
    private readonly usage: UsageLog,
    private readonly prices: PriceStore,
  ) {}

  lines(filter: UsageFilter & { kinds?: readonly ChargeKind[] } = {}): BillLine[] {
    const records = this.usage
      .list({ userId: filter.userId, kind: filter.kind, from: filter.from, to: filter.to })
      .filter((record) => !filter.kinds || filter.kinds.includes(record.kind));
    return records.map((record) => ({
      record,
      ...costOf(
        record,
        this.prices.priceAt(record.kind, record.startedAt),
        this.prices.ruleAt(record.startedAt),
      ),
    }));
  }

  /** Totals per account and kind, in the order accounts first appear. */
  byAccount(lines: BillLine[]): AccountKindTotal[] {
    const totals = new Map<string, AccountKindTotal>();
    for (const line of lines) {
      const key = `${line.record.userId}:${line.record.kind}`;
      const total = totals.get(key) ?? {
        userId: line.record.userId,
        kind: line.record.kind,
        quantity: 0,
        ...ZERO,
      };
      total.quantity += line.record.quantity;
      add(total, line);
      totals.set(key, total);
    }
    return [...totals.values()];
  }

  /** Totals per day (the day a record ended) and kind, oldest first. */
  byDay(lines: BillLine[]): DayTotal[] {
    const totals = new Map<string, DayTotal>();
    for (const line of lines) {
      const date = dayOf(line.record.endedAt);
      const key = `${date}:${line.record.kind}`;
      const total = totals.get(key) ?? { date, kind: line.record.kind, quantity: 0, ...ZERO };
      total.quantity += line.record.quantity;
      add(total, line);
      totals.set(key, total);
    }
    return [...totals.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  /** Each user's consumption (charge and fees) over all time, in cents. */
  consumed(): Map<number, number> {
    const totals = new Map<number, number>();
    for (const line of this.lines())
      totals.set(line.record.userId, (totals.get(line.record.userId) ?? 0) + line.totalCents);
    return totals;
  }

  sum(lines: BillLine[]): LineCost {
    const total = { ...ZERO };
    for (const line of lines) add(total, line);
    return total;
  }
}
