// @vitest-environment node
import { OP_LOG_API } from "../../src/contracts/opLog";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { API } from "../../src/core/config";
import dayjs from "dayjs";
import { closeAll, get, manualClock, signIn, startServer } from "./helpers";

afterEach(closeAll);

/** Entries are dated within the reporting session (sign-in at START, the clock then moves on). */
const START = Date.UTC(2026, 10, 20, 9, 0, 0);
const at = (minutes: number) => dayjs(START + minutes * 60_000).format("YYYY-MM-DD HH:mm:ss");

const entry = (n: number, patch: Record<string, string> = {}) => ({
  id: `e-${n}`,
  userId: "1",
  userName: "管理员",
  userAccount: "admin",
  ip: "10.0.0.8",
  area: "局域网",
  operationTime: at(n),
  pageName: n % 2 ? "存储管理" : "首页",
  content: `访问页面 ${n}`,
  ...patch,
});

function post(app: FastifyInstance, token: string, payload: unknown) {
  return app.inject({
    method: "POST",
    url: OP_LOG_API.opLogWrite,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}

async function adminApp() {
  const clock = manualClock(START);
  const app = await startServer({ now: clock.now });
  const token = await signIn(app, "admin", "Admin@123");
  clock.advance(60 * 60_000);
  return { app, token };
}

const read = async (app: FastifyInstance, token: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await get(app, `${OP_LOG_API.opLogRead}?${search}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as { list: { id: string }[]; total: number; pageNum: number; pageSize: number };
};

describe("operation log write", () => {
  it("stores an array of entries; an id sent again is stored once", async () => {
    const { app, token } = await adminApp();
    const first = await post(app, token, [entry(1), entry(2)]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ accepted: 2, duplicates: 0, rejected: 0 });
    const again = await post(app, token, [entry(2), entry(3)]);
    expect(again.json().data).toEqual({ accepted: 1, duplicates: 1, rejected: 0 });
    const page = await read(app, token, {});
    expect(page.total).toBe(3);
  });

  it("counts and skips malformed entries, refuses a body that is not an array", async () => {
    const { app, token } = await adminApp();
    const answer = await post(app, token, [
      entry(1),
      entry(2, { content: "" }),
      entry(3, { operationTime: "2026/11/21" }),
      { id: "x" },
    ]);
    expect(answer.json().data).toEqual({ accepted: 1, duplicates: 0, rejected: 3 });
    expect((await post(app, token, { id: "e-9" })).statusCode).toBe(400);
  });

  it("needs a bearer token like every /api call", async () => {
    const app = await startServer();
    const answer = await app.inject({ method: "POST", url: OP_LOG_API.opLogWrite, payload: [entry(1)] });
    expect(answer.statusCode).toBe(401);
  });

  it("accepts entries from any signed-in user", async () => {
    const app = await startServer();
    const token = await signIn(app, "dev", "Dev@123");
    expect((await post(app, token, [entry(1, { userAccount: "dev" })])).statusCode).toBe(200);
  });
});

describe("operation log read", () => {
  it("pages newest first with pageNum and pageSize (default 1 and 10)", async () => {
    const { app, token } = await adminApp();
    await post(
      app,
      token,
      Array.from({ length: 25 }, (_, n) => entry(n)),
    );
    const first = await read(app, token, {});
    expect(first).toMatchObject({ total: 25, pageNum: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    const third = await read(app, token, { pageNum: 3, pageSize: 10 });
    expect(third.list).toHaveLength(5);
    const all = await read(app, token, { pageSize: 100 });
    const times = all.list.map((row) => (row as unknown as { operationTime: string }).operationTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("filters by user, page name, content and a time range", async () => {
    const { app, token } = await adminApp();
    await post(
      app,
      token,
      Array.from({ length: 10 }, (_, n) => entry(n)),
    );
    await post(app, await signIn(app, "dev", "Dev@123"), [entry(50)]);
    expect((await read(app, token, { user: "dev" })).list.map((row) => row.id)).toEqual(["e-50"]);
    expect((await read(app, token, { user: "开发" })).total).toBe(1);
    expect((await read(app, token, { pageName: "存储" })).total).toBe(5);
    expect((await read(app, token, { content: "页面 3" })).list.map((row) => row.id)).toEqual(["e-3"]);
    const range = await read(app, token, {
      startTime: at(2),
      endTime: at(4),
    });
    expect(range.list.map((row) => row.id).sort()).toEqual(["e-2", "e-3", "e-4"]);
    // A LIKE wildcard in a filter is taken literally.
    expect((await read(app, token, { content: "%" })).total).toBe(0);
  });

  it("answers 403 without system-manage", async () => {
    const app = await startServer();
    const token = await signIn(app, "dev", "Dev@123");
    expect((await get(app, OP_LOG_API.opLogRead, token)).statusCode).toBe(403);
  });
});

describe("session management", () => {
  it("lists the live sessions and ends one: that token answers 401 afterwards", async () => {
    const { app, token } = await adminApp();
    const devToken = await signIn(app, "dev", "Dev@123");
    const listed = await get(app, OP_LOG_API.opLogSessions, token);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data.list as {
      id: number;
      userAccount: string;
      current: boolean;
      ip: string;
    }[];
    expect(sessions.map((session) => session.userAccount).sort()).toEqual(["admin", "dev"]);
    expect(sessions.find((session) => session.userAccount === "admin")?.current).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain(devToken);
    const dev = sessions.find((session) => session.userAccount === "dev");

    const ended = await app.inject({
      method: "DELETE",
      url: `${OP_LOG_API.opLogSessions}/${dev?.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.statusCode).toBe(200);
    expect((await get(app, API.userInfo, devToken)).statusCode).toBe(401);
    const after = (await get(app, OP_LOG_API.opLogSessions, token)).json().data.list as {
      userAccount: string;
    }[];
    expect(after.map((session) => session.userAccount)).toEqual(["admin"]);
    const twice = await app.inject({
      method: "DELETE",
      url: `${OP_LOG_API.opLogSessions}/${dev?.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(twice.statusCode).toBe(404);
  });

  it("answers 403 without system-manage", async () => {
    const app = await startServer();
    const token = await signIn(app, "dev", "Dev@123");
    expect((await get(app, OP_LOG_API.opLogSessions, token)).statusCode).toBe(403);
    const end = await app.inject({
      method: "DELETE",
      url: `${OP_LOG_API.opLogSessions}/1`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(end.statusCode).toBe(403);
  });
});

describe("area dictionary and city lookup", () => {
  it("serves provinces, cities by provinceId, areas by cityId and the tree", async () => {
    const app = await startServer();
    const token = await signIn(app, "dev", "Dev@123");
    const data = async (url: string) => (await get(app, url, token)).json().data;
    const provinces = await data(OP_LOG_API.areaProvinces);
    expect(provinces).toContainEqual({ id: "440000", parentId: "0", name: "广东省" });
    const cities = await data(`${OP_LOG_API.areaCities}?provinceId=440000`);
    expect(cities.map((city: { name: string }) => city.name)).toEqual(["广州市", "深圳市"]);
    const areas = await data(`${OP_LOG_API.areaAreas}?cityId=440300`);
    expect(areas.map((area: { name: string }) => area.name)).toEqual(["福田区", "南山区", "宝安区"]);
    const tree = await data(OP_LOG_API.areaTree);
    const guangdong = tree.find((node: { id: string }) => node.id === "440000");
    expect(guangdong.citys[1].areas[1]).toEqual({ id: "440305", parentId: "440300", name: "南山区" });
  });

  it("tells the caller its ip and area", async () => {
    const app = await startServer();
    const token = await signIn(app, "dev", "Dev@123");
    const answer = await get(app, OP_LOG_API.cityLookup, token);
    expect(answer.json().data).toEqual({ ip: "127.0.0.1", area: "本机" });
  });
});
