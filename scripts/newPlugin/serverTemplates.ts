import { literal, type PluginNames } from "./names";

const table = (n: PluginNames) => n.name.replace(/-/g, "_");

/** server/<name>/store.ts: the rows in SQLite, each user's own. */
export function store(n: PluginNames): string {
  return `import dayjs from "dayjs";
import type { Db } from "../lib/db";

/** One row as the page reads it. */
export interface ${n.pascal}View {
  id: number;
  name: string;
  description: string;
  createTime: string;
}

interface Row {
  id: number;
  user_id: number;
  name: string;
  description: string;
  created_at: number;
}

const SCHEMA = \`
CREATE TABLE IF NOT EXISTS ${table(n)} (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
\`;

const view = (row: Row): ${n.pascal}View => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createTime: dayjs(row.created_at).format("YYYY-MM-DD HH:mm:ss"),
});

/** \`%text%\` for LIKE, the wildcards of the text escaped (with ESCAPE '\\\\'). */
const contains = (text: string) => \`%\${text.replace(/[\\\\%_]/g, (c) => \`\\\\\${c}\`)}%\`;

/** The ${n.name} rows of each user (the table is created on first use of a data folder). */
export class ${n.pascal}Store {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    db.exec(SCHEMA);
  }

  /** One page of the user's rows, newest first; \`name\` keeps the rows whose name contains it. */
  page(userId: number, query: { pageNum: number; pageSize: number; name?: string }) {
    const where = "user_id = ? AND name LIKE ? ESCAPE '\\\\'";
    const args = [userId, contains(query.name?.trim() ?? "")];
    const { total } = this.db.prepare(\`SELECT COUNT(*) AS total FROM ${table(n)} WHERE \${where}\`).get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(\`SELECT * FROM ${table(n)} WHERE \${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?\`)
      .all(...args, query.pageSize, (query.pageNum - 1) * query.pageSize) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  get(userId: number, id: number): ${n.pascal}View | undefined {
    const row = this.db.prepare("SELECT * FROM ${table(n)} WHERE id = ? AND user_id = ?").get(id, userId) as
      | Row
      | undefined;
    return row && view(row);
  }

  /** Is the name taken by another of the user's rows? */
  taken(userId: number, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM ${table(n)} WHERE user_id = ? AND name = ? AND id <> ?")
        .get(userId, name, exceptId) !== undefined
    );
  }

  add(userId: number, name: string, description: string): ${n.pascal}View {
    const id = this.db
      .prepare("INSERT INTO ${table(n)} (user_id, name, description, created_at) VALUES (?, ?, ?, ?)")
      .run(userId, name, description, this.now()).lastInsertRowid;
    return this.get(userId, Number(id)) as ${n.pascal}View;
  }

  update(userId: number, id: number, name: string, description: string): ${n.pascal}View | undefined {
    this.db
      .prepare("UPDATE ${table(n)} SET name = ?, description = ? WHERE id = ? AND user_id = ?")
      .run(name, description, id, userId);
    return this.get(userId, id);
  }

  remove(userId: number, id: number): boolean {
    return this.db.prepare("DELETE FROM ${table(n)} WHERE id = ? AND user_id = ?").run(id, userId).changes > 0;
  }
}
`;
}

/** server/<name>/routes.ts: the page's calls on the route framework (docs/server-routes.md). */
export function routes(n: PluginNames): string {
  const codes = n.serverCodes.map((code) => literal(code)).join(", ");
  return `import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, Id, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { ${n.pascal}Store } from "./store";

/** Every call of the ${n.name} page (src/plugins/${n.name}/api.ts). */
export const ${n.constant}_BASE = ${literal(n.apiBase)};

export const ${n.constant}_TEXT = {
  nameEmpty: "名称不能为空",
  nameTooLong: "名称不能超过50个字符",
  nameTaken: "名称已存在",
  descriptionTooLong: "描述不能超过500个字符",
  notFound: "记录不存在",
} as const;

/** The page's codes (its menu chain, or the area's code). */
const ACCESS = allOf(${codes});
const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;

/** Fields are text of any length here; their rules (trimmed, required, at most …) answer the screen's texts. */
const Fields = { name: Text(1000), description: T.Optional(Text(10_000)) };

function fieldsOf(body: { name: string; description?: string }) {
  const name = body.name.trim();
  const description = (body.description ?? "").trim();
  if (!name) refuse(400, ${n.constant}_TEXT.nameEmpty);
  if ([...name].length > NAME_MAX) refuse(400, ${n.constant}_TEXT.nameTooLong);
  if ([...description].length > DESCRIPTION_MAX) refuse(400, ${n.constant}_TEXT.descriptionTooLong);
  return { name, description };
}

/** ${n.title}: each user's rows (code${n.serverCodes.length > 1 ? "s" : ""} ${n.serverCodes.join(", ")}). */
export async function ${n.camel}Routes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const rows = new ${n.pascal}Store(platform.db, platform.now);

  route(app, {
    method: "GET",
    url: \`\${${n.constant}_BASE}/page\`,
    access: ACCESS,
    schema: { querystring: T.Object({ ...PageQuery, name: T.Optional(Text(200)) }) },
    handler: ({ user, query, reply }) => sendOk(reply, rows.page(user.id, query)),
  });

  route(app, {
    method: "POST",
    url: ${n.constant}_BASE,
    access: ACCESS,
    schema: { body: T.Object(Fields) },
    handler: ({ user, body, reply }) => {
      const { name, description } = fieldsOf(body);
      if (rows.taken(user.id, name)) refuse(400, ${n.constant}_TEXT.nameTaken);
      return sendOk(reply, rows.add(user.id, name, description));
    },
  });

  route(app, {
    method: "PUT",
    url: ${n.constant}_BASE,
    access: ACCESS,
    schema: { body: T.Object({ id: Id("记录"), ...Fields }) },
    handler: ({ user, body, reply }) => {
      if (!rows.get(user.id, body.id)) refuse(404, ${n.constant}_TEXT.notFound);
      const { name, description } = fieldsOf(body);
      if (rows.taken(user.id, name, body.id)) refuse(400, ${n.constant}_TEXT.nameTaken);
      return sendOk(reply, rows.update(user.id, body.id, name, description));
    },
  });

  route(app, {
    method: "DELETE",
    url: \`\${${n.constant}_BASE}/:id\`,
    access: ACCESS,
    schema: { params: IdParams("记录") },
    handler: ({ user, params, reply }) => {
      if (!rows.remove(user.id, params.id)) refuse(404, ${n.constant}_TEXT.notFound);
      return sendOk(reply, null);
    },
  });
}
`;
}
