import { createHash, randomBytes } from "node:crypto";
import { LIMITS } from "../src/core/config";
import type { Db } from "./db";

export interface SessionRow {
  token: string;
  user_id: number;
  issued_at: number;
  last_seen: number;
  ip: string;
  user_agent: string;
  ended_at: number | null;
}

export interface IssuedToken {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  issued_at: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export const SESSION_LIFETIME_S = LIMITS.sessionLifetimeMs / 1000;

/**
 * What the database keeps of a token: its SHA-256 (hex). A copy of the database (a backup, a world-
 * readable file) holds no token that could be used; tokens are 256 random bits, so no salt is needed.
 */
export const tokenDigest = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * Sessions: opaque random tokens (stored as their digest, `sessions.token`), valid for 8 hours from
 * issue unless ended.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  issue(userId: number, client: ClientInfo): IssuedToken {
    const token = randomBytes(32).toString("hex");
    const issuedAt = this.now();
    this.db
      .prepare(
        "INSERT INTO sessions (token, user_id, issued_at, last_seen, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(tokenDigest(token), userId, issuedAt, issuedAt, client.ip, client.userAgent);
    return { access_token: token, token_type: "bearer", expires_in: SESSION_LIFETIME_S, issued_at: issuedAt };
  }

  /** The live session of a token, or undefined when unknown, ended or older than the lifetime. */
  findActive(token: string): SessionRow | undefined {
    const row = this.db.prepare("SELECT * FROM sessions WHERE token = ?").get(tokenDigest(token)) as
      SessionRow | undefined;
    if (!row || row.ended_at !== null) return undefined;
    if (this.now() - row.issued_at >= LIMITS.sessionLifetimeMs) return undefined;
    return row;
  }

  /** The session of a token, live or ended, or undefined when unknown. */
  find(token: string): SessionRow | undefined {
    return this.db.prepare("SELECT * FROM sessions WHERE token = ?").get(tokenDigest(token)) as
      SessionRow | undefined;
  }

  touch(token: string, ip: string): void {
    this.db
      .prepare("UPDATE sessions SET last_seen = ?, ip = ? WHERE token = ?")
      .run(this.now(), ip, tokenDigest(token));
  }

  end(token: string): void {
    this.endDigest(tokenDigest(token));
  }

  /** Ends every live session of a user at once (the user was disabled); returns how many ended. */
  endAllOf(userId: number): number {
    return this.db
      .prepare("UPDATE sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL")
      .run(this.now(), userId).changes;
  }

  /** Ends the session stored under `digest` (session management, which sees only digests). */
  endDigest(digest: string): void {
    this.db
      .prepare("UPDATE sessions SET ended_at = ? WHERE token = ? AND ended_at IS NULL")
      .run(this.now(), digest);
  }
}
