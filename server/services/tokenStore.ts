import crypto from "node:crypto";
import { TOKEN_STATUS_TEXT, type TokenView } from "../../src/contracts/services";
import dayjs from "dayjs";
import type { Db } from "../lib/db";
import { DATE_TIME_FORMAT } from "../lib/time";
import type { Statement } from "better-sqlite3";

export interface TokenRow {
  id: number;
  service_id: number;
  name: string;
  token: string;
  status: 0 | 1;
  expire_at: number | null;
  created_at: number;
}

export type { TokenView };

/** The tokens of the services (table service_tokens); the token text is a random secret. */
export class TokenStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  view(row: TokenRow): TokenView {
    return {
      id: row.id,
      serviceId: row.service_id,
      name: row.name,
      token: row.token,
      status: row.status ? 1 : 0,
      statusText: TOKEN_STATUS_TEXT[row.status ? 1 : 0],
      expireTime: row.expire_at === null ? "" : dayjs(row.expire_at).format(DATE_TIME_FORMAT),
      expired: row.expire_at !== null && row.expire_at <= this.now(),
      createTime: dayjs(row.created_at).format(DATE_TIME_FORMAT),
    };
  }

  list(serviceId: number): TokenView[] {
    return (
      this.db
        .prepare("SELECT * FROM service_tokens WHERE service_id = ? ORDER BY created_at DESC, id DESC")
        .all(serviceId) as TokenRow[]
    ).map((row) => this.view(row));
  }

  /** A token of one of the user's services. */
  owned(userId: number, id: number): TokenRow | undefined {
    return this.db
      .prepare(
        "SELECT t.* FROM service_tokens t JOIN services s ON s.id = t.service_id WHERE t.id = ? AND s.user_id = ?",
      )
      .get(id, userId) as TokenRow | undefined;
  }

  /**
   * Read from the table on every call (prepared once, about 12 µs): a token disabled, deleted or expired
   * is refused by the very next call, with no cache to invalidate.
   */
  private byTokenStatement?: Statement;

  byToken(token: string): TokenRow | undefined {
    this.byTokenStatement ??= this.db.prepare("SELECT * FROM service_tokens WHERE token = ?");
    return this.byTokenStatement.get(token) as TokenRow | undefined;
  }

  add(serviceId: number, name: string, expireAt: number | null): TokenRow {
    const token = `sk-${crypto.randomBytes(24).toString("hex")}`;
    const id = this.db
      .prepare(
        "INSERT INTO service_tokens (service_id, name, token, status, expire_at, created_at) VALUES (?, ?, ?, 1, ?, ?)",
      )
      .run(serviceId, name, token, expireAt, this.now()).lastInsertRowid;
    return this.db.prepare("SELECT * FROM service_tokens WHERE id = ?").get(id) as TokenRow;
  }

  update(id: number, name: string, expireAt: number | null): void {
    this.db.prepare("UPDATE service_tokens SET name = ?, expire_at = ? WHERE id = ?").run(name, expireAt, id);
  }

  setStatus(id: number, status: 0 | 1): void {
    this.db.prepare("UPDATE service_tokens SET status = ? WHERE id = ?").run(status, id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM service_tokens WHERE id = ?").run(id);
  }
}
