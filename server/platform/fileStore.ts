import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../lib/db";
import { baseline, migrate } from "../lib/migrations";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS file_items (
  ticket              TEXT PRIMARY KEY,
  user_id             INTEGER NOT NULL,
  application         TEXT NOT NULL DEFAULT 'ai',
  category            TEXT NOT NULL DEFAULT '',
  entity_type         TEXT NOT NULL DEFAULT '',
  entity_id           TEXT NOT NULL DEFAULT '',
  resource_owner_id   TEXT NOT NULL DEFAULT '',
  resource_owner_name TEXT NOT NULL DEFAULT '',
  resource_owner_type TEXT NOT NULL DEFAULT 'ai',
  task_id             TEXT NOT NULL DEFAULT '',
  name                TEXT NOT NULL,
  type                TEXT NOT NULL,
  size                INTEGER NOT NULL,
  created_at          INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS file_items_entity ON file_items(application, entity_type, entity_id, category);
CREATE INDEX IF NOT EXISTS file_items_user ON file_items(user_id);
`;

/** Attachment metadata (storage spec §3); every field optional on input. */
export interface FileMeta {
  application?: string;
  category?: string;
  entityType?: string;
  entityId?: string;
  resourceOwnerId?: string;
  resourceOwnerName?: string;
  resourceOwnerType?: string;
  taskId?: string;
}

/** A stored item as the file service answers it (without its bytes). */
export interface FileItemView {
  fileTicket: string;
  name: string;
  /** The file extension without the dot (storage spec §3 "type (the file extension)"). */
  type: string;
  size: number;
  application: string;
  category: string;
  entityType: string;
  entityId: string;
  resourceOwnerId: string;
  resourceOwnerName: string;
  resourceOwnerType: string;
  taskId: string;
  createdAt: number;
}

interface FileItemRow {
  ticket: string;
  user_id: number;
  application: string;
  category: string;
  entity_type: string;
  entity_id: string;
  resource_owner_id: string;
  resource_owner_name: string;
  resource_owner_type: string;
  task_id: string;
  name: string;
  type: string;
  size: number;
  created_at: number;
}

const MIME: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  txt: "text/plain; charset=utf-8",
  pdf: "application/pdf",
};
export const mimeOf = (type: string) => MIME[type.toLowerCase()] ?? "application/octet-stream";
export const extensionOf = (name: string) => path.extname(name).replace(/^\./, "").toLowerCase();

/** A ticket: 16 random bytes in hex (unguessable); anything else names no item. */
export const TICKET = /^[0-9a-f]{32}$/;

/** The file service's items: metadata in SQLite, bytes in `{dataDir}/files/{ticket}`. */
export class FileStore {
  readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly now: () => number,
  ) {
    migrate(db, "storage.files", [baseline(SCHEMA)]);
    this.dir = path.join(dataDir, "files");
  }

  /** Stores `source` (moved, not copied) or `bytes` under a new ticket. */
  add(
    userId: number,
    name: string,
    content: { bytes: Buffer } | { moveFrom: string },
    meta: FileMeta,
  ): FileItemView {
    const ticket = randomBytes(16).toString("hex");
    const file = this.file(ticket);
    fs.mkdirSync(this.dir, { recursive: true });
    if ("bytes" in content) fs.writeFileSync(file, content.bytes);
    else fs.renameSync(content.moveFrom, file);
    const size = fs.statSync(file).size;
    this.db
      .prepare(
        `INSERT INTO file_items (ticket, user_id, application, category, entity_type, entity_id, resource_owner_id,
           resource_owner_name, resource_owner_type, task_id, name, type, size, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        ticket,
        userId,
        meta.application || "ai",
        meta.category ?? "",
        meta.entityType ?? "",
        meta.entityId ?? "",
        meta.resourceOwnerId ?? "",
        meta.resourceOwnerName ?? "",
        meta.resourceOwnerType || "ai",
        meta.taskId ?? "",
        name,
        extensionOf(name),
        size,
        this.now(),
      );
    return this.get(ticket) as FileItemView;
  }

  /** Bytes of every item the user uploaded (their attachment quota counts them). */
  usedBytes(userId: number): number {
    return (
      this.db
        .prepare("SELECT COALESCE(SUM(size), 0) AS bytes FROM file_items WHERE user_id = ?")
        .get(userId) as {
        bytes: number;
      }
    ).bytes;
  }

  file(ticket: string): string {
    return path.join(this.dir, ticket.replace(/[^0-9a-f]/g, ""));
  }

  get(ticket: string): FileItemView | undefined {
    if (!TICKET.test(ticket)) return undefined;
    const row = this.db.prepare("SELECT * FROM file_items WHERE ticket = ?").get(ticket) as
      FileItemRow | undefined;
    return row ? view(row) : undefined;
  }

  /** The user who uploaded the item `ticket`, or null when there is no such item. */
  ownerOf(ticket: string): number | null {
    const row = this.db.prepare("SELECT user_id FROM file_items WHERE ticket = ?").get(ticket) as
      { user_id: number } | undefined;
    return row?.user_id ?? null;
  }

  /**
   * Items matching the filter that `reader` may see: their own uploads, and the items of the entity
   * named by the filter when `entityReadable` (a full entityType + entityId filter the caller may read).
   */
  list(
    filter: {
      application?: string;
      entityType?: string;
      entityId?: string;
      category?: string;
    },
    reader: { userId: number; entityReadable: boolean },
  ): FileItemView[] {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (!reader.entityReadable) {
      where.push("user_id = ?");
      params.push(reader.userId);
    }
    const add = (column: string, value: string | undefined) => {
      if (value === undefined || value === "") return;
      where.push(`${column} = ?`);
      params.push(value);
    };
    add("application", filter.application);
    add("entity_type", filter.entityType);
    add("entity_id", filter.entityId);
    add("category", filter.category);
    const rows = this.db
      .prepare(
        `SELECT * FROM file_items ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at, rowid`,
      )
      .all(...params) as FileItemRow[];
    return rows.map(view);
  }

  /** Removes an item the user uploaded; false when there is none of theirs. */
  remove(userId: number, ticket: string): boolean {
    const done =
      this.db.prepare("DELETE FROM file_items WHERE ticket = ? AND user_id = ?").run(ticket, userId).changes >
      0;
    if (done) fs.rmSync(this.file(ticket), { force: true });
    return done;
  }
}

function view(row: FileItemRow): FileItemView {
  return {
    fileTicket: row.ticket,
    name: row.name,
    type: row.type,
    size: row.size,
    application: row.application,
    category: row.category,
    entityType: row.entity_type,
    entityId: row.entity_id,
    resourceOwnerId: row.resource_owner_id,
    resourceOwnerName: row.resource_owner_name,
    resourceOwnerType: row.resource_owner_type,
    taskId: row.task_id,
    createdAt: row.created_at,
  };
}
