// @vitest-environment node
import { OP_LOG_API } from "../../src/contracts/opLog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import { closeAll, get, signIn, startServer } from "../server/helpers";

let app: FastifyInstance;
let pending = "";
beforeAll(async () => {
  app = await startServer();
  pending = await signIn(app, "pending", "Pending@123");
});
afterAll(closeAll);

const UNAUDITED = { code: 403, message: "账号尚未通过审核，暂不能进行此操作" };
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1");

describe("an unaudited account (pending: auditStatus 0, sees no menu)", () => {
  it("is refused every write of every route family with 403 and the message, before its body is read", async () => {
    const writes = app.routeTable.filter(
      (entry) => entry.method !== "GET" && entry.access !== "public" && !entry.openToUnaudited,
    );
    expect(writes.length).toBeGreaterThan(60);
    const families = new Set<string>();
    const pendingUser = app.platform.users.byName("pending")!;
    const holds = (access: (typeof writes)[number]["access"]) =>
      access === "signedIn" ||
      (typeof access === "object" &&
        ("anyOf" in access
          ? access.anyOf.some((code) => app.platform.permissions.has(pendingUser.id, code))
          : access.allOf.every((code) => app.platform.permissions.has(pendingUser.id, code))));
    let withMessage = 0;
    for (const entry of writes) {
      const answer = await app.inject({
        method: entry.method as "POST",
        url: concrete(entry.url),
        headers: { authorization: `Bearer ${pending}` },
        payload: { name: "pending 的数据集", id: 1 },
      });
      expect([entry.method, entry.url, answer.statusCode, answer.json()]).toEqual([
        entry.method,
        entry.url,
        403,
        // Without the route's code the refusal is the plain 403 拒绝访问 of every account; a storage
        // gateway route carries its text in `info` too.
        {
          ...(holds(entry.access) ? UNAUDITED : { code: 403, message: "拒绝访问" }),
          ...(entry.gateway ? { info: holds(entry.access) ? UNAUDITED.message : "拒绝访问" } : {}),
        },
      ]);
      if (holds(entry.access)) withMessage += 1;
      families.add(entry.url.split("/").slice(0, 5).join("/"));
    }
    expect(families.size).toBeGreaterThan(5);
    expect(withMessage).toBeGreaterThan(60);
  });

  it("may still read, write its own operation log and sign out", async () => {
    expect((await get(app, API.userInfo, pending)).statusCode).toBe(200);
    const logged = await app.inject({
      method: "POST",
      url: OP_LOG_API.opLogWrite,
      headers: { authorization: `Bearer ${pending}` },
      payload: [],
    });
    expect(logged.statusCode).toBe(200);
    const out = await app.inject({
      method: "POST",
      url: API.logout,
      headers: { authorization: `Bearer ${pending}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await get(app, API.userInfo, pending)).statusCode).toBe(401);
  });

  it("an audited user of the same codes still creates a dataset", async () => {
    const dev = await signIn(app, "dev", "Dev@123");
    const created = await app.inject({
      method: "POST",
      url: "/api/aimanager/v1/data-set/data",
      headers: { authorization: `Bearer ${dev}` },
      payload: { name: "dev 的数据集", type: 1, annotationType: 1 },
    });
    expect(created.statusCode).not.toBe(403);
  });
});
