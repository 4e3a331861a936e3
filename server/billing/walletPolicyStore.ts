import type { Db } from "../lib/db";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS wallet_policy (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  warn_cents  INTEGER NOT NULL CHECK (warn_cents >= 0),
  updated_at  INTEGER NOT NULL,
  updated_by  TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS wallet_post_paid (
  user_id     INTEGER PRIMARY KEY,
  set_at      INTEGER NOT NULL,
  set_by      TEXT NOT NULL
);
`;

/**
 * The operator's settings of the balance rule (src/contracts/walletPolicy.ts): the one warning
 * threshold (0 until set: no warning) and the accounts marked post-paid.
 */
export class WalletPolicyStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    db.exec(SCHEMA);
  }

  warnCents(): number {
    const row = this.db.prepare("SELECT warn_cents FROM wallet_policy WHERE id = 1").get() as
      { warn_cents: number } | undefined;
    return row?.warn_cents ?? 0;
  }

  setWarnCents(cents: number, by: string): void {
    this.db
      .prepare(
        `INSERT INTO wallet_policy (id, warn_cents, updated_at, updated_by) VALUES (1, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET warn_cents = excluded.warn_cents, updated_at = excluded.updated_at,
           updated_by = excluded.updated_by`,
      )
      .run(cents, this.now(), by);
  }

  postPaid(): Set<number> {
    const rows = this.db.prepare("SELECT user_id FROM wallet_post_paid").all() as { user_id: number }[];
    return new Set(rows.map((row) => row.user_id));
  }

  isPostPaid(userId: number): boolean {
    return this.db.prepare("SELECT 1 FROM wallet_post_paid WHERE user_id = ?").get(userId) !== undefined;
  }

  setPostPaid(userId: number, postPaid: boolean, by: string): void {
    if (postPaid)
      this.db
        .prepare("INSERT OR IGNORE INTO wallet_post_paid (user_id, set_at, set_by) VALUES (?, ?, ?)")
        .run(userId, this.now(), by);
    else this.db.prepare("DELETE FROM wallet_post_paid WHERE user_id = ?").run(userId);
  }
}
