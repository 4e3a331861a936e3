// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { closeAll, get, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await startServer();
  admin = await signIn(app, "admin", "Admin@123");
});
afterAll(closeAll);

/** The path's integer parameters (an organisation's id is a word, checked against the tree: 404). */
const integerParams = (schema: unknown): string[] => {
  const properties = (schema as { properties?: Record<string, { type?: string }> } | undefined)?.properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) => property.type === "integer")
    .map(([name]) => name);
};

describe("a malformed id in the path", () => {
  it("answers 400 saying the id is invalid, never 不能为空, on every route with an id in its path", async () => {
    const routes = app.routeTable.filter(
      (entry) => entry.url.startsWith("/api/") && integerParams(entry.schema?.params).length > 0,
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const entry of routes) {
      const ids = integerParams(entry.schema?.params);
      for (const bad of ["abc", "1.5", "99999999999999999999", "0"]) {
        const url = entry.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
          ids.includes(name) ? bad : "GPUFS",
        );
        const answer = await app.inject({
          method: entry.method as "GET",
          url,
          headers: { authorization: `Bearer ${admin}` },
        });
        const body = answer.json() as { code: number; message?: string };
        expect([`${entry.method} ${url}`, body.code, body.message]).toEqual([
          `${entry.method} ${url}`,
          400,
          expect.stringMatching(/ID不合法$|^参数 \S+ 不合法$/),
        ]);
      }
    }
  });

  it("names the thing whose id is wrong", async () => {
    const answer = await get(app, USER_ADMIN_API.user.replace(":id", "abc"), admin);
    expect([answer.statusCode, answer.json()]).toEqual([400, { code: 400, message: "用户ID不合法" }]);
  });
});
