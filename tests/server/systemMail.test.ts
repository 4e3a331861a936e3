// @vitest-environment node
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_API } from "../../src/contracts/system";
import { closeAll, get, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let admin: string;
let dev: string;

beforeAll(async () => {
  // The operator allows loopback targets here: the failures below are sent to closed loopback ports
  // (the refusal of internal targets is tests/security/mailSettings.test.ts).
  app = await startServer({ mailAllowPrivateHosts: true });
  admin = await signIn(app, "admin", "Admin@123");
  dev = await signIn(app, "dev", "Dev@123");
});
afterAll(closeAll);

const call = (method: "PUT" | "POST", url: string, payload: object, token = admin) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

interface Mail {
  to: string;
  channel: string;
  subject: string;
  text: string;
}
const mails = async () =>
  ((await get(app, "/__dev/outbox")).json() as Mail[]).filter((message) => message.channel === "mail");

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 1;
}

describe("e-mail management", () => {
  it("starts on the in-process sink, and a test e-mail sent over SMTP arrives in the outbox", async () => {
    const config = (await get(app, SYSTEM_API.emailConfig, admin)).json().data;
    expect(config).toMatchObject({ host: "127.0.0.1", tls: false, isDefault: true, hasPassword: false });
    expect(config.port).toBe(config.sink.port);
    expect(config.port).toBeGreaterThan(0);

    const sent = await call("POST", SYSTEM_API.testSendEmail, { to: "someone@example.com" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ to: "someone@example.com", subject: "[AI平台]测试邮件" });
    const arrived = (await mails()).at(-1);
    expect(arrived).toMatchObject({ to: "someone@example.com", subject: "[AI平台]测试邮件" });
    expect(arrived?.text).toContain("这是一封来自超算AI能力开放平台的测试邮件");
    expect(arrived?.text).toContain("发送人：管理员（admin）");
  });

  it("saves the settings (password kept, never shown) and sends through them with credentials", async () => {
    const { sink } = (await get(app, SYSTEM_API.emailConfig, admin)).json().data;
    const body = {
      host: "127.0.0.1",
      port: sink.port,
      sender: "ops@example.com",
      tls: false,
      username: "mailer",
      password: "s3cret",
    };
    const saved = await call("PUT", SYSTEM_API.emailConfig, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      sender: "ops@example.com",
      username: "mailer",
      hasPassword: true,
      isDefault: false,
      updatedBy: "admin",
    });
    expect(JSON.stringify(saved.json())).not.toContain("s3cret");
    const again = await call("PUT", SYSTEM_API.emailConfig, { ...body, password: undefined });
    expect(again.json().data.hasPassword).toBe(true);

    expect((await call("POST", SYSTEM_API.testSendEmail, { to: "b@example.com" })).statusCode).toBe(200);
    expect((await mails()).at(-1)).toMatchObject({ to: "b@example.com" });
  });

  it("answers a clear 400 naming the server when nothing listens there, and with TLS against plain SMTP", async () => {
    const { sink } = (await get(app, SYSTEM_API.emailConfig, admin)).json().data;
    const port = await closedPort();
    const base = { host: "127.0.0.1", sender: "ops@example.com", username: "" };
    await call("PUT", SYSTEM_API.emailConfig, { ...base, port, tls: false });
    const refused = await call("POST", SYSTEM_API.testSendEmail, { to: "c@example.com" });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      `测试邮件发送失败：无法连接邮件服务器 127.0.0.1:${port}`,
    ]);

    await call("PUT", SYSTEM_API.emailConfig, { ...base, port: sink.port, tls: true });
    const tls = await call("POST", SYSTEM_API.testSendEmail, { to: "c@example.com" });
    expect(tls.statusCode).toBe(400);
    expect(tls.json().message).toBe(`测试邮件发送失败：无法连接邮件服务器 127.0.0.1:${sink.port}`);
    expect((await mails()).some((mail) => mail.to === "c@example.com")).toBe(false);
    await call("PUT", SYSTEM_API.emailConfig, { ...base, port: sink.port, tls: false });
  });

  it("refuses bad settings and recipients with the form's texts", async () => {
    const good = { host: "smtp.example.com", port: 25, sender: "a@example.com", tls: false, username: "" };
    const cases: [object, string][] = [
      [{ ...good, host: " " }, "请输入服务器地址"],
      [{ ...good, host: "smtp example" }, "服务器地址格式不正确"],
      [{ ...good, port: 0 }, "端口应为 1 到 65535 的整数"],
      [{ ...good, port: 70000 }, "端口应为 1 到 65535 的整数"],
      [{ ...good, sender: "" }, "请输入邮箱"],
      [{ ...good, sender: "not-an-address" }, "邮箱格式不正确"],
    ];
    for (const [body, message] of cases) {
      const answer = await call("PUT", SYSTEM_API.emailConfig, body);
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
    for (const [to, message] of [
      ["", "请输入邮箱"],
      ["x@", "邮箱格式不正确"],
    ]) {
      const answer = await call("POST", SYSTEM_API.testSendEmail, { to });
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
  });

  it("binds the sink to 127.0.0.1 only and closes it with the server", async () => {
    const own = await startServer();
    const token = await signIn(own, "admin", "Admin@123");
    const { sink } = (await get(own, SYSTEM_API.emailConfig, token)).json().data;
    expect(sink.host).toBe("127.0.0.1");
    const connect = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(sink.port, "127.0.0.1");
        socket.once("connect", () => (socket.destroy(), resolve(true)));
        socket.once("error", () => resolve(false));
      });
    expect(await connect()).toBe(true);
    await own.close();
    expect(await connect()).toBe(false);
  });

  it("is the back office's: 403 without system-manage", async () => {
    expect((await get(app, SYSTEM_API.emailConfig, dev)).statusCode).toBe(403);
    expect((await call("POST", SYSTEM_API.testSendEmail, { to: "a@example.com" }, dev)).statusCode).toBe(403);
  });
});
