import type { Db } from "../../lib/db";
import type { ChargeKind } from "./chargeKinds";
import { baseline, migrate } from "../../lib/migrations";
import type { PricePeriod, PriceVersion, RuleVersion } from "../../../src/contracts/billing";

/** What a save stores: the body with its effective time settled (now or the one asked for). */
type NewPrice = Omit<PriceVersion, "id" | "createdAt" | "createdBy">;
type NewRule = Omit<RuleVersion, "id" | "createdAt" | "createdBy">;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS charge_prices (
  id             INTEGER PRIMARY KEY,
  kind           TEXT NOT NULL,
  standard_cents INTEGER NOT NULL,
  sale_cents     INTEGER NOT NULL,
  periods        TEXT NOT NULL,
  effective_at   INTEGER NOT NULL,
  created_at     INTEGER NOT NULL,
  created_by     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS charge_prices_kind ON charge_prices(kind, effective_at);
CREATE TABLE IF NOT EXISTS charge_rules (
  id               INTEGER PRIMARY KEY,
  platform_fee_bp  INTEGER NOT NULL,
  sub_center_fee_bp INTEGER NOT NULL,
  rules            TEXT NOT NULL,
  constants        TEXT NOT NULL,
  effective_at     INTEGER NOT NULL,
  created_at       INTEGER NOT NULL,
  created_by       TEXT NOT NULL
);
CREATE TRIGGER IF NOT EXISTS charge_prices_no_update BEFORE UPDATE ON charge_prices
  BEGIN SELECT RAISE(ABORT, 'price versions are append-only'); END;
CREATE TRIGGER IF NOT EXISTS charge_rules_no_update BEFORE UPDATE ON charge_rules
  BEGIN SELECT RAISE(ABORT, 'rule versions are append-only'); END;
`;

interface PriceRow {
  id: number;
  kind: ChargeKind;
  standard_cents: number;
  sale_cents: number;
  periods: string;
  effective_at: number;
  created_at: number;
  created_by: string;
}

interface RuleRow {
  id: number;
  platform_fee_bp: number;
  sub_center_fee_bp: number;
  rules: string;
  constants: string;
  effective_at: number;
  created_at: number;
  created_by: string;
}

const price = (row: PriceRow): PriceVersion => ({
  id: row.id,
  kind: row.kind,
  standardCents: row.standard_cents,
  saleCents: row.sale_cents,
  periods: JSON.parse(row.periods) as PricePeriod[],
  effectiveAt: row.effective_at,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

const rule = (row: RuleRow): RuleVersion => ({
  id: row.id,
  platformFeeBp: row.platform_fee_bp,
  subCenterFeeBp: row.sub_center_fee_bp,
  rules: row.rules,
  constants: JSON.parse(row.constants) as RuleVersion["constants"],
  effectiveAt: row.effective_at,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

/**
 * Prices and calculation rules, versioned by the time they take effect: a change adds a version (the
 * tables refuse updates), so a bill always finds the price that held when the usage happened.
 */
export class PriceStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "charging.prices", [baseline(SCHEMA)]);
  }

  addPrice(input: NewPrice, createdBy: string): PriceVersion {
    const createdAt = this.now();
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO charge_prices (kind, standard_cents, sale_cents, periods, effective_at, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.kind,
        input.standardCents,
        input.saleCents,
        JSON.stringify(input.periods),
        input.effectiveAt,
        createdAt,
        createdBy,
      );
    return { ...input, id: Number(lastInsertRowid), createdAt, createdBy };
  }

  /** Every version of a kind's price, the newest effective first. */
  prices(kind: ChargeKind): PriceVersion[] {
    return (
      this.db
        .prepare("SELECT * FROM charge_prices WHERE kind = ? ORDER BY effective_at DESC, id DESC")
        .all(kind) as PriceRow[]
    ).map(price);
  }

  /** The kind's price in force at `at` (the latest version effective by then), or null. */
  priceAt(kind: ChargeKind, at: number): PriceVersion | null {
    const row = this.db
      .prepare(
        "SELECT * FROM charge_prices WHERE kind = ? AND effective_at <= ? ORDER BY effective_at DESC, id DESC LIMIT 1",
      )
      .get(kind, at) as PriceRow | undefined;
    return row ? price(row) : null;
  }

  addRule(input: NewRule, createdBy: string): RuleVersion {
    const createdAt = this.now();
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO charge_rules (platform_fee_bp, sub_center_fee_bp, rules, constants, effective_at, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.platformFeeBp,
        input.subCenterFeeBp,
        input.rules,
        JSON.stringify(input.constants),
        input.effectiveAt,
        createdAt,
        createdBy,
      );
    return { ...input, id: Number(lastInsertRowid), createdAt, createdBy };
  }

  rules(): RuleVersion[] {
    return (
      this.db.prepare("SELECT * FROM charge_rules ORDER BY effective_at DESC, id DESC").all() as RuleRow[]
    ).map(rule);
  }

  ruleAt(at: number): RuleVersion | null {
    const row = this.db
      .prepare(
        "SELECT * FROM charge_rules WHERE effective_at <= ? ORDER BY effective_at DESC, id DESC LIMIT 1",
      )
      .get(at) as RuleRow | undefined;
    return row ? rule(row) : null;
  }
}
