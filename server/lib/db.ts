import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { baseline, migrate } from "./migrations";

export type Db = Database.Database;

/** What most stores need of the platform: the database and the clock (a narrow view of server/platform.ts). */
export interface DbClock {
  db: Db;
  now: () => number;
}

/** Tables of the reference platform. Times are epoch milliseconds. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id                     INTEGER PRIMARY KEY,
  user_name              TEXT NOT NULL UNIQUE,
  display_name           TEXT NOT NULL,
  password_hash          TEXT NOT NULL,
  disabled               INTEGER NOT NULL DEFAULT 0,
  audit_status           INTEGER NOT NULL DEFAULT 1,
  belong_system          INTEGER NOT NULL DEFAULT 1,
  attribute_content      TEXT NOT NULL DEFAULT '',
  current_hpc_account_id INTEGER
);
CREATE TABLE IF NOT EXISTS user_resources (
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code     TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (user_id, code)
);
CREATE TABLE IF NOT EXISTS groups (
  id    TEXT PRIMARY KEY,
  title TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS user_groups (
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (user_id, group_id)
);
CREATE TABLE IF NOT EXISTS sessions (
  token      TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  issued_at  INTEGER NOT NULL,
  last_seen  INTEGER NOT NULL,
  ip         TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  ended_at   INTEGER
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE TABLE IF NOT EXISTS auth_codes (
  code         TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id    TEXT NOT NULL,
  redirect_url TEXT NOT NULL,
  nonce        TEXT NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  used_at      INTEGER
);
CREATE TABLE IF NOT EXISTS hpc_accounts (
  id              INTEGER PRIMARY KEY,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_type    INTEGER NOT NULL DEFAULT 1,
  account         TEXT NOT NULL,
  cluster         TEXT NOT NULL,
  bind_type       INTEGER NOT NULL,
  bind_group_id   TEXT NOT NULL DEFAULT '',
  bind_group_name TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS outbox (
  id         INTEGER PRIMARY KEY,
  sent_at    INTEGER NOT NULL,
  recipient  TEXT NOT NULL,
  channel    TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,
  code       TEXT
);
-- Datasets and team annotation (docs/annotation-api.md, server/annotation/)
CREATE TABLE IF NOT EXISTS datasets (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  data_type   TEXT NOT NULL DEFAULT 'image',
  is_public   INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS dataset_versions (
  id         INTEGER PRIMARY KEY,
  dataset_id INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  number     INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (dataset_id, number)
);
CREATE TABLE IF NOT EXISTS dataset_items (
  id         INTEGER PRIMARY KEY,
  dataset_id INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  version_id INTEGER NOT NULL REFERENCES dataset_versions(id) ON DELETE CASCADE,
  file_name  TEXT NOT NULL,
  ext        TEXT NOT NULL,
  file_size  INTEGER NOT NULL,
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS dataset_items_version ON dataset_items(version_id);
CREATE TABLE IF NOT EXISTS label_groups (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS labels (
  id         INTEGER PRIMARY KEY,
  group_id   INTEGER NOT NULL REFERENCES label_groups(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  color      TEXT NOT NULL,
  top        INTEGER NOT NULL DEFAULT 0,
  top_seq    INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS teams (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS team_members (
  id         INTEGER PRIMARY KEY,
  team_id    INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  UNIQUE (team_id, user_id)
);
-- Tasks and sub-tasks (parent_id set; one member's share: member_user_id, assign_num items from item_offset).
CREATE TABLE IF NOT EXISTS annotation_tasks (
  id             INTEGER PRIMARY KEY,
  parent_id      INTEGER REFERENCES annotation_tasks(id) ON DELETE CASCADE,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name           TEXT NOT NULL,
  description    TEXT NOT NULL DEFAULT '',
  dataset_id     INTEGER NOT NULL,
  version_id     INTEGER NOT NULL,
  label_group_id INTEGER NOT NULL,
  team_id        INTEGER,
  status         TEXT NOT NULL,
  deadline       INTEGER,
  resume_status  TEXT,
  score          REAL,
  member_user_id INTEGER,
  member_id      INTEGER,
  assign_num     INTEGER,
  item_offset    INTEGER,
  created_at     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS annotation_tasks_parent ON annotation_tasks(parent_id);
CREATE TABLE IF NOT EXISTS task_assignments (
  task_id     INTEGER NOT NULL REFERENCES annotation_tasks(id) ON DELETE CASCADE,
  member_id   INTEGER NOT NULL,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assign_num  INTEGER NOT NULL,
  item_offset INTEGER NOT NULL,
  PRIMARY KEY (task_id, user_id)
);
CREATE TABLE IF NOT EXISTS annotations (
  id         INTEGER PRIMARY KEY,
  task_id    INTEGER NOT NULL REFERENCES annotation_tasks(id) ON DELETE CASCADE,
  item_id    INTEGER NOT NULL REFERENCES dataset_items(id) ON DELETE CASCADE,
  label_id   INTEGER NOT NULL REFERENCES labels(id) ON DELETE CASCADE,
  x          REAL NOT NULL,
  y          REAL NOT NULL,
  width      REAL NOT NULL,
  height     REAL NOT NULL,
  user_id    INTEGER NOT NULL,
  saved_at   INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS annotations_task_item ON annotations(task_id, item_id);
-- Boxes a dataset's owner draws on a version without a task (数据集管理 › 数据标注), per item and label group.
CREATE TABLE IF NOT EXISTS version_annotations (
  id             INTEGER PRIMARY KEY,
  version_id     INTEGER NOT NULL REFERENCES dataset_versions(id) ON DELETE CASCADE,
  item_id        INTEGER NOT NULL REFERENCES dataset_items(id) ON DELETE CASCADE,
  label_group_id INTEGER NOT NULL REFERENCES label_groups(id) ON DELETE CASCADE,
  label_id       INTEGER NOT NULL REFERENCES labels(id) ON DELETE CASCADE,
  x              REAL NOT NULL,
  y              REAL NOT NULL,
  width          REAL NOT NULL,
  height         REAL NOT NULL,
  user_id        INTEGER NOT NULL,
  saved_at       INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS version_annotations_item ON version_annotations(item_id, label_group_id);
CREATE TABLE IF NOT EXISTS correction_flags (
  task_id    INTEGER NOT NULL REFERENCES annotation_tasks(id) ON DELETE CASCADE,
  item_id    INTEGER NOT NULL REFERENCES dataset_items(id) ON DELETE CASCADE,
  flagged_at INTEGER NOT NULL,
  PRIMARY KEY (task_id, item_id)
);
CREATE TABLE IF NOT EXISTS annotation_reviews (
  id             INTEGER PRIMARY KEY,
  task_id        INTEGER NOT NULL REFERENCES annotation_tasks(id) ON DELETE CASCADE,
  item_id        INTEGER NOT NULL REFERENCES dataset_items(id) ON DELETE CASCADE,
  type           TEXT NOT NULL,
  result         INTEGER NOT NULL,
  remark         TEXT NOT NULL DEFAULT '',
  annotation_ids TEXT NOT NULL DEFAULT '[]',
  reviewer_id    INTEGER NOT NULL,
  created_at     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS annotation_reviews_task_item ON annotation_reviews(task_id, item_id);
CREATE TABLE IF NOT EXISTS task_samples (
  id         INTEGER PRIMARY KEY,
  task_id    INTEGER NOT NULL REFERENCES annotation_tasks(id) ON DELETE CASCADE,
  item_id    INTEGER NOT NULL REFERENCES dataset_items(id) ON DELETE CASCADE,
  status     INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
`;

/**
 * Opens (creating if needed) `${dataDir}/platform.db` in WAL mode and creates missing tables. The data
 * folder is the server's alone (0700, also when it existed before), the database file 0600.
 */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const file = path.join(dataDir, "platform.db");
  const db = new Database(file);
  fs.chmodSync(file, 0o600);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db, "platform", [baseline(SCHEMA)]);
  return db;
}
