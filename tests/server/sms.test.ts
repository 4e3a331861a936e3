// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_API } from "../../src/contracts/account";
import { closeAll, get, manualClock, passwordGrant, signIn, startServer } from "./helpers";
import { pngOfSize } from "../support/pngImage";

let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
let dev: string;

beforeEach(async () => {
  clock = manualClock();
  app = await startServer({ now: clock.now });
  dev = await signIn(app, "dev", "Dev@123");
});
afterEach(closeAll);

const send = (phone: string, type = 2, token = dev) =>
  get(app, `${ACCOUNT_API.smsSend}?type=${type}${phone ? `&phone=${phone}` : ""}`, token);
const valid = (payload: object, token = dev) =>
  app.inject({
    method: "POST",
    url: ACCOUNT_API.smsValid,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const profile = async () => (await get(app, ACCOUNT_API.profile, dev)).json().data;
const outboxCodes = async () =>
  ((await get(app, "/__dev/outbox")).json() as { channel: string; to: string; code?: string }[]).filter(
    (message) => message.channel === "sms",
  );
const latestCode = async () => (await outboxCodes()).at(-1)?.code ?? "";

describe("sending a code", () => {
  it("sends a 6-digit code to the development outbox, never in the answer, which says 发送成功", async () => {
    const response = await send("13800138000");
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { code: 200, message: "success", data: { message: "发送成功" } },
    ]);
    const [message] = await outboxCodes();
    expect(message?.to).toBe("13800138000");
    expect(message?.code).toMatch(/^\d{6}$/);
  });

  it("refuses an empty or malformed phone number with the phone rule's texts", async () => {
    expect((await send("")).json()).toEqual({ code: 400, message: "请输入手机号" });
    expect((await send("12800138000")).json()).toEqual({ code: 400, message: "手机号格式不正确" });
    expect((await send("1380013800")).json()).toEqual({ code: 400, message: "手机号格式不正确" });
    expect(await outboxCodes()).toEqual([]);
  });

  it("refuses a resend within 60 s, with the seconds left, and sends again after", async () => {
    await send("13800138000");
    clock.advance(45_000);
    expect((await send("13800138000")).json()).toEqual({ code: 400, message: "发送失败，请15秒后重试" });
    clock.advance(15_000);
    expect((await send("13800138000")).statusCode).toBe(200);
    expect(await outboxCodes()).toHaveLength(2);
  });

  it("sends the password code to the number on file, and refuses one without a number", async () => {
    expect((await send("", 3)).json()).toEqual({ code: 400, message: "发送失败，请先绑定手机号" });
    await send("13900139000");
    await valid({ type: 2, phone: "13900139000", code: await latestCode() });
    // One code a minute to a number, whatever its purpose.
    clock.advance(60_000);
    expect((await send("", 3)).statusCode).toBe(200);
    expect((await outboxCodes()).at(-1)?.to).toBe("13900139000");
  });

  it("needs a session", async () => {
    expect((await get(app, `${ACCOUNT_API.smsSend}?phone=13800138000`)).statusCode).toBe(401);
  });
});

describe("validating a code", () => {
  it("sets the phone number with the right code, shown masked; the code is used up", async () => {
    await send("13800138000");
    const code = await latestCode();
    const response = await valid({ type: 2, phone: "13800138000", code });
    expect([response.statusCode, response.json().data]).toEqual([200, { message: "手机号设置成功" }]);
    expect((await profile()).phone).toBe("138****8000");
    expect((await valid({ type: 2, phone: "13800138000", code })).json()).toEqual({
      code: 400,
      message: "请先获取验证码",
    });
  });

  it("refuses a wrong code, the code for another number, and after 5 misses the code itself", async () => {
    await send("13800138000");
    const code = await latestCode();
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await valid({ type: 2, phone: "13800138000", code: wrong })).json().message).toBe("验证码错误");
    expect((await valid({ type: 2, phone: "13700137000", code })).json().message).toBe("验证码错误");
    for (let i = 0; i < 2; i += 1) await valid({ type: 2, phone: "13800138000", code: wrong });
    expect((await valid({ type: 2, phone: "13800138000", code: wrong })).json().message).toBe(
      "验证码错误次数过多，请重新获取",
    );
    expect((await valid({ type: 2, phone: "13800138000", code })).json().message).toBe(
      "验证码错误次数过多，请重新获取",
    );
    expect((await profile()).phone).toBe("");
  });

  it("refuses an expired code (5 minutes)", async () => {
    await send("13800138000");
    const code = await latestCode();
    clock.advance(5 * 60_000 + 1);
    expect((await valid({ type: 2, phone: "13800138000", code })).json()).toEqual({
      code: 400,
      message: "验证码已过期，请重新获取",
    });
  });

  it("sets the password with a code sent to the number on file; the old one stops working", async () => {
    await send("13800138000");
    await valid({ type: 2, phone: "13800138000", code: await latestCode() });
    clock.advance(60_000);
    await send("", 3);
    const code = await latestCode();
    expect((await valid({ type: 3, password: "123", code })).json().message).toBe("密码长度为6-32个字符");
    const response = await valid({ type: 3, password: "NewDev@456", code });
    expect(response.json().data).toEqual({ message: "密码设置成功" });
    expect((await passwordGrant(app, "dev", "Dev@123")).statusCode).toBe(401);
    expect((await passwordGrant(app, "dev", "NewDev@456")).statusCode).toBe(200);
  });

  it("keeps codes per user: another user's code does not work", async () => {
    const admin = await signIn(app, "admin", "Admin@123");
    await send("13800138000", 2, admin);
    const code = await latestCode();
    expect((await valid({ type: 2, phone: "13800138000", code })).json().message).toBe("请先获取验证码");
  });

  it("refuses an empty code and a type other than 2 or 3", async () => {
    expect((await valid({ type: 2, phone: "13800138000", code: " " })).json().message).toBe("请输入验证码");
    expect((await valid({ type: 4, phone: "13800138000", code: "123456" })).statusCode).toBe(400);
  });
});

describe("own profile and avatar", () => {
  const put = (url: string, payload: object) =>
    app.inject({ method: "PUT", url, headers: { authorization: `Bearer ${dev}` }, payload });
  // A real PNG of the size: the avatar's bytes are checked, not only its label.
  const png = (bytes: number) => `data:image/png;base64,${pngOfSize(bytes).toString("base64")}`;

  it("changes the display name, refusing an empty one with the settings page's 姓名不能为空", async () => {
    expect((await put(ACCOUNT_API.profile, { displayName: "  " })).json().message).toBe("姓名不能为空");
    expect((await put(ACCOUNT_API.profile, { displayName: " 新名字 " })).json().data.displayName).toBe(
      "新名字",
    );
    expect((await get(app, "/api/aam/v1/portal/user/info", dev)).json().data.displayName).toBe("新名字");
  });

  it("takes a png of 500 kb and refuses 600 kb with 文件大小限制：500kb, or another format", async () => {
    expect((await put(ACCOUNT_API.avatar, { attributeContent: png(500 * 1024) })).statusCode).toBe(200);
    expect((await put(ACCOUNT_API.avatar, { attributeContent: png(600 * 1024) })).json()).toEqual({
      code: 400,
      message: "文件大小限制：500kb",
    });
    expect(
      (await put(ACCOUNT_API.avatar, { attributeContent: "data:image/gif;base64,AAAA" })).json().message,
    ).toBe("请上传以下文件格式：png、jpg、jpeg");
    expect((await profile()).attributeContent).toBe(png(500 * 1024));
  });
});
