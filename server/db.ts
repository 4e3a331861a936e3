import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type Db = Database.Database;

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
`;

/** Opens (creating if needed) `${dataDir}/platform.db` in WAL mode and creates missing tables. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, "platform.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  return db;
}
