// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer } from "./helpers";
import {
  AI_DOMAIN_CALLS,
  PENDING_MERGE_CALLS,
  SHELL_CALLS,
  STORAGE_CALLS,
  type SpecCall,
} from "./specCallList";

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await startServer();
  admin = await signIn(app, "admin", "Admin@123");
});
afterAll(closeAll);

/** The calls that answered 404 请求地址无效 (no route), as `METHOD path`. */
async function unanswered(calls: SpecCall[]): Promise<string[]> {
  const missing: string[] = [];
  for (const [method, url] of calls) {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${admin}` },
      ...(method === "POST" || method === "PUT" ? { payload: {} } : {}),
    });
    const body = String(response.headers["content-type"] ?? "").includes("json") ? response.json() : null;
    if (response.statusCode === 404 && body?.message === "请求地址无效") missing.push(`${method} ${url}`);
  }
  return missing;
}

describe("every call the three specs name answers (never 404 请求地址无效 with an admin token)", () => {
  it("shell spec §7", async () => {
    expect(SHELL_CALLS.length).toBeGreaterThan(30);
    expect(await unanswered(SHELL_CALLS)).toEqual([]);
  });

  it("storage spec §7", async () => {
    expect(await unanswered(STORAGE_CALLS)).toEqual([]);
  });

  it("ai-domain §7", async () => {
    expect(AI_DOMAIN_CALLS.length).toBeGreaterThan(200);
    expect(await unanswered(AI_DOMAIN_CALLS)).toEqual([]);
  });

  // The families other branches build at the same time: this one fails on this branch alone and
  // passes once they are merged.
  it("ai-domain §7, the families merged from the other branches", async () => {
    expect(await unanswered(PENDING_MERGE_CALLS)).toEqual([]);
  });

  it("an unknown path still answers 404 请求地址无效 (the check can fail)", async () => {
    expect(await unanswered([["GET", "/api/aimanager/v1/no-such-family/list"]])).toEqual([
      "GET /api/aimanager/v1/no-such-family/list",
    ]);
  });
});
