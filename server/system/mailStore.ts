import type { Db } from "../lib/db";
import { baseline, migrate } from "../lib/migrations";
import type { MailSettingsView } from "../../src/contracts/system";

/** The mail server the platform sends through, as saved (with its password). */
export interface StoredMailSettings {
  host: string;
  port: number;
  /** The From address. */
  sender: string;
  /** Implicit TLS from the first byte (SMTPS, usually port 465); otherwise STARTTLS when offered. */
  tls: boolean;
  /** Empty: no AUTH. */
  username: string;
  password: string;
}

interface MailRow {
  host: string;
  port: number;
  sender: string;
  tls: number;
  username: string;
  password: string;
  updated_at: number;
  updated_by: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS mail_config (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  host       TEXT NOT NULL,
  port       INTEGER NOT NULL,
  sender     TEXT NOT NULL,
  tls        INTEGER NOT NULL,
  username   TEXT NOT NULL,
  password   TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  updated_by TEXT NOT NULL
);
`;

export const DEFAULT_SENDER = "noreply@platform.local";

/** The one mail configuration (email-config); until it is saved, the development sink. */
export class MailStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly sink: { host: string; port: number },
  ) {
    migrate(db, "system.mail", [baseline(SCHEMA)]);
  }

  private row(): MailRow | undefined {
    return this.db.prepare("SELECT * FROM mail_config WHERE id = 1").get() as MailRow | undefined;
  }

  settings(): StoredMailSettings {
    const row = this.row();
    if (!row)
      return {
        host: this.sink.host,
        port: this.sink.port,
        sender: DEFAULT_SENDER,
        tls: false,
        username: "",
        password: "",
      };
    return {
      host: row.host,
      port: row.port,
      sender: row.sender,
      tls: row.tls === 1,
      username: row.username,
      password: row.password,
    };
  }

  view(): MailSettingsView {
    const row = this.row();
    const { password, ...rest } = this.settings();
    return {
      ...rest,
      hasPassword: password !== "",
      isDefault: !row,
      sink: { ...this.sink },
      updatedAt: row?.updated_at ?? null,
      updatedBy: row?.updated_by ?? null,
    };
  }

  /** Saves the settings; `password` undefined keeps the saved one. */
  save(settings: Omit<StoredMailSettings, "password"> & { password?: string }, by: string): MailSettingsView {
    const password = settings.password ?? this.settings().password;
    this.db
      .prepare(
        `INSERT INTO mail_config (id, host, port, sender, tls, username, password, updated_at, updated_by)
         VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET host = excluded.host, port = excluded.port, sender = excluded.sender,
           tls = excluded.tls, username = excluded.username, password = excluded.password,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .run(
        settings.host,
        settings.port,
        settings.sender,
        settings.tls ? 1 : 0,
        settings.username,
        password,
        this.now(),
        by,
      );
    return this.view();
  }
}
