import { randomBytes } from "node:crypto";
import type { Db } from "../lib/db";

/** Authorisation codes of the unified authentication live five minutes and work once. */
export const AUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface NewAuthCode {
  userId: number;
  clientId: string;
  redirectUrl: string;
  nonce: string;
}

export class AuthCodeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  create(input: NewAuthCode): string {
    const code = randomBytes(24).toString("hex");
    const createdAt = this.now();
    this.db
      .prepare(
        `INSERT INTO auth_codes (code, user_id, client_id, redirect_url, nonce, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        code,
        input.userId,
        input.clientId,
        input.redirectUrl,
        input.nonce,
        createdAt,
        createdAt + AUTH_CODE_LIFETIME_MS,
      );
    return code;
  }

  /** Marks the code used and returns its user id; undefined when unknown, expired, used or for another client. */
  redeem(code: string, clientId: string, redirectUrl: string): number | undefined {
    const now = this.now();
    return this.db.transaction(() => {
      const row = this.db
        .prepare(
          `SELECT user_id, redirect_url FROM auth_codes
           WHERE code = ? AND client_id = ? AND used_at IS NULL AND expires_at > ?`,
        )
        .get(code, clientId, now) as { user_id: number; redirect_url: string } | undefined;
      if (!row) return undefined;
      // A used code stays used even when this attempt is refused for its redirect URL.
      this.db.prepare("UPDATE auth_codes SET used_at = ? WHERE code = ?").run(now, code);
      if (redirectUrl && row.redirect_url && redirectUrl !== row.redirect_url) return undefined;
      return row.user_id;
    })();
  }
}
