import type { Db } from "../lib/db";
import { baseline, migrate } from "../lib/migrations";
import type { ConfigKind, SystemConfig } from "../../src/contracts/system";

export type { ConfigKind, SystemConfig };

interface ConfigRow {
  id: number;
  config_key: string;
  config_name: string;
  config_value: string;
  kind: ConfigKind;
  max_length: number;
  min: number | null;
  max: number | null;
  description: string;
  updated_at: number | null;
  updated_by: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS system_config (
  id           INTEGER PRIMARY KEY,
  config_key   TEXT NOT NULL UNIQUE,
  config_name  TEXT NOT NULL,
  config_value TEXT NOT NULL,
  kind         TEXT NOT NULL,
  max_length   INTEGER NOT NULL,
  min          INTEGER,
  max          INTEGER,
  description  TEXT NOT NULL,
  updated_at   INTEGER,
  updated_by   TEXT
);
`;

type Seed = Pick<
  SystemConfig,
  "configKey" | "configName" | "configValue" | "kind" | "maxLength" | "description"
> &
  Partial<Pick<SystemConfig, "min" | "max">>;

/** The settings a fresh platform starts with; the mail ones are read by the test e-mail. */
export const CONFIG_SEEDS: readonly Seed[] = [
  {
    configKey: "platform.name",
    configName: "平台名称",
    configValue: "超算AI能力开放平台",
    kind: "text",
    maxLength: 50,
    description: "登录页、门户页头与页脚、工作台顶栏、浏览器标题与测试邮件正文显示的平台名称",
  },
  {
    configKey: "mail.subjectPrefix",
    configName: "邮件主题前缀",
    configValue: "[AI平台]",
    kind: "text",
    maxLength: 20,
    description: "平台发出的邮件主题前加上的文字",
  },
  {
    configKey: "service.phone",
    configName: "客服电话",
    configValue: "13800138000",
    kind: "phone",
    maxLength: 11,
    description: "门户页脚显示的客服电话",
  },
  {
    configKey: "service.email",
    configName: "客服邮箱",
    configValue: "service@example.com",
    kind: "email",
    maxLength: 100,
    description: "门户页脚显示的客服邮箱",
  },
  {
    configKey: "portal.notice",
    configName: "平台公告",
    configValue: "",
    kind: "textarea",
    maxLength: 500,
    description: "门户首页与AI能力平台首页顶部的公告文字，可为空",
  },
];

const view = (row: ConfigRow): SystemConfig => ({
  id: row.id,
  configKey: row.config_key,
  configName: row.config_name,
  configValue: row.config_value,
  kind: row.kind,
  maxLength: row.max_length,
  min: row.min,
  max: row.max,
  description: row.description,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

const RETIRED_KEYS = ["storage.defaultQuotaGb"] as const;

/** The platform's settings (system-config list and info), seeded on first use. */
export class ConfigStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "system.config", [baseline(SCHEMA)]);
    const insert = db.prepare(
      `INSERT OR IGNORE INTO system_config (config_key, config_name, config_value, kind, max_length, min, max, description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const seed of CONFIG_SEEDS)
      insert.run(
        seed.configKey,
        seed.configName,
        seed.configValue,
        seed.kind,
        seed.maxLength,
        seed.min ?? null,
        seed.max ?? null,
        seed.description,
      );
    // Settings that nothing reads are not offered (默认存储配额: the storage service sets quotas).
    for (const key of RETIRED_KEYS) db.prepare("DELETE FROM system_config WHERE config_key = ?").run(key);
  }

  list(keyword?: string): SystemConfig[] {
    const rows = this.db.prepare("SELECT * FROM system_config ORDER BY id").all() as ConfigRow[];
    const part = keyword?.trim().toLowerCase();
    return rows
      .map(view)
      .filter(
        (row) =>
          !part || row.configName.toLowerCase().includes(part) || row.configKey.toLowerCase().includes(part),
      );
  }

  get(id: number): SystemConfig | undefined {
    const row = this.db.prepare("SELECT * FROM system_config WHERE id = ?").get(id) as ConfigRow | undefined;
    return row && view(row);
  }

  value(key: string): string {
    const row = this.db.prepare("SELECT config_value FROM system_config WHERE config_key = ?").get(key) as
      { config_value: string } | undefined;
    return row?.config_value ?? "";
  }

  update(id: number, value: string, by: string): SystemConfig | undefined {
    this.db
      .prepare("UPDATE system_config SET config_value = ?, updated_at = ?, updated_by = ? WHERE id = ?")
      .run(value, this.now(), by, id);
    return this.get(id);
  }
}
