import type { FastifyInstance } from "fastify";
import { SYSTEM_API } from "../../src/contracts/system";
import { EMAIL_PATTERN, PHONE_PATTERN } from "../../src/ui/kit/list/formRules";
import { sendOk } from "../lib/envelope";
import { anyOf, HTTP_TEXT, Id, refuse, route, T, Text } from "../http";
import { SYSTEM_MANAGE } from "./centreRoutes";
import type { ConfigStore, SystemConfig } from "../platform/configStore";

export const CONFIG_TEXT = {
  notFound: "配置项不存在",
  required: "请输入{label}",
  phone: "手机号格式不正确",
  email: "邮箱格式不正确",
  number: "{label}应为 {min} 到 {max} 的整数",
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** Why `value` cannot be the setting's value, or null: the same rules the page applies. */
export function configProblem(config: SystemConfig, value: string): string | null {
  const label = config.configName;
  if (value === "") return config.kind === "textarea" ? null : fill(CONFIG_TEXT.required, { label });
  if (value.length > config.maxLength) return HTTP_TEXT.tooLong(label, config.maxLength);
  if (config.kind === "phone" && !PHONE_PATTERN.test(value)) return CONFIG_TEXT.phone;
  if (config.kind === "email" && !EMAIL_PATTERN.test(value)) return CONFIG_TEXT.email;
  if (config.kind === "number") {
    const number = /^\d+$/.test(value) ? Number(value) : NaN;
    const min = config.min ?? 0;
    const max = config.max ?? Number.MAX_SAFE_INTEGER;
    if (!(number >= min && number <= max)) return fill(CONFIG_TEXT.number, { label, min, max });
  }
  return null;
}

/**
 * system-config list (any signed-in user reads the settings), info and its edit (system-manage). The
 * value is trimmed and checked by its kind: required, at most n characters, phone, e-mail, a range.
 */
export async function configRoutes(app: FastifyInstance, { configs }: { configs: ConfigStore }) {
  route(app, {
    method: "GET",
    url: SYSTEM_API.configList,
    access: "signedIn",
    schema: { querystring: T.Object({ keyword: T.Optional(Text(50)) }) },
    handler: ({ query, reply }) => sendOk(reply, configs.list(query.keyword)),
  });

  route(app, {
    method: "GET",
    url: SYSTEM_API.configInfo,
    access: anyOf(SYSTEM_MANAGE),
    schema: { querystring: T.Object({ id: Id("配置项") }) },
    handler: ({ query, reply }) => sendOk(reply, configs.get(query.id) ?? refuse(404, CONFIG_TEXT.notFound)),
  });

  route(app, {
    method: "PUT",
    url: SYSTEM_API.configInfo,
    access: anyOf(SYSTEM_MANAGE),
    log: { name: "修改系统配置", module: "系统配置" },
    schema: { body: T.Object({ id: Id("配置项"), configValue: Text(2000) }) },
    handler: ({ user, body, reply }) => {
      const config = configs.get(body.id) ?? refuse(404, CONFIG_TEXT.notFound);
      const value = body.configValue.trim();
      const problem = configProblem(config, value);
      if (problem) refuse(400, problem);
      return sendOk(reply, configs.update(config.id, value, user.user_name));
    },
  });
}
