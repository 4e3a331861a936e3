import type { Db } from "../lib/db";
import { baseline, migrate } from "../lib/migrations";

/** Each user's profile row (phone, e-mail, id number): kept by user-admin, read and changed by personal. */
export const USER_ADMIN_TABLES = `
CREATE TABLE IF NOT EXISTS user_profiles (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  phone      TEXT NOT NULL DEFAULT '',
  email      TEXT NOT NULL DEFAULT '',
  id_number  TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
`;

const USER_ADMIN_MIGRATIONS = [baseline(USER_ADMIN_TABLES)];

/** Creates or upgrades the profile table (the back office's store and the user's own both use it). */
export const ensureUserAdminTables = (db: Db) => migrate(db, "user-admin", USER_ADMIN_MIGRATIONS);
