import type { Db } from "../lib/db";
import { addColumn, baseline, migrate } from "../lib/migrations";

/** Sharing work orders (apply-order): created by whoever reads or grants them first. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS apply_orders (
  id             INTEGER PRIMARY KEY,
  applicant_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  owner_id       INTEGER NOT NULL,
  resource_type  INTEGER NOT NULL,
  resource_id    INTEGER NOT NULL,
  resource_name  TEXT NOT NULL,
  reason         TEXT NOT NULL,
  status         INTEGER NOT NULL DEFAULT 0,
  price          INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
  price_set      INTEGER NOT NULL DEFAULT 0,
  reject_reason  TEXT NOT NULL DEFAULT '',
  handler        TEXT NOT NULL DEFAULT '',
  created_at     INTEGER NOT NULL,
  handled_at     INTEGER
);
CREATE INDEX IF NOT EXISTS apply_orders_applicant ON apply_orders(applicant_id, resource_type, status);
`;

const MIGRATIONS = [
  baseline(SCHEMA),
  // Orders filed before custom prices were told apart from the default 0 gain the flag (unset).
  addColumn(2, "apply_orders", "price_set", "INTEGER NOT NULL DEFAULT 0"),
];

export function ensureApplyOrders(db: Db): void {
  migrate(db, "sharing.orders", MIGRATIONS);
}
