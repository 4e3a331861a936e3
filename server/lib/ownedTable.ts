import type { Db } from "./db";
import { refuse } from "./refusal";

/** A table of rows each user owns (`user_id`) and names uniquely among their own: datasets, label groups, teams. */
export function ownedTable<Row extends { id: number; user_id: number }>(
  db: Db,
  table: string,
  text: { notFound: string; forbidden: string },
) {
  /** The row: 404 unknown. */
  const get = (id: number) =>
    (db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined) ??
    refuse(404, text.notFound);
  return {
    get,
    /** The row when the user owns it: 404 unknown, 403 someone else's. */
    owned(id: number, userId: number): Row {
      const row = get(id);
      if (row.user_id !== userId) refuse(403, text.forbidden);
      return row;
    },
    /** The user's rows, newest first. */
    mine: (userId: number) =>
      db
        .prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY created_at DESC, id DESC`)
        .all(userId) as Row[],
    nameTaken: (userId: number, name: string, exceptId = 0) =>
      db
        .prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND name = ? AND id <> ?`)
        .get(userId, name, exceptId) !== undefined,
  };
}
