import { createHash, randomBytes } from "node:crypto";
import type { WebSocket } from "ws";
import { SESSION_ENDED_CLOSE } from "../../src/contracts/sessionSockets";
import { LIMITS } from "../../src/core/config";
import type { Db } from "../lib/db";

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
  /** Open websockets by the digest of their session's token: closed when the session ends. */
  private readonly sockets = new Map<string, Set<WebSocket>>();

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

  /**
   * Ends every live session of a user at once (disabled, deleted, a new password), but `keep` (the
   * caller's own token, when they changed their own password); returns how many ended.
   */
  endAllOf(userId: number, keep?: string): number {
    const kept = keep ? tokenDigest(keep) : "";
    const digests = (
      this.db
        .prepare("SELECT token FROM sessions WHERE user_id = ? AND ended_at IS NULL AND token <> ?")
        .all(userId, kept) as { token: string }[]
    ).map((row) => row.token);
    for (const digest of digests) this.endDigest(digest);
    return digests.length;
  }

  /**
   * Ends the session stored under `digest` (session management, which sees only digests; every other
   * way of ending a session comes here too), and closes its open websockets with SESSION_ENDED_CLOSE.
   */
  endDigest(digest: string): void {
    this.db
      .prepare("UPDATE sessions SET ended_at = ? WHERE token = ? AND ended_at IS NULL")
      .run(this.now(), digest);
    const open = this.sockets.get(digest);
    this.sockets.delete(digest);
    for (const socket of open ?? []) socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
  }

  /** Ties an open websocket to the session of `token`: it is closed when the session ends. */
  attachSocket(token: string, socket: WebSocket): void {
    const digest = tokenDigest(token);
    const open = this.sockets.get(digest) ?? new Set<WebSocket>();
    this.sockets.set(digest, open);
    open.add(socket);
    socket.on("close", () => {
      open.delete(socket);
      if (open.size === 0 && this.sockets.get(digest) === open) this.sockets.delete(digest);
    });
  }
}
