import type { Db } from "../lib/db";
import { addColumn, baseline, migrate } from "../lib/migrations";
import type { Statement } from "better-sqlite3";

/**
 * What the platform meters (ai-domain §2, operations): compute of training runs, storage, inference calls and the use
 * of shared resources. Quantities are integers in the unit named beside each kind, so sums never drift.
 */
export const USAGE_UNITS = {
  /** A training run: cores × seconds it really ran. */
  compute: "core-second",
  /** The storage root sampled: mebibytes × hours held. */
  storage: "mib-hour",
  /** One answered inference call of a service. */
  inference: "call",
  /** One use of a shared resource granted by a passed sharing order. */
  share: "use",
} as const;

export type UsageKind = keyof typeof USAGE_UNITS;

export interface UsageRecordInput {
  /** The user the usage is billed to (the run's, the service's or the applicant's owner). */
  userId: number;
  kind: UsageKind;
  quantity: number;
  /** What caused it: "run", "storage", "service", "apply-order", … */
  refType: string;
  refId: string;
  startedAt: number;
  endedAt: number;
  /**
   * The price agreed for this use (integer cents per price unit), replacing the charging strategy's
   * sale price: a sharing order's custom price (apply-order/update-price). Absent: the strategy's.
   */
  priceCents?: number;
}

export interface UsageRecord extends UsageRecordInput {
  id: number;
  unit: string;
  recordedAt: number;
}

export interface UsageFilter {
  userId?: number;
  kind?: UsageKind;
  /** Records that ended at or after `from` and before `to` (epoch ms). */
  from?: number;
  to?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS usage_records (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL,
  kind        TEXT NOT NULL,
  quantity    INTEGER NOT NULL CHECK (quantity >= 0),
  unit        TEXT NOT NULL,
  ref_type    TEXT NOT NULL,
  ref_id      TEXT NOT NULL,
  started_at  INTEGER NOT NULL,
  ended_at    INTEGER NOT NULL,
  recorded_at INTEGER NOT NULL,
  price_cents INTEGER CHECK (price_cents >= 0)
);
CREATE INDEX IF NOT EXISTS usage_records_user ON usage_records(user_id, ended_at);
CREATE TRIGGER IF NOT EXISTS usage_records_no_update BEFORE UPDATE ON usage_records
  BEGIN SELECT RAISE(ABORT, 'usage records are append-only'); END;
CREATE TRIGGER IF NOT EXISTS usage_records_no_delete BEFORE DELETE ON usage_records
  BEGIN SELECT RAISE(ABORT, 'usage records are append-only'); END;
`;

interface Row {
  id: number;
  user_id: number;
  kind: UsageKind;
  quantity: number;
  unit: string;
  ref_type: string;
  ref_id: string;
  started_at: number;
  ended_at: number;
  recorded_at: number;
  price_cents: number | null;
}

const fromRow = (row: Row): UsageRecord => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  quantity: row.quantity,
  unit: row.unit,
  refType: row.ref_type,
  refId: row.ref_id,
  startedAt: row.started_at,
  endedAt: row.ended_at,
  recordedAt: row.recorded_at,
  ...(row.price_cents === null ? {} : { priceCents: row.price_cents }),
});

/** The log's migrations; 2: a log made before records carried an agreed price gains the column (existing records: none). */
const MIGRATIONS = [
  baseline(SCHEMA),
  addColumn(2, "usage_records", "price_cents", "INTEGER CHECK (price_cents >= 0)"),
];

/**
 * The append-only usage log (`platform.usage`): the engines record what really ran, billing reads it.
 * The database refuses any update or delete of a record (triggers), so a bill can always be recomputed.
 */
export class UsageLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "usage", MIGRATIONS);
  }

  private insert?: Statement;

  record(input: UsageRecordInput): UsageRecord {
    if (!Number.isSafeInteger(input.quantity) || input.quantity < 0)
      throw new RangeError(`usage quantity must be a non-negative integer, got ${input.quantity}`);
    const price = input.priceCents;
    if (price !== undefined && (!Number.isSafeInteger(price) || price < 0))
      throw new RangeError(`usage price must be a non-negative integer of cents, got ${price}`);
    const recordedAt = this.now();
    const unit = USAGE_UNITS[input.kind];
    // Prepared once: every answered inference call is metered here.
    this.insert ??= this.db.prepare(
      `INSERT INTO usage_records (user_id, kind, quantity, unit, ref_type, ref_id, started_at, ended_at, recorded_at, price_cents)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const { lastInsertRowid } = this.insert.run(
      input.userId,
      input.kind,
      input.quantity,
      unit,
      input.refType,
      input.refId,
      input.startedAt,
      input.endedAt,
      recordedAt,
      price ?? null,
    );
    return { ...input, id: Number(lastInsertRowid), unit, recordedAt };
  }

  list(filter: UsageFilter = {}): UsageRecord[] {
    const conditions: [string, number | string | undefined][] = [
      ["user_id = ?", filter.userId],
      ["kind = ?", filter.kind],
      ["ended_at >= ?", filter.from],
      ["ended_at < ?", filter.to],
    ];
    const given = conditions.filter(([, value]) => value !== undefined);
    const where = given.map(([condition]) => condition);
    const args = given.map(([, value]) => value as number | string);
    const sql = `SELECT * FROM usage_records ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ended_at, id`;
    return (this.db.prepare(sql).all(...args) as Row[]).map(fromRow);
  }

  /** Whether a record already exists for this cause (a meter that runs again records nothing twice). */
  has(kind: UsageKind, refType: string, refId: string): boolean {
    return Boolean(
      this.db
        .prepare("SELECT 1 FROM usage_records WHERE kind = ? AND ref_type = ? AND ref_id = ? LIMIT 1")
        .get(kind, refType, refId),
    );
  }
}
