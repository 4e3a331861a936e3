import { ALL_KINDS, CHARGE_UTC_OFFSET_MS, type ChargeKind } from "./charging/chargeKinds";
import type { PriceStore } from "./charging/priceStore";
import type { UsageFilter, UsageLog } from "../platform/usageLog";
import { costOf, feesOf, type LineCost } from "./cost";

/**
 * A bill line: one account's usage of one kind on one day (China time, the day a record ended) under
 * one rule version, with its cost. Each record is priced with the price in force when it started; the
 * service fees are rounded once per line, so a day of small calls still carries its fee.
 */
export interface BillLine extends LineCost {
  userId: number;
  kind: ChargeKind;
  date: string;
  quantity: number;
}

export type CostField = keyof LineCost;

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
 * The bill, computed from the usage log and the price and rule versions. Nothing is stored: usage and
 * prices are append-only, so the bill is the same every time it is computed.
 */
export class Billing {
  constructor(
    private readonly usage: UsageLog,
    private readonly prices: PriceStore,
  ) {}

  lines(filter: UsageFilter & { kinds?: readonly ChargeKind[] } = {}): BillLine[] {
    // Every version once per call (newest effective first), looked up in memory for each record.
    const versions = new Map(ALL_KINDS.map((kind) => [kind, this.prices.prices(kind)]));
    const rules = this.prices.rules();
    const ruleAt = (at: number) => rules.find((rule) => rule.effectiveAt <= at) ?? null;
    const priceAt = (kind: ChargeKind, at: number) =>
      versions.get(kind)?.find((version) => version.effectiveAt <= at) ?? null;
    const groups = new Map<string, { line: BillLine; ruleAt: number }>();
    for (const record of this.usage.list({
      userId: filter.userId,
      kind: filter.kind,
      from: filter.from,
      to: filter.to,
    })) {
      if (filter.kinds && !filter.kinds.includes(record.kind)) continue;
      const rule = ruleAt(record.startedAt);
      const date = dayOf(record.endedAt);
      const key = `${record.userId}:${record.kind}:${date}:${rule?.id ?? 0}`;
      const group = groups.get(key) ?? {
        line: { userId: record.userId, kind: record.kind, date, quantity: 0, ...ZERO },
        ruleAt: record.startedAt,
      };
      const cost = costOf(record, priceAt(record.kind, record.startedAt));
      group.line.quantity += record.quantity;
      group.line.standardCents += cost.standardCents;
      group.line.chargeCents += cost.chargeCents;
      groups.set(key, group);
    }
    return [...groups.values()].map(({ line, ruleAt: at }) => ({
      ...line,
      ...feesOf(line.chargeCents, ruleAt(at)),
    }));
  }

  /** Totals per account and kind, by account id, then compute, storage, inference, share. */
  byAccount(lines: BillLine[]): AccountKindTotal[] {
    const totals = new Map<string, AccountKindTotal>();
    for (const line of lines) {
      const key = `${line.userId}:${line.kind}`;
      const total = totals.get(key) ?? { userId: line.userId, kind: line.kind, quantity: 0, ...ZERO };
      total.quantity += line.quantity;
      add(total, line);
      totals.set(key, total);
    }
    return [...totals.values()].sort(
      (a, b) => a.userId - b.userId || ALL_KINDS.indexOf(a.kind) - ALL_KINDS.indexOf(b.kind),
    );
  }

  /** Totals per day and kind, oldest first. */
  byDay(lines: BillLine[]): DayTotal[] {
    const totals = new Map<string, DayTotal>();
    for (const line of lines) {
      const key = `${line.date}:${line.kind}`;
      const total = totals.get(key) ?? { date: line.date, kind: line.kind, quantity: 0, ...ZERO };
      total.quantity += line.quantity;
      add(total, line);
      totals.set(key, total);
    }
    return [...totals.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  sum(lines: BillLine[]): LineCost {
    const total = { ...ZERO };
    for (const line of lines) add(total, line);
    return total;
  }
}
