import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import { OP_LOG_API } from "../../src/contracts/opLog";
import { HPC_API } from "../../src/contracts/hpc";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoKeyFile } from "../../server/hpc/hpcCenter";
import { summarize } from "../../server/http";
import { defaultOperation } from "../../server/http/operationLog";
import { closeAll, get, signIn, startServer } from "./helpers";
import { multipart, storageFixture } from "./storageHelpers";
import { WAIT_BUDGET_MS } from "../support/budgets";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

interface Entry {
  userId: string;
  userName: string;
  userAccount: string;
  ip: string;
  area: string;
  pageName: string;
  content: string;
}

let app: FastifyInstance;
let admin: string;
let dev: string;

beforeEach(async () => {
  app = await startServer();
  admin = await signIn(app, "admin", "Admin@123");
  dev = await signIn(app, "dev", "Dev@123");
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

/** Every entry the log audit shows (the admin's read), newest first. */
async function entries(): Promise<Entry[]> {
  const answer = await get(app, `${OP_LOG_API.opLogRead}?pageSize=1000`, admin);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.list as Entry[];
}

const bindBasic = (token: string) =>
  call("POST", HPC_API.hpcSave, token, {
    accountType: 1,
    account: "hpc_basic",
    password: b64("Basic@123"),
    privateId: "hpc_basic",
    privateKey: demoKeyFile("hpc_basic"),
  });

describe("every successful write is logged by the route framework", () => {
  it("an HPC bind: one entry 绑定HPC账号 with dev's name, account and address, no password or key", async () => {
    expect((await bindBasic(dev)).json()).toMatchObject({ code: 200, data: { account: "hpc_basic" } });

    const bind = (await entries()).filter((entry) => entry.content.startsWith("绑定HPC账号"));
    expect(bind).toHaveLength(1);
    expect(bind[0]).toMatchObject({
      userName: "开发者",
      userAccount: "dev",
      pageName: "HPC账号",
      ip: "127.0.0.1",
      area: "本机",
    });
    expect(bind[0]?.content).toContain("account=hpc_basic");
    expect(bind[0]?.content).toContain("password=******");
    const everything = JSON.stringify(await entries());
    for (const secret of ["Basic@123", b64("Basic@123"), "PRIVATE KEY"])
      expect(everything).not.toContain(secret);
  });

  it("switching the HPC account in use and an admin's status switch are logged", async () => {
    await bindBasic(dev);
    const accounts = (await get(app, HPC_API.hpcUserAccounts, dev)).json().data as { id: string }[];
    expect((await call("PUT", HPC_API.hpcSwitch, dev, { id: accounts[0]?.id })).statusCode).toBe(200);
    const admins = (await get(app, `${HPC_API.hpcAdminPage}?pageSize=10`, admin)).json().data.list as {
      id: string;
    }[];
    const status = await call("PUT", HPC_API.hpcAdminUpdateStatus, admin, { id: admins[0]?.id, status: 0 });
    expect(status.json()).toMatchObject({ code: 200 });

    const log = await entries();
    expect(log.find((entry) => entry.content.startsWith("切换HPC账号："))).toMatchObject({
      userAccount: "dev",
    });
    expect(log.find((entry) => entry.content.startsWith("切换HPC账号状态"))).toMatchObject({
      userAccount: "admin",
      pageName: "HPC账号管理",
    });
  });

  it("结束会话: one entry by the admin who ended it, naming the session", async () => {
    const sessions = (await get(app, OP_LOG_API.opLogSessions, admin)).json().data.list as {
      id: number;
      userAccount: string;
    }[];
    const devSession = sessions.find((session) => session.userAccount === "dev");
    expect((await call("DELETE", `${OP_LOG_API.opLogSessions}/${devSession?.id}`, admin)).statusCode).toBe(
      200,
    );

    const ended = (await entries()).filter((entry) => entry.content.startsWith("结束会话"));
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ userAccount: "admin", pageName: "会话管理" });
    expect(ended[0]?.content).toContain(`id=${devSession?.id}`);
  });

  it("a storage write (new folder): an entry 存储操作 新建文件夹 with the target, by dev", async () => {
    await bindBasic(dev);
    const made = await call("POST", STORAGE_API.storageOpt, dev, {
      type: STORAGE.opType.mkdir,
      target: ["/GPUFS/dev/logged"],
    });
    expect(made.json()).toMatchObject({ code: 200 });

    const ops = (await entries()).filter((entry) => entry.pageName === "存储管理");
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ userAccount: "dev" });
    // One readable sentence (the home page's 最近操作 shows it as it is), not the request's parts.
    expect(ops[0]?.content).toBe("存储操作：新建文件夹 /GPUFS/dev/logged");
    // The folder exists once its operation has run (operations run after the answer, as the records
    // page shows them); renaming it before would rightly find nothing.
    const madeId = (made.json() as { spec: { id: number } }).spec.id;
    await vi.waitFor(
      async () => {
        const records = (await get(app, `${STORAGE_API.storageOpt}?page=1&limit=100&order_by=id`, dev)).json()
          .spec as { id: number; status: number }[];
        expect(records.find((record) => record.id === madeId)?.status).toBe(STORAGE.opStatus.done);
      },
      { timeout: WAIT_BUDGET_MS, interval: 20 },
    );

    const renamed = await call("POST", STORAGE_API.storageOpt, dev, {
      type: STORAGE.opType.rename,
      from: [{ path: "/GPUFS/dev/logged" }],
      target: [{ path: "kept" }],
    });
    expect(renamed.json()).toMatchObject({ code: 200 });
    const latest = (await entries()).filter((entry) => entry.pageName === "存储管理");
    expect(latest.map((entry) => entry.content)).toContain("存储操作：重命名 /GPUFS/dev/logged → kept");
  });

  it("refused writes, reads, the op-log write itself and signing in leave no entry", async () => {
    const wrong = await call("POST", HPC_API.hpcSave, dev, {
      accountType: 1,
      account: "hpc_basic",
      password: b64("Wrong@123"),
      privateId: "hpc_basic",
      privateKey: demoKeyFile("hpc_basic"),
    });
    expect(wrong.json()).toMatchObject({ code: 401 });
    const refusedStorage = await call("POST", STORAGE_API.storageOpt, dev, {
      type: 3,
      target: ["/GPUFS/admin/x"],
    });
    expect(refusedStorage.json().code).not.toBe(200);
    await get(app, HPC_API.hpcUserAccounts, dev);
    await call("POST", OP_LOG_API.opLogWrite, dev, []);
    await signIn(app, "dev2", "Dev2@123");

    expect(await entries()).toEqual([]);
  });
});

describe("a route that declares no name", () => {
  it("is named from its method and url: a new label group is 提交 label-group in module label-group", async () => {
    const made = await call("POST", "/api/aimanager/v1/label-group", admin, {
      groupName: "日志默认名",
      description: "",
    });
    expect(made.statusCode).toBe(200);
    const entry = (await entries()).find((one) => one.pageName === "label-group");
    expect(entry?.content).toMatch(/^提交 label-group：.*groupName=日志默认名/);
    expect(entry?.userAccount).toBe("admin");
    expect(defaultOperation("DELETE", "/api/aimanager/v1/data-set/data/:id")).toEqual({
      name: "删除 data-set/data",
      module: "data-set",
    });
  });
});

describe("the summary of what was sent", () => {
  it("masks password, code, token and key fields at any depth and names the rest", () => {
    const text = summarize({
      params: { id: 7 },
      body: {
        name: "a",
        password: "P@ss",
        nested: { verificationCode: "123456", token: "t" },
        privateKey: "k",
      },
    });
    expect(text).toBe(
      'id=7, name=a, password=******, nested={"verificationCode":"******","token":"******"}, privateKey=******',
    );
  });
});

describe("a chunked upload", () => {
  it("is one entry 上传文件 when its last chunk lands, not one per chunk", async () => {
    const fx = await storageFixture();
    const all = Buffer.from("0123456789");
    const put = async (start: number, end: number, index: number) => {
      const form = await multipart(
        {
          currentChunkSize: String(end - start + 1),
          totalSize: String(all.length),
          currentIndex: String(index),
        },
        [{ field: "file", name: "chunks.txt", bytes: all.subarray(start, end + 1) }],
      );
      const answer = await fx.app.inject({
        method: "PUT",
        url: `${STORAGE_API.storageUpload}?file=${encodeURIComponent("/GPUFS/admin/chunks.txt")}`,
        headers: {
          ...form.headers,
          authorization: `Bearer ${fx.token}`,
          "content-range": `bytes ${start}-${end}/10`,
        },
        payload: form.payload,
      });
      expect(answer.json()).toMatchObject({ code: 200 });
    };
    const logged = async () =>
      (
        (
          await get(fx.app, `${OP_LOG_API.opLogRead}?pageName=${encodeURIComponent("存储管理")}`, fx.token)
        ).json().data.list as Entry[]
      ).filter((entry) => entry.content.startsWith("上传文件"));

    await put(0, 3, 1);
    await put(4, 7, 2);
    expect(await logged()).toEqual([]);
    await put(8, 9, 3);
    const entries = await logged();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userAccount: "admin" });
    expect(entries[0]?.content).toContain("file=/GPUFS/admin/chunks.txt");
  });
});
