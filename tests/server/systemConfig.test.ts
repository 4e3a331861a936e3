// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_API } from "../../src/contracts/system";
import { closeAll, get, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let admin: string;
let dev: string;

beforeAll(async () => {
  app = await startServer();
  admin = await signIn(app, "admin", "Admin@123");
  dev = await signIn(app, "dev", "Dev@123");
});
afterAll(closeAll);

interface Config {
  id: number;
  configKey: string;
  configName: string;
  configValue: string;
}
const put = (payload: object, token = admin) =>
  app.inject({
    method: "PUT",
    url: SYSTEM_API.configInfo,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
const byKey = async (key: string) =>
  ((await get(app, SYSTEM_API.configList, admin)).json().data as Config[]).find(
    (row) => row.configKey === key,
  )!;

describe("system configuration", () => {
  it("lists the seeded settings to any signed-in user, filtered by name", async () => {
    const list = (await get(app, SYSTEM_API.configList, dev)).json().data as Config[];
    expect(list.map((row) => row.configName)).toContain("平台名称");
    const found = (
      await get(app, `${SYSTEM_API.configList}?keyword=${encodeURIComponent("邮箱")}`, dev)
    ).json().data;
    expect(found.map((row: Config) => row.configName)).toEqual(["客服邮箱"]);
  });

  it("edits a value (trimmed), which the info call and the list then show with who changed it", async () => {
    const name = await byKey("platform.name");
    const saved = await put({ id: name.id, configValue: "  超算AI平台 " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ configValue: "超算AI平台", updatedBy: "admin" });
    const info = (await get(app, `${SYSTEM_API.configInfo}?id=${name.id}`, admin)).json().data;
    expect(info.configValue).toBe("超算AI平台");
    expect((await byKey("platform.name")).configValue).toBe("超算AI平台");
  });

  it("refuses values against each setting's rule with the form's texts, and keeps the old value", async () => {
    const cases: [string, string, string][] = [
      ["platform.name", "", "请输入平台名称"],
      ["platform.name", "长".repeat(51), "平台名称最多输入50个字符"],
      ["service.phone", "12345678901", "手机号格式不正确"],
      ["service.email", "service@", "邮箱格式不正确"],
    ];
    for (const [key, value, message] of cases) {
      const before = await byKey(key);
      const answer = await put({ id: before.id, configValue: value });
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
      expect((await byKey(key)).configValue).toBe(before.configValue);
    }
    const notice = await byKey("portal.notice");
    expect((await put({ id: notice.id, configValue: "" })).statusCode).toBe(200);
    expect((await put({ id: 999, configValue: "x" })).json()).toEqual({ code: 404, message: "配置项不存在" });
  });

  it("leaves editing to system-manage", async () => {
    const name = await byKey("platform.name");
    expect((await put({ id: name.id, configValue: "x" }, dev)).statusCode).toBe(403);
    expect((await get(app, `${SYSTEM_API.configInfo}?id=${name.id}`, dev)).statusCode).toBe(403);
  });
});

describe("the settings visitors see take effect", () => {
  it("serves 平台名称, 客服电话, 客服邮箱 and 平台公告 without a sign-in, as 系统配置 last saved them; 默认存储配额, read by nothing, is not offered", async () => {
    const notice = await byKey("portal.notice");
    expect((await put({ id: notice.id, configValue: "今晚 22:00 停机维护" })).statusCode).toBe(200);
    const phone = await byKey("service.phone");
    expect((await put({ id: phone.id, configValue: "13900139000" })).statusCode).toBe(200);
    const answer = await app.inject({ method: "GET", url: "/api/aimanager/v1/platform/public-settings" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      platformName: (await byKey("platform.name")).configValue,
      servicePhone: "13900139000",
      serviceEmail: (await byKey("service.email")).configValue,
      notice: "今晚 22:00 停机维护",
    });
    const names = ((await get(app, SYSTEM_API.configList, admin)).json().data as Config[]).map(
      (row) => row.configName,
    );
    expect(names).not.toContain("默认存储配额(GB)");
  });
});
