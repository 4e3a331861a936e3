import type { Db } from "../db";

export interface Recharge {
  id: number;
  userId: number;
  amountCents: number;
  remark: string;
  operatorName: string;
  createdAt: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS recharges (
  id            INTEGER PRIMARY KEY,
  user_id       INTEGER NOT NULL,
  amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
  remark        TEXT NOT NULL,
  operator_name TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS recharges_user ON recharges(user_id, created_at);
CREATE TRIGGER IF NOT EXISTS recharges_no_update BEFORE UPDATE ON recharges
  BEGIN SELECT RAISE(ABORT, 'recharges are append-only'); END;
CREATE TRIGGER IF NOT EXISTS recharges_no_delete BEFORE DELETE ON recharges
  BEGIN SELECT RAISE(ABORT, 'recharges are append-only'); END;
`;

interface Row {
  id: number;
  user_id: number;
  amount_cents: number;
  remark: string;
  operator_name: string;
  created_at: number;
}

const fromRow = (row: Row): Recharge => ({
  id: row.id,
  userId: row.user_id,
  amountCents: row.amount_cents,
  remark: row.remark,
  operatorName: row.operator_name,
  createdAt: row.created_at,
});

/** Recharges of accounts by operations: append-only, newest first. */
export class RechargeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    db.exec(SCHEMA);
  }

  add(userId: number, amountCents: number, remark: string, operatorName: string): Recharge {
    const createdAt = this.now();
    const { lastInsertRowid } = this.db
      .prepare(
        "INSERT INTO recharges (user_id, amount_cents, remark, operator_name, created_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(userId, amountCents, remark, operatorName, createdAt);
    return { id: Number(lastInsertRowid), userId, amountCents, remark, operatorName, createdAt };
  }

  page(userId: number, pageNum: number, pageSize: number): { list: Recharge[]; total: number } {
    const { total } = this.db
      .prepare("SELECT COUNT(*) AS total FROM recharges WHERE user_id = ?")
      .get(userId) as {
      total: number;
    };
    const rows = this.db
      .prepare("SELECT * FROM recharges WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?")
      .all(userId, pageSize, (pageNum - 1) * pageSize) as Row[];
    return { list: rows.map(fromRow), total };
  }

  /** Each user's recharged total, in cents. */
  totals(): Map<number, number> {
    const rows = this.db
      .prepare("SELECT user_id, SUM(amount_cents) AS total FROM recharges GROUP BY user_id")
      .all() as { user_id: number; total: number }[];
    return new Map(rows.map((row) => [row.user_id, row.total]));
  }
}
