import { createHash, randomInt } from "node:crypto";
import type { Db } from "../../lib/db";
import { baseline, migrate } from "../../lib/migrations";

/** Purposes of a code (shell spec §7: 2 set the phone number, 3 set the password). */
export type SmsType = 2 | 3;

/** SMS rules (shell spec §9: 6 characters, 60 s before a resend); expiry and attempts are the server's. */
export const SMS_RULES = {
  codeLength: 6,
  resendMs: 60_000,
  expiryMs: 5 * 60_000,
  maxAttempts: 5,
  /** Codes one number receives in 24 hours, from every account together. */
  perNumberPerDay: 10,
} as const;

const DAY_MS = 24 * 60 * 60_000;

const SMS_TABLE = `
CREATE TABLE IF NOT EXISTS sms_codes (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type       INTEGER NOT NULL,
  phone      TEXT NOT NULL,
  code_hash  TEXT NOT NULL,
  sent_at    INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, type)
);
CREATE TABLE IF NOT EXISTS sms_sends (
  phone   TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_sends_phone ON sms_sends (phone, sent_at);
`;

interface CodeRow {
  phone: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
}

export type CheckResult =
  { ok: true; phone: string } | { ok: false; reason: "none" | "expired" | "wrong" | "tooMany" };

/** The latest code of each user and purpose; only a salted hash of the code is kept. */
export class SmsCodeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "sms", [baseline(SMS_TABLE)]);
  }

  /**
   * Milliseconds until a new code may be sent (0: now): 60 s after the user's last code of this
   * purpose, and 60 s after the last code to this number from any account.
   */
  waitMs(userId: number, type: SmsType, phone: string): number {
    const row = this.row(userId, type);
    const last = this.db.prepare("SELECT MAX(sent_at) AS at FROM sms_sends WHERE phone = ?").get(phone) as {
      at: number | null;
    };
    const since = Math.max(row?.sent_at ?? -Infinity, last.at ?? -Infinity);
    return Math.max(0, since + SMS_RULES.resendMs - this.now());
  }

  /** Whether the number has had its 24 hours' codes (SMS_RULES.perNumberPerDay). */
  numberCapped(phone: string): boolean {
    const { n } = this.db
      .prepare("SELECT COUNT(*) AS n FROM sms_sends WHERE phone = ? AND sent_at > ?")
      .get(phone, this.now() - DAY_MS) as { n: number };
    return n >= SMS_RULES.perNumberPerDay;
  }

  /** A new code for `phone`, replacing the previous one; returns it for delivery. */
  issue(userId: number, type: SmsType, phone: string): string {
    const code = String(randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, "0");
    const at = this.now();
    this.db.prepare("DELETE FROM sms_sends WHERE sent_at <= ?").run(at - DAY_MS);
    this.db.prepare("INSERT INTO sms_sends (phone, sent_at) VALUES (?, ?)").run(phone, at);
    this.db
      .prepare(
        `INSERT INTO sms_codes (user_id, type, phone, code_hash, sent_at, expires_at, attempts)
         VALUES (?, ?, ?, ?, ?, ?, 0)
         ON CONFLICT(user_id, type) DO UPDATE SET phone = excluded.phone, code_hash = excluded.code_hash,
         sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0`,
      )
      .run(userId, type, phone, hashCode(userId, type, phone, code), at, at + SMS_RULES.expiryMs);
    return code;
  }

  /**
   * Checks a code, for `phone` when given (the code sent to one number sets that number only); a
   * match is used up, a miss counts towards the attempts limit.
   */
  check(userId: number, type: SmsType, code: string, phone?: string): CheckResult {
    const row = this.row(userId, type);
    if (!row) return { ok: false, reason: "none" };
    if (this.now() > row.expires_at) {
      this.clear(userId, type);
      return { ok: false, reason: "expired" };
    }
    if (row.attempts >= SMS_RULES.maxAttempts) return { ok: false, reason: "tooMany" };
    if (hashCode(userId, type, phone ?? row.phone, code) !== row.code_hash) {
      this.db
        .prepare("UPDATE sms_codes SET attempts = attempts + 1 WHERE user_id = ? AND type = ?")
        .run(userId, type);
      return { ok: false, reason: row.attempts + 1 >= SMS_RULES.maxAttempts ? "tooMany" : "wrong" };
    }
    this.clear(userId, type);
    return { ok: true, phone: row.phone };
  }

  private clear(userId: number, type: SmsType): void {
    this.db.prepare("DELETE FROM sms_codes WHERE user_id = ? AND type = ?").run(userId, type);
  }

  private row(userId: number, type: SmsType): CodeRow | undefined {
    return this.db
      .prepare(
        "SELECT phone, code_hash, sent_at, expires_at, attempts FROM sms_codes WHERE user_id = ? AND type = ?",
      )
      .get(userId, type) as CodeRow | undefined;
  }
}

function hashCode(userId: number, type: SmsType, phone: string, code: string): string {
  return createHash("sha256").update(`${userId}:${type}:${phone}:${code}`).digest("hex");
}
