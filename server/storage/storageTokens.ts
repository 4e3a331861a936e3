import { randomBytes } from "node:crypto";

/** How long a storage token opens downloads, image previews and operation streams. */
export const STORAGE_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Short-lived tokens for URLs that cannot carry a bearer header (a download window, an <img>, a
 * websocket), so the session token need not appear in a URL. Each stands for one session and works
 * only while that session does. Kept in memory: after a restart the client asks for a new one.
 */
export class StorageTokens {
  private readonly tokens = new Map<string, { sessionToken: string; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  issue(sessionToken: string): { token: string; expiresIn: number } {
    const at = this.now();
    for (const [token, entry] of this.tokens) if (entry.expiresAt <= at) this.tokens.delete(token);
    const token = randomBytes(24).toString("hex");
    this.tokens.set(token, { sessionToken, expiresAt: at + STORAGE_TOKEN_LIFETIME_MS });
    return { token, expiresIn: STORAGE_TOKEN_LIFETIME_MS / 1000 };
  }

  /** The session a live storage token stands for. */
  session(token: string): string | undefined {
    const entry = this.tokens.get(token);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return entry.sessionToken;
  }
}
