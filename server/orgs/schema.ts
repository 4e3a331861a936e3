import type { Db } from "../lib/db";
import { baseline, migrate } from "../lib/migrations";

/**
 * The tables of the organisations module (created on first use of a data folder). An organisation
 * node is a row of the shell's `groups` (so it can be a user's topGroup) plus its tree fields here;
 * membership is the shell's `user_groups`.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS org_nodes (
  id          TEXT PRIMARY KEY REFERENCES groups(id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL UNIQUE,
  parent_id   TEXT REFERENCES org_nodes(id),
  code        TEXT NOT NULL DEFAULT '',
  level       INTEGER NOT NULL DEFAULT 0,
  category    TEXT NOT NULL DEFAULT 'government',
  sort        INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS operate_agencies (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  contact     TEXT NOT NULL,
  phone       TEXT NOT NULL,
  email       TEXT NOT NULL DEFAULT '',
  address     TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS companies (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  org_id      TEXT REFERENCES org_nodes(id),
  credit_code TEXT NOT NULL DEFAULT '',
  contact     TEXT NOT NULL,
  phone       TEXT NOT NULL,
  email       TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS company_resources (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  cluster     TEXT NOT NULL,
  queue       TEXT NOT NULL,
  cpu_cores   INTEGER NOT NULL,
  gpu_cards   INTEGER NOT NULL,
  storage_gb  INTEGER NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS classify_nodes (
  id          INTEGER PRIMARY KEY,
  parent_id   INTEGER REFERENCES classify_nodes(id),
  name        TEXT NOT NULL,
  sort        INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS classify_seeded (done INTEGER PRIMARY KEY);
CREATE TABLE IF NOT EXISTS classify_types (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  code        TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS experts (
  id           INTEGER PRIMARY KEY,
  name         TEXT NOT NULL,
  field        TEXT NOT NULL,
  organisation TEXT NOT NULL,
  title        TEXT NOT NULL DEFAULT '',
  introduction TEXT NOT NULL DEFAULT '',
  photo        TEXT NOT NULL DEFAULT '',
  is_public    INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL
);
`;

export function createOrgTables(db: Db): void {
  migrate(db, "orgs", [baseline(SCHEMA)]);
}
