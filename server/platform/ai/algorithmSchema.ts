import type { Db } from "../../lib/db";

import { addColumn, baseline, migrate } from "../../lib/migrations";

/** The tables of 算法管理: the type tree (shared), each user's algorithms and their versions. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS algorithm_types (
  id         INTEGER PRIMARY KEY,
  parent_id  INTEGER REFERENCES algorithm_types(id) ON DELETE RESTRICT,
  name       TEXT NOT NULL,
  sort       INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS algorithms (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type_id     INTEGER NOT NULL REFERENCES algorithm_types(id) ON DELETE RESTRICT,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  is_public   INTEGER NOT NULL DEFAULT 0,
  image_name  TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
CREATE TABLE IF NOT EXISTS algorithm_versions (
  id           INTEGER PRIMARY KEY,
  algorithm_id INTEGER NOT NULL REFERENCES algorithms(id) ON DELETE CASCADE,
  number       INTEGER NOT NULL,
  trainer      TEXT NOT NULL,
  params       TEXT NOT NULL,
  description  TEXT NOT NULL DEFAULT '',
  is_public    INTEGER NOT NULL DEFAULT 0,
  package_name TEXT NOT NULL DEFAULT '',
  package_size INTEGER NOT NULL DEFAULT 0,
  created_at   INTEGER NOT NULL,
  UNIQUE (algorithm_id, number)
);
`;

const MIGRATIONS = [
  baseline(SCHEMA),
  // A version made from an algorithm package keeps its manifest (docs/algorithm-packages.md).
  addColumn(2, "algorithm_versions", "manifest", "TEXT"),
  // A type made by a user (not the back office) keeps its creator; existing types are the platform's.
  addColumn(3, "algorithm_types", "created_by", "INTEGER REFERENCES users(id) ON DELETE SET NULL"),
];

/** Creates or upgrades the tables on first use of a data folder. */
export function ensureAlgorithmTables(db: Db): void {
  migrate(db, "algorithms", MIGRATIONS);
}

/** `%text%` for LIKE, the wildcards of the text escaped (with ESCAPE '\\'). */
