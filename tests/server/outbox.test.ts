// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { closeAll, manualClock, startServer } from "./helpers";

afterEach(closeAll);

describe("development outbox", () => {
  it("serves stored messages at GET /__dev/outbox without a token, newest last", async () => {
    const clock = manualClock();
    const printed: string[] = [];
    const app = await startServer({ now: clock.now, printOutbox: (line) => printed.push(line) });
    expect((await app.inject({ method: "GET", url: "/__dev/outbox" })).json()).toEqual([]);

    app.sendToOutbox({
      to: "13800000000",
      channel: "sms",
      subject: "设置手机号",
      text: "验证码 123456",
      code: "123456",
    });
    clock.advance(1000);
    app.sendToOutbox({
      to: "sc_admin",
      channel: "hpc",
      subject: "HPC 绑定",
      text: "验证码 654321",
      code: "654321",
    });
    clock.advance(1000);
    app.sendToOutbox({ to: "admin@example.com", channel: "mail", subject: "通知", text: "你好" });

    const response = await app.inject({ method: "GET", url: "/__dev/outbox" });
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages.map((message: { to: string }) => message.to)).toEqual([
      "13800000000",
      "sc_admin",
      "admin@example.com",
    ]);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      sentAt: clock.now() - 2000,
      to: "13800000000",
      channel: "sms",
      subject: "设置手机号",
      text: "验证码 123456",
      code: "123456",
    });
    expect(messages[2].code).toBeUndefined();
    expect(printed).toHaveLength(3);
    expect(printed[1]).toContain("654321");
  });

  it("keeps messages across a restart", async () => {
    const first = await startServer();
    first.sendToOutbox({ to: "x", channel: "sms", subject: "s", text: "t", code: "111111" });
    const dataDir = first.platform.db.name.replace(/[/\\]platform\.db$/, "");
    await first.close();
    const second = await startServer({ dataDir });
    expect((await second.inject({ method: "GET", url: "/__dev/outbox" })).json()).toHaveLength(1);
  });
});
