// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_API } from "../../src/contracts/account";
import { closeAll, get, manualClock, signIn, startServer } from "../server/helpers";

/**
 * SMS codes probed as an attacker: one number bombed from several accounts, codes sent by accounts
 * that may do nothing, a number taken over from the account that holds it.
 */
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;

beforeEach(async () => {
  clock = manualClock();
  app = await startServer({ now: clock.now });
});
afterEach(closeAll);

const send = (token: string, phone: string, type = 2) =>
  get(app, `${ACCOUNT_API.smsSend}?type=${type}${phone ? `&phone=${phone}` : ""}`, token);
const valid = (token: string, payload: object) =>
  app.inject({
    method: "POST",
    url: ACCOUNT_API.smsValid,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const smsTo = async (phone: string) =>
  ((await get(app, "/__dev/outbox")).json() as { channel: string; to: string; code?: string }[]).filter(
    (message) => message.channel === "sms" && message.to === phone,
  );

describe("one number", () => {
  it("gets one code a minute, however many accounts ask", async () => {
    const accounts = [
      ["admin", "Admin@123"],
      ["dev", "Dev@123"],
      ["dev2", "Dev2@123"],
      ["annot1", "Annot1@123"],
      ["annot2", "Annot2@123"],
      ["ops", "Ops@123"],
    ] as const;
    const tokens = await Promise.all(accounts.map(([name, password]) => signIn(app, name, password)));
    const answers = [];
    for (const token of tokens) answers.push((await send(token, "13600001111")).json());
    expect(answers[0]).toMatchObject({ code: 200 });
    for (const answer of answers.slice(1))
      expect(answer).toEqual({ code: 400, message: "发送失败，请60秒后重试" });
    expect(await smsTo("13600001111")).toHaveLength(1);
    clock.advance(60_000);
    expect((await send(tokens[1]!, "13600001111")).json()).toMatchObject({ code: 200 });
  });

  it("gets at most 10 codes in 24 hours", async () => {
    const dev = await signIn(app, "dev", "Dev@123");
    for (let n = 0; n < 10; n += 1) {
      expect((await send(dev, "13600002222")).json()).toMatchObject({ code: 200 });
      clock.advance(61_000);
    }
    expect((await send(dev, "13600002222")).json()).toEqual({
      code: 400,
      message: "发送失败，该手机号24小时内已接收10条验证码，请稍后再试",
    });
    expect((await send(dev, "13600003333")).json()).toMatchObject({ code: 200 });
    clock.advance(24 * 60 * 60_000);
    const later = await signIn(app, "dev", "Dev@123");
    expect((await send(later, "13600002222")).json()).toMatchObject({ code: 200 });
    expect(await smsTo("13600002222")).toHaveLength(11);
  });
});

describe("who may send", () => {
  it("refuses an account without any code and one not audited yet", async () => {
    const nobody = await signIn(app, "nobody", "Nobody@123");
    expect((await send(nobody, "13600004444")).json()).toEqual({
      code: 403,
      message: "该账号暂无本平台的角色权限，请联系管理员",
    });
    const pending = await signIn(app, "pending", "Pending@123");
    expect((await send(pending, "13600004444")).json()).toEqual({
      code: 403,
      message: "账号尚未通过审核，暂不能进行此操作",
    });
    expect(await smsTo("13600004444")).toHaveLength(0);
  });
});

describe("a phone number belongs to one account", () => {
  it("refuses a number another account holds, even with a code asked for before it was taken", async () => {
    const [annot1, annot2] = await Promise.all([
      signIn(app, "annot1", "Annot1@123"),
      signIn(app, "annot2", "Annot2@123"),
    ]);
    await send(annot1, "13600005555");
    const first = (await smsTo("13600005555")).at(-1)!.code!;
    clock.advance(60_000);
    await send(annot2, "13600005555");
    const second = (await smsTo("13600005555")).at(-1)!.code!;
    expect((await valid(annot1, { type: 2, phone: "13600005555", code: first })).json()).toMatchObject({
      code: 200,
    });
    const TAKEN = { code: 400, message: "该手机号已绑定其他账号" };
    expect((await valid(annot2, { type: 2, phone: "13600005555", code: second })).json()).toEqual(TAKEN);
    clock.advance(60_000);
    expect((await send(annot2, "13600005555")).json()).toEqual(TAKEN);
    expect((await get(app, ACCOUNT_API.profile, annot2)).json().data.phone).toBe("");
  });
});

describe("a password set through the SMS code", () => {
  it("ends the user's other sessions and keeps the one that set it", async () => {
    const here = await signIn(app, "annot2", "Annot2@123");
    const elsewhere = await signIn(app, "annot2", "Annot2@123");
    await send(here, "13600006666");
    await valid(here, { type: 2, phone: "13600006666", code: (await smsTo("13600006666")).at(-1)!.code });
    clock.advance(60_000);
    expect((await send(here, "", 3)).json()).toMatchObject({ code: 200 });
    const code = (await smsTo("13600006666")).at(-1)!.code;
    expect((await valid(here, { type: 3, code, password: "Annot2@456" })).json()).toMatchObject({
      code: 200,
    });
    const ended = await get(app, ACCOUNT_API.profile, elsewhere);
    expect([ended.statusCode, ended.json().message]).toEqual([401, "登录已过期，请重新登录！"]);
    expect((await get(app, ACCOUNT_API.profile, here)).statusCode).toBe(200);
  });
});
