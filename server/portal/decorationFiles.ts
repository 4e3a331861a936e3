import type { Db } from "../lib/db";

/** The portal's own decoration pictures (the seeded navigation pictures), served at a public address. */
export class DecorationFiles {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  add(name: string, mime: string, bytes: Buffer): number {
    const result = this.db
      .prepare("INSERT INTO portal_files (name, mime, bytes, created_at) VALUES (?, ?, ?, ?)")
      .run(name, mime, bytes, this.now());
    return Number(result.lastInsertRowid);
  }

  get(id: number): { mime: string; bytes: Buffer } | null {
    const row = this.db.prepare("SELECT mime, bytes FROM portal_files WHERE id = ?").get(id);
    return (row as { mime: string; bytes: Buffer } | undefined) ?? null;
  }
}
