import type { Db } from "../lib/db";
import { addColumn, baseline, migrate, type Migration } from "../lib/migrations";
import { pageOffset } from "../lib/paging";
import type { Recharge } from "../../src/contracts/billing";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS recharges (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  remark        TEXT NOT NULL,
  operator_name TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  operator_id   INTEGER,
  idempotency_key TEXT UNIQUE
);
CREATE INDEX IF NOT EXISTS recharges_user ON recharges(user_id, created_at);
CREATE TRIGGER IF NOT EXISTS recharges_no_update BEFORE UPDATE ON recharges
  BEGIN SELECT RAISE(ABORT, 'recharges are append-only'); END;
CREATE TRIGGER IF NOT EXISTS recharges_no_delete BEFORE DELETE ON recharges
  BEGIN SELECT RAISE(ABORT, 'recharges are append-only'); END;
`;

/** The table's migrations; 2 and 3: a table made before recharges carried a key gains the columns (old rows: none). */
const MIGRATIONS: Migration[] = [
  baseline(SCHEMA),
  addColumn(2, "recharges", "operator_id", "INTEGER"),
  {
    number: 3,
    name: "recharges.idempotency_key",
    up: (db) => {
      addColumn(3, "recharges", "idempotency_key", "TEXT").up(db);
      const indexes = db.prepare("PRAGMA index_list(recharges)").all() as { unique: number; name: string }[];
      const keyed = indexes.some(
        (index) =>
          index.unique &&
          (db.prepare(`PRAGMA index_info(${JSON.stringify(index.name)})`).all() as { name: string }[]).some(
            (column) => column.name === "idempotency_key",
          ),
      );
      if (!keyed) db.exec("CREATE UNIQUE INDEX IF NOT EXISTS recharges_key ON recharges(idempotency_key)");
    },
  },
];

/** What a recharge asks for; a retry with the same key must ask for the same. */
export interface RechargeInput {
  userId: number;
  amountCents: number;
  remark: string;
  operatorId: number;
  operatorName: string;
  idempotencyKey: string;
}

interface Row {
  id: number;
  user_id: number;
  amount_cents: number;
  remark: string;
  operator_name: string;
  created_at: number;
  operator_id: number | null;
}

const fromRow = (row: Row): Recharge => ({
  id: row.id,
  userId: row.user_id,
  amountCents: row.amount_cents,
  remark: row.remark,
  operatorName: row.operator_name,
  createdAt: row.created_at,
});

/**
 * Recharges of accounts by operations: append-only, newest first. Each carries its Idempotency-Key,
 * unique in the table: the key's first recharge is the only one stored.
 */
export class RechargeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "billing.recharges", MIGRATIONS);
  }

  /**
   * Stores the recharge, or finds the one its key already stored: `same` tells whether that one asked
   * for the same (same operator, account, amount and remark). One synchronous statement pair, so two
   * requests with one key cannot both insert (and the UNIQUE index holds even if they could).
   */
  add(input: RechargeInput): { recharge: Recharge; first: boolean; same: boolean } {
    const existing = this.db
      .prepare("SELECT * FROM recharges WHERE idempotency_key = ?")
      .get(input.idempotencyKey) as Row | undefined;
    if (existing) {
      const same =
        existing.operator_id === input.operatorId &&
        existing.user_id === input.userId &&
        existing.amount_cents === input.amountCents &&
        existing.remark === input.remark;
      return { recharge: fromRow(existing), first: false, same };
    }
    const createdAt = this.now();
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO recharges (user_id, amount_cents, remark, operator_name, created_at, operator_id, idempotency_key)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.userId,
        input.amountCents,
        input.remark,
        input.operatorName,
        createdAt,
        input.operatorId,
        input.idempotencyKey,
      );
    const recharge = {
      id: Number(lastInsertRowid),
      userId: input.userId,
      amountCents: input.amountCents,
      remark: input.remark,
      operatorName: input.operatorName,
      createdAt,
    };
    return { recharge, first: true, same: true };
  }

  page(userId: number, pageNum: number, pageSize: number): { list: Recharge[]; total: number } {
    const { total } = this.db
      .prepare("SELECT COUNT(*) AS total FROM recharges WHERE user_id = ?")
      .get(userId) as {
      total: number;
    };
    const rows = this.db
      .prepare("SELECT * FROM recharges WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?")
      .all(userId, pageSize, pageOffset(pageNum, pageSize)) as Row[];
    return { list: rows.map(fromRow), total };
  }

  /** One user's recharged total, in cents. */
  totalOf(userId: number): number {
    const row = this.db
      .prepare("SELECT COALESCE(SUM(amount_cents), 0) AS total FROM recharges WHERE user_id = ?")
      .get(userId) as { total: number };
    return row.total;
  }

  /** Each user's recharged total, in cents. */
  totals(): Map<number, number> {
    const rows = this.db
      .prepare("SELECT user_id, SUM(amount_cents) AS total FROM recharges GROUP BY user_id")
      .all() as { user_id: number; total: number }[];
    return new Map(rows.map((row) => [row.user_id, row.total]));
  }
}
