import type Database from "better-sqlite3";

type Db = Database.Database;

/**
 * One numbered change to the schema of a set of tables (docs/server-schema.md). Numbers start at 1 and
 * follow each other; a migration once released is never edited, a later change is a new number.
 */
export interface Migration {
  readonly number: number;
  /** What the step does, kept in `schema_migrations.name`. */
  readonly name: string;
  readonly up: (db: Db) => void;
}

/**
 * Migration 1 of a set: its tables as the code of 2026-11 made them (`CREATE … IF NOT EXISTS`), so a data
 * folder made before migrations were numbered is recognised: its tables are kept as they are.
 */
export const baseline = (sql: string): Migration => ({
  number: 1,
  name: "baseline",
  up: (db) => db.exec(sql),
});

/**
 * A step that adds a column. A data folder made before migrations were numbered may already have it (the
 * server used to add it unrecorded at start), so the step adds it only when missing.
 */
export function addColumn(number: number, table: string, column: string, definition: string): Migration {
  return {
    number,
    name: `${table}.${column}`,
    up: (db) => {
      const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
      if (!columns.some((existing) => existing.name === column))
        db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    },
  };
}

const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  id         TEXT PRIMARY KEY,
  name       TEXT NOT NULL,
  applied_at INTEGER NOT NULL
)`;

/** The id a migration is recorded under: `<set>/<number, three digits>`. */
export const migrationId = (set: string, number: number) => `${set}/${String(number).padStart(3, "0")}`;

const current = new WeakMap<Db, Set<string>>();

/**
 * Brings a set of tables up to date: runs, in order, each migration not yet recorded in
 * `schema_migrations`, each in one transaction with its record. Cheap to call again on the same database
 * (each store calls it when built). Returns the ids it ran.
 */
export function migrate(db: Db, set: string, migrations: readonly Migration[]): string[] {
  let done = current.get(db);
  if (done?.has(set)) return [];
  migrations.forEach((migration, index) => {
    if (migration.number !== index + 1)
      throw new Error(`migration ${set}: number ${migration.number} at position ${index + 1}`);
  });
  db.exec(MIGRATIONS_TABLE);
  const recorded = db.prepare("SELECT 1 FROM schema_migrations WHERE id = ?");
  const record = db.prepare("INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)");
  const ran: string[] = [];
  for (const migration of migrations) {
    const id = migrationId(set, migration.number);
    if (recorded.get(id)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(id, migration.name, Date.now());
    })();
    ran.push(id);
  }
  if (!done) current.set(db, (done = new Set()));
  done.add(set);
  return ran;
}
