// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import { OP_LOG_API } from "../../src/contracts/opLog";
import { HPC_API } from "../../src/contracts/hpc";
import WebSocket from "ws";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ENDED_CLOSE } from "../../src/contracts/sessionSockets";
import { ACCOUNT_API } from "../../src/contracts/account";
import { API } from "../../src/core/config";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { closeAll, get, signIn, startServer, tempDir } from "../server/helpers";
import { callAs, seedShapesDataset } from "../server/trainingRoutesSupport";

/**
 * Sessions end when they should, and what they opened ends with them: a password changed (by an
 * administrator or by the user: tests/security/smsAbuse.test.ts), a user disabled, a sign-out; an open log socket closes with
 * SESSION_ENDED_CLOSE; a user holding no code can do nothing but read their empty codes and sign out.
 */
let app: FastifyInstance;
let base: string;
let admin: string;
let adminId: number;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir("sessions-end-");
  // Steps at the default pace: the run stays alive while the sockets are watched.
  app = await startServer({ dataDir, trainingEnv: { TRAINING_POLL_MS: "50" } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  admin = await signIn(app, "admin", "Admin@123");
  adminId = Number((await get(app, API.userInfo, admin)).json().data.id);
});
afterAll(closeAll);

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, token = admin) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const at = (template: string, id: number) => template.replace(":id", String(id));
const EXPIRED = [401, "登录已过期，请重新登录！"];
const statusOf = async (token: string) => {
  const answer = await get(app, API.userResource, token);
  return [answer.statusCode, answer.json().message];
};

/** Opens the run's log socket; `closed` says how it closed (or "open" after 5 s). */
function openLog(runId: number, token: string) {
  const socket = new WebSocket(`${base}/api/aimanager/v1/train/logs/v2?id=${runId}&token=${token}`);
  const opened = new Promise<void>((resolve) => socket.once("message", () => resolve()));
  const closed = new Promise<number | "open">((resolve) => {
    const timer = setTimeout(() => resolve("open"), 5000);
    socket.on("close", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  return { opened, closed, socket };
}

describe("an administrator's password reset", () => {
  it("ends every session of the user at once", async () => {
    const created = await call("POST", USER_ADMIN_API.users, {
      userName: "reset_me",
      password: "Before@123",
      displayName: "重置我",
      phone: "13812345678",
      email: "reset@example.com",
      belongSystem: 1,
    });
    const id = created.json().data.id as number;
    const sessions = [
      await signIn(app, "reset_me", "Before@123"),
      await signIn(app, "reset_me", "Before@123"),
    ];
    expect(await statusOf(sessions[0]!)).toEqual([200, "success"]);
    await call("PUT", at(USER_ADMIN_API.userPassword, id), { password: "After@123" });
    for (const session of sessions) expect(await statusOf(session)).toEqual(EXPIRED);
    await signIn(app, "reset_me", "After@123");
  });
});

describe("the training log socket of an ended session", () => {
  let runId: number;
  beforeAll(async () => {
    const data = seedShapesDataset(app, dataDir, "admin");
    const algorithm = await callAs<{ id: number }>(app, admin, "POST", "/tb-algorithm-manage/algorithm", {
      name: "会话算法",
      typeId: 3,
    });
    const version = await callAs<{ id: number }>(app, admin, "POST", "/tb-algorithm-version/version", {
      algorithmId: algorithm.body.data.id,
      trainer: "softmax",
      params: { epochs: 400 },
    });
    const task = await callAs<{ id: number }>(app, admin, "POST", "/tb-task-manage/task", {
      name: "会话任务",
      algorithmVersionId: version.body.data.id,
      datasetVersionId: data.annotated,
      labelGroupId: data.labelGroupId,
      params: { epochs: 400 },
    });
    const run = await callAs<{ id: number }>(app, admin, "POST", "/train/job-version", {
      taskId: task.body.data.id,
    });
    expect(run.status).toBe(200);
    runId = run.body.data.id;
  });

  /** The run is still going: a socket closed by its end would prove nothing. */
  const stillRunning = async () =>
    expect(
      (await callAs<{ status: string }>(app, admin, "GET", `/train/status?id=${runId}`)).body.data.status,
    ).toMatch(/^(queued|running|pending|starting)$/);

  it("closes with the session-ended code when its session signs out", async () => {
    const second = await signIn(app, "admin", "Admin@123");
    const log = openLog(runId, second);
    await log.opened;
    await call("POST", API.logout, undefined, second);
    expect(await log.closed).toBe(SESSION_ENDED_CLOSE.code);
    await stillRunning();
  });

  it("closes when the user's password is changed, the changer's own session staying", async () => {
    const other = await signIn(app, "admin", "Admin@123");
    const log = openLog(runId, other);
    await log.opened;
    await call("PUT", at(USER_ADMIN_API.userPassword, adminId), { password: "Admin@456" });
    expect(await log.closed).toBe(SESSION_ENDED_CLOSE.code);
    expect(await statusOf(other)).toEqual(EXPIRED);
    expect(await statusOf(admin)).toEqual([200, "success"]);
    await stillRunning();
  });

  it("closes when the user is disabled", async () => {
    // A second keeper of the back office, so admin may be disabled.
    const roles = (await get(app, USER_ADMIN_API.allRoles, admin)).json().data as {
      id: number;
      name: string;
    }[];
    const keeper = await call("POST", USER_ADMIN_API.users, {
      userName: "second_keeper",
      password: "Keeper@123",
      displayName: "第二管理员",
      phone: "13812345678",
      email: "keeper@example.com",
      belongSystem: 1,
    });
    const keeperId = keeper.json().data.id as number;
    await call("PUT", at(USER_ADMIN_API.userAudit, keeperId), { auditStatus: 1 });
    await call("PUT", at(USER_ADMIN_API.userRoles, keeperId), {
      roleIds: [roles.find((role) => role.name === "平台管理员")!.id],
    });
    const keeperToken = await signIn(app, "second_keeper", "Keeper@123");
    const log = openLog(runId, admin);
    await log.opened;
    await call("PUT", at(USER_ADMIN_API.userStatus, adminId), { enabled: 0 }, keeperToken);
    expect(await log.closed).toBe(SESSION_ENDED_CLOSE.code);
    await call("PUT", at(USER_ADMIN_API.userStatus, adminId), { enabled: 1 }, keeperToken);
    admin = await signIn(app, "admin", "Admin@456");
    await stillRunning();
    await callAs(app, admin, "POST", `/train/train/terminate/${runId}`);
  });
});

describe("a user holding no code (nobody)", () => {
  it("is refused every route but signing out, its own info, codes and operation log", async () => {
    const nobody = await signIn(app, "nobody", "Nobody@123");
    const NO_CODES = "该账号暂无本平台的角色权限，请联系管理员";
    const FEEDBACK = {
      feedbackUser: "无权限用户",
      feedbackContactNumber: "13700003333",
      feedbackEmail: "nobody@example.com",
      feedbackContent: "一条反馈",
    };
    const open = new Set<string>([API.userInfo, API.userResource, OP_LOG_API.opLogWrite, API.logout]);
    const routes = app.routeTable.filter((entry) => entry.access !== undefined && entry.access !== "public");
    expect(routes.length).toBeGreaterThan(150);
    const reached: string[] = [];
    for (const entry of routes) {
      if (open.has(entry.url)) continue;
      const answer = await app.inject({
        method: entry.method as "POST",
        url: entry.url.replace(/:[A-Za-z]+/g, "1"),
        headers: { authorization: `Bearer ${nobody}` },
        payload: entry.method === "GET" ? undefined : {},
      });
      if (answer.statusCode !== 403) reached.push(`${entry.method} ${entry.url} ${answer.statusCode}`);
      else if (entry.access === "signedIn") expect(answer.json().message).toBe(NO_CODES);
    }
    expect(reached).toEqual([]);
    // The calls of the probe, by name: SMS, an upload, feedback, binding an HPC account.
    for (const [method, url] of [
      ["GET", `${ACCOUNT_API.smsSend}?phone=13700002222&type=2`],
      ["POST", "/api/ai-cloud-platform/v1/feedback/info"],
      ["POST", HPC_API.hpcSave],
      ["PUT", `${STORAGE_API.storageUpload}?file=/GPUFS/nobody/a.txt`],
    ] as const)
      expect((await call(method, url, FEEDBACK, nobody)).statusCode).toBe(403);
    expect((await get(app, API.userResource, nobody)).json()).toMatchObject({ code: 200, data: [] });
    expect((await call("POST", API.logout, undefined, nobody)).statusCode).toBe(200);
  });
});
