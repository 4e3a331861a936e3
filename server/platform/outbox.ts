import type { Db } from "../lib/db";

export type OutboxChannel = "sms" | "hpc" | "mail";

export interface OutboxMessage {
  to: string;
  channel: OutboxChannel;
  subject: string;
  text: string;
  code?: string;
}

export interface StoredOutboxMessage extends OutboxMessage {
  id: number;
  sentAt: number;
}

interface OutboxRow {
  id: number;
  sent_at: number;
  recipient: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  code: string | null;
}

/**
 * Development outbox: verification codes and mail are stored and printed instead of sent, and served at
 * GET /__dev/outbox (newest last), the way MailHog serves mail.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  send(message: OutboxMessage): StoredOutboxMessage {
    const sentAt = this.now();
    const id = Number(
      this.db
        .prepare(
          "INSERT INTO outbox (sent_at, recipient, channel, subject, body, code) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(sentAt, message.to, message.channel, message.subject, message.text, message.code ?? null)
        .lastInsertRowid,
    );
    const code = message.code ? ` code=${message.code}` : "";
    this.print(`[outbox] ${message.channel} to ${message.to}: ${message.subject}${code} | ${message.text}`);
    return { id, sentAt, ...message };
  }

  list(): StoredOutboxMessage[] {
    const rows = this.db.prepare("SELECT * FROM outbox ORDER BY id").all() as OutboxRow[];
    return rows.map((row) => ({
      id: row.id,
      sentAt: row.sent_at,
      to: row.recipient,
      channel: row.channel,
      subject: row.subject,
      text: row.body,
      ...(row.code === null ? {} : { code: row.code }),
    }));
  }
}
