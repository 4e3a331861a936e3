import { HPC_API } from "../../src/contracts/hpc";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import { demoKeyFile } from "../../server/hpc/hpcCenter";
import { closeAll, get, manualClock, signIn, startServer } from "./helpers";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
let dev: string;
let admin: string;

beforeEach(async () => {
  clock = manualClock();
  app = await startServer({ now: clock.now });
  dev = await signIn(app, "dev", "Dev@123");
  admin = await signIn(app, "admin", "Admin@123");
});
afterEach(closeAll);

function call(method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}

const form = (account: string, password: string, extra: Record<string, string> = {}) => ({
  accountType: 1,
  account,
  password: b64(password),
  privateId: account,
  privateKey: demoKeyFile(account),
  ...extra,
});

async function latestCode(): Promise<string> {
  const messages = (await get(app, API.devOutbox)).json() as { channel: string; code?: string }[];
  return messages.filter((message) => message.channel === "hpc").at(-1)?.code ?? "";
}

describe("the simulated centre's credential check", () => {
  it("answers kind verification_code for the protected account and password for the other", async () => {
    const secure = await call("POST", HPC_API.hpcCheckCredential, dev, {
      username: "hpc_secure",
      password: b64("Secure@123"),
    });
    expect(secure.json()).toMatchObject({ code: 200, data: { kind: "verification_code" } });
    const basic = await call("POST", HPC_API.hpcCheckCredential, dev, {
      username: "hpc_basic",
      password: b64("Basic@123"),
    });
    expect(basic.json()).toMatchObject({ code: 200, data: { kind: "password" } });
  });

  it("refuses a wrong password, an unknown account and a password that is not base64", async () => {
    for (const payload of [
      { username: "hpc_basic", password: b64("wrong") },
      { username: "nobody_here", password: b64("Basic@123") },
      { username: "hpc_basic", password: "Basic@123!" },
    ]) {
      const answer = (await call("POST", HPC_API.hpcCheckCredential, dev, payload)).json();
      expect(answer).toMatchObject({ code: 401, message: "账号或密码错误" });
    }
  });

  it("needs a bearer token", async () => {
    const response = await app.inject({ method: "POST", url: HPC_API.hpcCheckCredential, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe("verification codes", () => {
  it("go to the development outbox and check once right", async () => {
    expect((await call("POST", HPC_API.hpcSendCode, dev, { user_name: "hpc_secure" })).json()).toMatchObject({
      code: 200,
    });
    const code = await latestCode();
    expect(code).toMatch(/^\d{6}$/);
    const answer = await call("POST", HPC_API.hpcCheckCode, dev, {
      username: "hpc_secure",
      verification_code: code,
    });
    expect(answer.json()).toMatchObject({ code: 200 });
  });

  it("answer wrong, too long and expired codes with a code other than 200 and a Chinese info text", async () => {
    await call("POST", HPC_API.hpcSendCode, dev, { user_name: "hpc_secure" });
    const code = await latestCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const check = (verification_code: string) =>
      call("POST", HPC_API.hpcCheckCode, dev, { username: "hpc_secure", verification_code }).then((r) =>
        r.json(),
      );
    expect(await check(wrong)).toMatchObject({ code: 400, message: "验证码错误" });
    expect(await check(`${code}1`)).toMatchObject({ code: 400, message: "验证码长度不能超过6位" });
    clock.advance(5 * 60_000 + 1);
    expect(await check(code)).toMatchObject({ code: 410, message: "验证码已过期，请重新获取" });
  });
});

describe("saving a binding", () => {
  it("binds the protected account after its code is checked; the list and user/user/self follow", async () => {
    expect((await get(app, HPC_API.hpcUserSelf, dev)).statusCode).toBe(506);
    expect((await get(app, HPC_API.hpcUserAccounts, dev)).json().data).toEqual([]);

    const unchecked = await call(
      "POST",
      HPC_API.hpcSave,
      dev,
      form("hpc_secure", "Secure@123", { verificationCode: "123456" }),
    );
    expect(unchecked.json()).toMatchObject({ code: 400, message: "请先校验验证码" });

    await call("POST", HPC_API.hpcSendCode, dev, { user_name: "hpc_secure" });
    const code = await latestCode();
    await call("POST", HPC_API.hpcCheckCode, dev, { username: "hpc_secure", verification_code: code });
    const saved = await call(
      "POST",
      HPC_API.hpcSave,
      dev,
      form("hpc_secure", "Secure@123", { verificationCode: code }),
    );
    expect(saved.json()).toMatchObject({
      code: 200,
      data: { account: "hpc_secure", bindType: 1, current: true },
    });

    const list = (await get(app, HPC_API.hpcUserAccounts, dev)).json().data;
    expect(list.map((account: { account: string }) => account.account)).toEqual(["hpc_secure"]);
    const self = await get(app, HPC_API.hpcUserSelf, dev);
    expect(self.statusCode).toBe(200);
    expect(self.json().data.spec).toMatchObject({ account: "hpc_secure", cluster: "sc-cluster-1" });
  });

  it("refuses an incomplete form, a wrong key file and a wrong password", async () => {
    const incomplete = await call("POST", HPC_API.hpcSave, dev, {
      ...form("hpc_basic", "Basic@123"),
      privateKey: "",
    });
    expect(incomplete.json()).toMatchObject({ code: 400, message: "请完善数据再保存！" });
    const wrongKey = await call("POST", HPC_API.hpcSave, dev, {
      ...form("hpc_basic", "Basic@123"),
      privateKey: demoKeyFile("hpc_spare"),
    });
    expect(wrongKey.json()).toMatchObject({ code: 400, message: "密钥文件与账号不匹配" });
    const wrongPassword = await call("POST", HPC_API.hpcSave, dev, form("hpc_basic", "Basic@1234"));
    expect(wrongPassword.json()).toMatchObject({ code: 401, message: "账号或密码错误" });
    expect((await get(app, HPC_API.hpcUserAccounts, dev)).json().data).toEqual([]);
  });

  it("switches the account in use, which the tenant header then names", async () => {
    await call("POST", HPC_API.hpcSave, dev, form("hpc_basic", "Basic@123"));
    await call("POST", HPC_API.hpcSave, dev, form("hpc_spare", "Spare@123"));
    const list = (await get(app, HPC_API.hpcUserAccounts, dev)).json().data as {
      id: string;
      account: string;
      current: boolean;
    }[];
    expect(list.find((account) => account.current)?.account).toBe("hpc_basic");
    const spare = list.find((account) => account.account === "hpc_spare")!;
    const switched = await call("PUT", HPC_API.hpcSwitch, dev, { id: spare.id });
    expect(switched.json().data.find((account: { current: boolean }) => account.current).account).toBe(
      "hpc_spare",
    );
    expect((await get(app, HPC_API.hpcUserSelf, dev)).json().data.spec.account).toBe("hpc_spare");
  });

  it("never deletes a user-bound (bindType 2) account; unbinds others", async () => {
    const [own] = (await get(app, HPC_API.hpcUserAccounts, admin)).json().data as {
      id: string;
      bindType: number;
    }[];
    expect(own.bindType).toBe(2);
    expect((await call("DELETE", `${HPC_API.hpcBinding}/${own.id}`, admin)).statusCode).toBe(403);
    const saved = (await call("POST", HPC_API.hpcSave, dev, form("hpc_basic", "Basic@123"))).json().data;
    expect((await call("DELETE", `${HPC_API.hpcBinding}/${saved.id}`, dev)).json().data).toEqual([]);
  });
});

describe("requireBoundHpc, the refresh and the key upload", () => {
  it("answers 506 without a bound account and a fresh token with one", async () => {
    expect((await call("POST", HPC_API.hpcRefreshToken, dev)).statusCode).toBe(506);
    const refreshed = await call("POST", HPC_API.hpcRefreshToken, admin);
    expect(refreshed.json().data).toMatchObject({ account: "sc_admin", expiresIn: 300 });
    expect(refreshed.json().data.token).toMatch(/^[0-9a-f]{48}$/);
  });

  it("accepts a key file and refuses anything else with 上传失败，请重新上传！", async () => {
    const ok = await call("POST", HPC_API.hpcUploadKey, dev, {
      fileName: "hpc_basic.pem",
      content: demoKeyFile("hpc_basic"),
    });
    expect(ok.json()).toMatchObject({ code: 200, data: { privateId: "hpc_basic" } });
    const bad = await call("POST", HPC_API.hpcUploadKey, dev, { fileName: "notes.txt", content: "hello" });
    expect(bad.json()).toMatchObject({ code: 400, message: "上传失败，请重新上传！" });
  });
});

describe("the back office's external-platform-account-info calls", () => {
  it("need hpc-manage", async () => {
    expect((await get(app, HPC_API.hpcAdminPage, dev)).statusCode).toBe(403);
    expect((await get(app, HPC_API.hpcAdminList, dev)).statusCode).toBe(403);
  });

  it("page, filter, change a status that disables binding, and list an account's groups", async () => {
    const page = (await get(app, `${HPC_API.hpcAdminPage}?pageNum=1&pageSize=2`, admin)).json().data;
    expect(page.total).toBe(4);
    expect(page.list.map((row: { account: string }) => row.account)).toEqual(["sc_admin", "hpc_secure"]);
    const filtered = (await get(app, `${HPC_API.hpcAdminPage}?account=spare`, admin)).json().data;
    expect(filtered.list).toHaveLength(1);
    const spare = filtered.list[0] as { id: string; status: number };
    expect(spare.status).toBe(1);

    expect(
      (await call("PUT", HPC_API.hpcAdminUpdateStatus, admin, { id: spare.id, status: 0 })).json().code,
    ).toBe(200);
    const disabled = (await get(app, `${HPC_API.hpcAdminList}?status=0`, admin)).json().data;
    expect(disabled.map((row: { account: string }) => row.account)).toEqual(["hpc_spare"]);
    const refused = await call("POST", HPC_API.hpcCheckCredential, dev, {
      username: "hpc_spare",
      password: b64("Spare@123"),
    });
    expect(refused.json()).toMatchObject({ code: 403, message: "该HPC账号已停用，请联系管理员" });

    const all = (await get(app, HPC_API.hpcAdminList, admin)).json().data as {
      id: string;
      account: string;
    }[];
    const scAdmin = all.find((row) => row.account === "sc_admin")!;
    const groups = (await get(app, `${HPC_API.hpcAdminGroup}/${scAdmin.id}`, admin)).json().data;
    expect(groups).toEqual([
      {
        bindGroupId: "g-platform",
        bindGroupName: "平台运营",
        bindType: 2,
        bindUserId: expect.any(String),
        bindUserName: "admin",
      },
    ]);
  });
});
