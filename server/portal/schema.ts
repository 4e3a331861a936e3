import type { Db } from "../lib/db";
import { baseline, migrate } from "../lib/migrations";

/**
 * The portal's content tables (created on first use of a data folder): the one portal's settings,
 * its menus (main menus and their sub-menus), its pages (sanitised HTML; a fixed `code` for the
 * documentation pages) and the seeded decoration pictures.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS portal_settings (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  body        TEXT NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS portal_pages (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  title       TEXT NOT NULL,
  code        TEXT UNIQUE,
  content     TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS portal_menus (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  parent_id       INTEGER REFERENCES portal_menus(id),
  name            TEXT NOT NULL,
  home_page_flag  INTEGER NOT NULL DEFAULT 0,
  config_type     INTEGER NOT NULL DEFAULT 1,
  menu_url        TEXT NOT NULL DEFAULT '',
  page_id         INTEGER REFERENCES portal_pages(id),
  introduction    TEXT NOT NULL DEFAULT '',
  sort            INTEGER NOT NULL DEFAULT 0,
  created_at      INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS portal_files (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  name        TEXT NOT NULL,
  mime        TEXT NOT NULL,
  bytes       BLOB NOT NULL,
  created_at  INTEGER NOT NULL
);
`;

export function createPortalTables(db: Db): void {
  migrate(db, "portal", [baseline(SCHEMA)]);
}
