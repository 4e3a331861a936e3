// @vitest-environment node
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { SYSTEM_API } from "../../src/contracts/system";
import { closeAll, get, signIn, startServer } from "../server/helpers";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  await closeAll();
});

const put = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({
    method: "PUT",
    url: SYSTEM_API.emailConfig,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
const testSend = (app: FastifyInstance, token: string) =>
  app.inject({
    method: "POST",
    url: SYSTEM_API.testSendEmail,
    payload: { to: "probe@example.com" },
    headers: { authorization: `Bearer ${token}` },
  });

/** An SMTP server on loopback that records the credentials it is offered. */
async function credentialTrap(): Promise<{ port: number; offered: string[] }> {
  const offered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      offered.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as net.AddressInfo).port, offered };
}

/** A loopback port with `onSocket` answering each connection (or nothing listening: `null`). */
async function port(onSocket: ((socket: net.Socket) => void) | null): Promise<number> {
  const server = net.createServer(onSocket ?? (() => undefined));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: found } = server.address() as net.AddressInfo;
  if (!onSocket) await new Promise<void>((resolve) => server.close(() => resolve()));
  else
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.unref();
        }),
    );
  return found;
}

const BASE = { sender: "ops@example.com", tls: false };

describe("mail settings", () => {
  it("ask for the password again when host, port or user change, so the saved one never goes elsewhere", async () => {
    const app = await startServer({ mailAllowPrivateHosts: true });
    const admin = await signIn(app, "admin", "Admin@123");
    const { sink } = (await get(app, SYSTEM_API.emailConfig, admin)).json().data;
    const trap = await credentialTrap();
    const saved = { ...BASE, host: "127.0.0.1", port: sink.port, username: "mailer", password: "s3cret-pw" };
    expect((await put(app, admin, saved)).statusCode).toBe(200);

    for (const change of [
      { port: trap.port },
      { username: "other" },
      { host: "localhost", port: trap.port },
    ]) {
      const answer = await put(app, admin, { ...saved, password: undefined, ...change });
      expect([answer.statusCode, answer.json().message]).toEqual([
        400,
        "修改服务器地址、端口或用户名后，请重新输入密码",
      ]);
    }
    await testSend(app, admin);
    expect(trap.offered).toEqual([]);
    // Same server, same user: the saved password is kept; a new one typed in goes where it is meant to.
    expect((await put(app, admin, { ...saved, password: undefined })).json().data.hasPassword).toBe(true);
    expect((await put(app, admin, { ...saved, port: trap.port, password: "for-trap" })).statusCode).toBe(200);
    expect((await testSend(app, admin)).statusCode).toBe(200);
    expect(trap.offered).toEqual(["mailer:for-trap"]);
  });

  it("refuse loopback, unspecified, link-local and private targets unless the operator allows them", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    const { sink } = (await get(app, SYSTEM_API.emailConfig, admin)).json().data;
    for (const host of [
      "127.0.0.1",
      "localhost",
      "0.0.0.0",
      "169.254.169.254",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "127.1",
      "2130706433",
    ]) {
      const answer = await put(app, admin, { ...BASE, host, port: 25, username: "" });
      expect([host, answer.statusCode, answer.json().message]).toEqual([
        host,
        400,
        "邮件服务器不能是本机、内网或链路本地地址",
      ]);
    }
    // The development sink stays usable in demo mode.
    expect(
      (await put(app, admin, { ...BASE, host: "127.0.0.1", port: sink.port, username: "" })).statusCode,
    ).toBe(200);
    expect((await testSend(app, admin)).statusCode).toBe(200);
  });

  it("answer one text for every connection failure: refused, closed at once, or silent", async () => {
    const app = await startServer({ mailAllowPrivateHosts: true });
    const admin = await signIn(app, "admin", "Admin@123");
    const targets = [await port(null), await port((socket) => socket.destroy()), await port(() => undefined)];
    for (const target of targets) {
      await put(app, admin, { ...BASE, host: "127.0.0.1", port: target, username: "" });
      const answer = await testSend(app, admin);
      expect([answer.statusCode, answer.json().message]).toEqual([
        400,
        `测试邮件发送失败：无法连接邮件服务器 127.0.0.1:${target}`,
      ]);
    }
  });
});
