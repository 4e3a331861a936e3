// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer } from "../server/helpers";

/**
 * Every name a user gives something (a task, a model, a role, a title…) refuses NUL, line breaks, tabs,
 * other control characters and the marks that reorder text: the test walks every route's body schema,
 * finds each field named like a name, and posts a body where that one field holds the character.
 */
const UNSAFE = {
  NUL: "a\u0000b",
  LF: "a\nb",
  TAB: "a\tb",
  BEL: "a\u0007b",
  "U+202E": "invoice\u202Etxt.exe",
};
const REFUSAL = /^.+不能包含控制字符、换行或文字方向符$/;

/** Body fields named like a name: `name`, `title`, `displayName`, `dataSetName`, `mainMenuName`… */
const NAME_LIKE = /(^|[a-z_])(name|title)$/i;

/**
 * Fields named so that are not names a user gives: credentials checked elsewhere (the sign-in's and an
 * HPC centre's account, the mail server's login) and the filters of searches sent as POST.
 */
const NOT_NAMES = [
  "POST /api/auth/oauth2/token username",
  "POST /api/aimanager/v1/hpc-account/check-credential username",
  "POST /api/aimanager/v1/hpc-account/send-code user_name",
  "POST /api/aimanager/v1/hpc-account/check-code username",
  "PUT /api/aimanager/v1/email/email-config username",
  "POST /api/aimanager/v1/data-set-annotation-task/page taskName",
  "POST /api/aimanager/v1/data-set-annotation-task/list-page taskName",
  "POST /api/aimanager/v1/data-set-annotation-sub-task/page taskName",
  "POST /api/aimanager/v1/data-set-annotation-sub-task/list-page taskName",
];

type Schema = Record<string, unknown>;
interface NameField {
  method: string;
  url: string;
  /** Property names from the body's root to the field (`rows`, `0`, `userName`). */
  path: string[];
  bodySchema: Schema;
}

/** A value that passes `schema` as far as the test needs (required fields present, right types). */
function sample(schema: Schema): unknown {
  if ("const" in schema) return schema.const;
  if ("default" in schema) return schema.default;
  const members = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (members?.length) return sample(members[0]!);
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sample(properties[key] ?? {})]));
    }
    case "array":
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items as Schema));
    case "integer":
    case "number":
      return Number(schema.minimum ?? 1);
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return "x".repeat(Number(schema.minLength ?? 1));
  }
}

/** The body-schema fields named like a name, through nested objects and lists. */
function nameFields(method: string, url: string, bodySchema: Schema): NameField[] {
  const found: NameField[] = [];
  const walk = (schema: Schema, path: string[]) => {
    for (const member of (schema.anyOf as Schema[] | undefined) ?? []) walk(member, path);
    if (schema.items) walk(schema.items as Schema, [...path, "0"]);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [key, property] of Object.entries(properties)) {
      if (NAME_LIKE.test(key) && !NOT_NAMES.includes(`${method} ${url} ${key}`))
        found.push({ method, url, path: [...path, key], bodySchema });
      walk(property, [...path, key]);
    }
  };
  walk(bodySchema, []);
  return found;
}

/** A body for `field`'s route with `value` at the field (and a list of one item on its way). */
function bodyWith(field: NameField, value: string): unknown {
  const body = sample(field.bodySchema) as Record<string, unknown>;
  let node: Record<string, unknown> = body;
  let schema: Schema = field.bodySchema;
  field.path.forEach((key, index) => {
    const last = index === field.path.length - 1;
    if (schema.anyOf) schema = (schema.anyOf as Schema[])[0]!;
    schema =
      key === "0" ? (schema.items as Schema) : ((schema.properties as Record<string, Schema>)[key] ?? {});
    if (last) {
      node[key] = value;
      return;
    }
    if (node[key] === undefined || (Array.isArray(node[key]) && !(node[key] as unknown[]).length))
      node[key] = key === "0" ? sample(schema) : schema.type === "array" ? [] : sample(schema);
    node = node[key] as Record<string, unknown>;
  });
  return body;
}

let app: FastifyInstance;
let token: string;
let fields: NameField[];
beforeAll(async () => {
  app = await startServer();
  token = await signIn(app, "admin", "Admin@123");
  fields = app.routeTable.flatMap((route) =>
    route.method !== "GET" && route.schema?.body
      ? nameFields(route.method, route.url, route.schema.body as unknown as Schema)
      : [],
  );
});
afterAll(closeAll);

describe("name fields refuse control characters and direction marks", () => {
  it("finds the name fields of every area (the walk is not empty)", () => {
    const named = new Set(fields.map((field) => `${field.method} ${field.url} ${field.path.join(".")}`));
    for (const expected of [
      "POST /api/aimanager/v1/tb-task-manage/task name",
      "POST /api/aimanager/v1/model-manage/models name",
      "POST /api/aimanager/v1/tb-algorithm-manage/algorithm name",
      "POST /api/aimanager/v1/publish-manage/publishs name",
      "POST /api/aimanager/v1/publish-history/publish-token name",
      "POST /api/aimanager/v1/learning-project name",
      "PUT /api/aam/v1/portal/user/profile displayName",
      "POST /api/aam/v1/mgmt/roles name",
      "POST /api/ai-cloud-platform/v1/templates title",
      "POST /api/aimanager/v1/share-case title",
      "POST /api/aimanager/v1/professor name",
      "POST /api/aimanager/v1/classify name",
      "POST /api/aimanager/v1/data-set/data dataSetName",
      "POST /api/aimanager/v1/label-group groupName",
      "POST /api/aam/v1/mgmt/users/import rows.0.userName",
    ])
      expect(named).toContain(expected);
  });

  for (const [what, value] of Object.entries(UNSAFE))
    it(`every name field answers 400 to ${what}, naming the rule`, async () => {
      const accepted: string[] = [];
      for (const field of fields) {
        const response = await app.inject({
          method: field.method as "POST",
          url: field.url.replace(/:[A-Za-z]+/g, "1"),
          headers: { authorization: `Bearer ${token}` },
          payload: bodyWith(field, value) as object,
        });
        const message = String(response.json().message ?? "");
        if (response.statusCode !== 400 || !REFUSAL.test(message))
          accepted.push(
            `${field.method} ${field.url} ${field.path.join(".")}: ${response.statusCode} ${message}`,
          );
      }
      expect(accepted).toEqual([]);
    });
});
