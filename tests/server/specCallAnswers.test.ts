// @vitest-environment node
import { OP_LOG_API } from "../../src/contracts/opLog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTERNAL_CONNECT_PATH } from "../../src/contracts/externalConnect";
import { API, platformConfig } from "../../src/core/config";
import { closeAll, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let admin: string;
let dev: string;
beforeAll(async () => {
  app = await startServer();
  [admin, dev] = await Promise.all([signIn(app, "admin", "Admin@123"), signIn(app, "dev", "Dev@123")]);
});
afterAll(closeAll);

const call = async (token: string, method: "GET" | "POST", url: string, payload?: object) => {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

describe("the calls that answer since this branch", () => {
  it("external connect (shell §7) gives the unified authentication's parameters, never the secret", async () => {
    const answer = await call(admin, "GET", EXTERNAL_CONNECT_PATH);
    expect(answer.body.data).toEqual({
      clientId: platformConfig.clientId,
      authorizeCodePath: API.authorizeCode,
      authorizeTokenPath: API.authorizeToken,
      redirectUrl: "/#/home/call_back",
      responseType: "code",
      scope: "openid",
      grantType: "authorization_code",
    });
    expect(JSON.stringify(answer.body)).not.toContain(platformConfig.clientSecret);
    expect((await call(dev, "GET", EXTERNAL_CONNECT_PATH)).status).toBe(403);
  });

  it("op-log GET at ai-domain §7's path reads what the shell's path reads", async () => {
    await call(admin, "POST", OP_LOG_API.opLogWrite, [
      {
        id: "spec-path-entry",
        userId: "1",
        userName: "管理员",
        userAccount: "admin",
        ip: "127.0.0.1",
        area: "",
        operationTime: "2025-01-06 09:00:00",
        pageName: "规格路径",
        content: "读取日志",
      },
    ]);
    const bySpec = await call(admin, "GET", `${OP_LOG_API.opLogWrite}?pageName=规格路径`);
    const byShell = await call(admin, "GET", `${OP_LOG_API.opLogRead}?pageName=规格路径`);
    expect(bySpec.body.data.total).toBe(1);
    expect(bySpec.body.data).toEqual(byShell.body.data);
    expect((await call(dev, "GET", OP_LOG_API.opLogWrite)).status).toBe(403);
  });

  it("classify info gives a node with its parent and children; an unknown id says 分类不存在", async () => {
    const tree = (await call(admin, "GET", "/api/aimanager/v1/classify/tree")).body.data;
    const root = tree.find((node: { name: string }) => node.name === "智能制造");
    const child = root.children[0];
    const info = await call(admin, "GET", `/api/aimanager/v1/classify/info?id=${child.id}`);
    expect(info.body.data).toMatchObject({
      name: "工业质检",
      parentId: root.id,
      parentName: "智能制造",
      children: [],
    });
    const parent = await call(admin, "GET", `/api/aimanager/v1/classify/info?id=${root.id}`);
    expect(parent.body.data.children).toEqual(["工业质检"]);
    const missing = await call(admin, "GET", "/api/aimanager/v1/classify/info?id=999999");
    expect(missing).toMatchObject({ status: 404, body: { message: "分类不存在" } });
  });

  it("company-info answers the company detail", async () => {
    const created = await call(admin, "POST", "/api/aimanager/v1/companys/company", {
      name: "规格企业",
      contact: "张三",
      phone: "13912345678",
    });
    const id = created.body.data.id as number;
    const detail = await call(admin, "GET", `/api/aimanager/v1/companys/company?id=${id}`);
    const info = await call(admin, "GET", `/api/aimanager/v1/company-info?id=${id}`);
    expect(info.body.data).toMatchObject({ id, name: "规格企业", resources: [] });
    expect(info.body.data).toEqual(detail.body.data);
  });
});
