// @vitest-environment node
import { OP_LOG_API } from "../../src/contracts/opLog";
import dayjs from "dayjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { closeAll, get, manualClock, signIn, startServer } from "../server/helpers";

const START = Date.UTC(2026, 10, 20, 9, 0, 0);
const at = (ms: number) => dayjs(ms).format("YYYY-MM-DD HH:mm:ss");
const clock = manualClock(START);
let app: FastifyInstance;
let admin = "";
let dev = "";

beforeAll(async () => {
  app = await startServer({ now: clock.now });
  admin = await signIn(app, "admin", "Admin@123");
  dev = await signIn(app, "dev", "Dev@123");
  clock.advance(30 * 60_000);
});
afterAll(closeAll);

const forged = (id: string, operationTime: string) => ({
  id,
  userId: "1",
  userName: "管理员",
  userAccount: "admin",
  ip: "10.9.9.9",
  area: "局域网",
  operationTime,
  pageName: "用户管理",
  content: "删除用户 张三",
});

async function stored(id: string) {
  const page = (
    await get(app, `${OP_LOG_API.opLogRead}?content=${encodeURIComponent("删除用户")}&pageSize=100`, admin)
  ).json().data as { list: Record<string, string>[] };
  return page.list.find((row) => row.id === id);
}

describe("operation-log forgery", () => {
  it("an entry claiming to be admin's, from another address, is stored as the reporter's own", async () => {
    const answer = await app.inject({
      method: "POST",
      url: OP_LOG_API.opLogWrite,
      headers: { authorization: `Bearer ${dev}` },
      payload: [forged("forged-1", at(clock.now() - 60_000))],
    });
    expect(answer.json().data).toEqual({ accepted: 1, duplicates: 0, rejected: 0 });
    expect(await stored("forged-1")).toMatchObject({
      userId: expect.not.stringMatching(/^1$/),
      userName: "开发者",
      userAccount: "dev",
      ip: "127.0.0.1",
      reportedBy: "dev",
      operationTime: at(clock.now() - 60_000),
    });
  });

  it("a time before the reporting session began, or in the future, becomes the time it was received", async () => {
    for (const [id, time] of [
      ["backdated", "2020-01-01 00:00:00"],
      ["future", at(clock.now() + 24 * 3600_000)],
    ] as const)
      await app.inject({
        method: "POST",
        url: OP_LOG_API.opLogWrite,
        headers: { authorization: `Bearer ${dev}` },
        payload: [forged(id, time)],
      });
    expect((await stored("backdated"))?.operationTime).toBe(at(clock.now()));
    expect((await stored("future"))?.operationTime).toBe(at(clock.now()));
  });
});
