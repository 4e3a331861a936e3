import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { VERSION_TEXT } from "../../src/contracts/datasetVersions";
import { baseline, migrate } from "../lib/migrations";

/**
 * The tables of dataset versions' publication and public flag, share links and introductions, created
 * on first use of a data folder (beside the dataset tables of server/lib/db.ts).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS dataset_version_states (
  version_id   INTEGER PRIMARY KEY REFERENCES dataset_versions(id) ON DELETE CASCADE,
  published_at INTEGER,
  is_public    INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS dataset_shares (
  id         INTEGER PRIMARY KEY,
  token      TEXT NOT NULL UNIQUE,
  dataset_id INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  version_id INTEGER NOT NULL REFERENCES dataset_versions(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL,
  expire_at  INTEGER,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS dataset_shares_version ON dataset_shares(version_id);
CREATE TABLE IF NOT EXISTS dataset_introduces (
  id          INTEGER PRIMARY KEY,
  type        INTEGER NOT NULL,
  resource_id INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  title       TEXT NOT NULL,
  content     TEXT NOT NULL,
  sort        INTEGER NOT NULL,
  user_id     INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS dataset_introduces_resource ON dataset_introduces(type, resource_id, sort);
`;

const ready = new WeakSet<Db>();

export function ensureVersionTables(db: Db): void {
  if (ready.has(db)) return;
  migrate(db, "annotation.versions", [baseline(SCHEMA)]);
  ready.add(db);
}

export interface VersionStateRow {
  version_id: number;
  published_at: number | null;
  is_public: number;
}

export function versionState(db: Db, versionId: number): VersionStateRow {
  ensureVersionTables(db);
  const row = db.prepare("SELECT * FROM dataset_version_states WHERE version_id = ?").get(versionId) as
    VersionStateRow | undefined;
  return row ?? { version_id: versionId, published_at: null, is_public: 0 };
}

export function saveVersionState(db: Db, state: VersionStateRow): void {
  ensureVersionTables(db);
  db.prepare(
    `INSERT INTO dataset_version_states (version_id, published_at, is_public) VALUES (?, ?, ?)
     ON CONFLICT(version_id) DO UPDATE SET published_at = excluded.published_at, is_public = excluded.is_public`,
  ).run(state.version_id, state.published_at, state.is_public);
}

/** 409 when the version is published: a published version is frozen (its images and boxes). */
export function refuseIfPublished(db: Db, versionId: number): void {
  if (versionState(db, versionId).published_at !== null) refuse(409, VERSION_TEXT.published);
}
