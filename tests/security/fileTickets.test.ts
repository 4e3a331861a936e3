// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer } from "../server/helpers";
import { multipart } from "../server/storageHelpers";

let app: FastifyInstance;
const tokens: Record<string, string> = {};
let adminTicket = "";
let devTicket = "";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(token: string, query: Record<string, string>, name: string) {
  const form = await multipart({}, [{ field: "files", name, bytes: Buffer.from(`bytes of ${name}`) }]);
  const answer = await app.inject({
    method: "POST",
    url: `${STORAGE_API.fileItemMultipleFiles}?${new URLSearchParams(query)}`,
    headers: { ...form.headers, ...auth(token) },
    payload: form.payload,
  });
  return (answer.json().data as { fileTicket: string }[])[0]!.fileTicket;
}

const listed = async (token: string, query = "") =>
  (
    (await app.inject({ url: `${STORAGE_API.fileItemMultipleFiles}${query}`, headers: auth(token) })).json()
      .data as {
      fileTicket: string;
    }[]
  ).map((item) => item.fileTicket);
/** A user holding no code is refused the listing outright (server/platform/access.ts), not shown an empty one. */
const refusedToNobody = async (query = "") => {
  const answer = await app.inject({
    url: `${STORAGE_API.fileItemMultipleFiles}${query}`,
    headers: auth(tokens.nobody!),
  });
  expect([answer.statusCode, answer.json().message]).toEqual([
    403,
    "该账号暂无本平台的角色权限，请联系管理员",
  ]);
};

beforeAll(async () => {
  app = await startServer();
  for (const [name, password] of [
    ["admin", "Admin@123"],
    ["dev", "Dev@123"],
    ["nobody", "Nobody@123"],
    ["pending", "Pending@123"],
  ])
    tokens[name] = await signIn(app, name!, password!);
  adminTicket = await upload(
    tokens.admin!,
    { application: "ai", entityType: "model", entityId: "7" },
    "a.txt",
  );
  devTicket = await upload(tokens.dev!, { application: "ai" }, "d.txt");
});
afterAll(closeAll);

describe("file-service tickets", () => {
  it("a listing without an entity shows only the caller's own items", async () => {
    expect(await listed(tokens.dev!)).toEqual([devTicket]);
    expect(await listed(tokens.admin!)).toEqual([adminTicket]);
    await refusedToNobody();
    expect(await listed(tokens.dev!, "?application=ai")).toEqual([devTicket]);
    expect(await listed(tokens.dev!, "?entityType=model")).toEqual([]);
  });

  it("one entity's attachments are listed to whom the entity's module lets read it, never to nobody or pending", async () => {
    const entity = "?application=ai&entityType=model&entityId=7";
    // No module reads "model" entities yet: each caller sees only their own uploads.
    expect(await listed(tokens.dev!, entity)).toEqual([]);
    expect(await listed(tokens.admin!, entity)).toEqual([adminTicket]);
    // A module that owns the type lets everyone read model 7 (and nothing else).
    const dispose = app.platform.entityReaders.register("model", (id) => id === "7");
    try {
      expect(await listed(tokens.dev!, entity)).toEqual([adminTicket]);
      expect(await listed(tokens.dev!, "?application=ai&entityType=model&entityId=8")).toEqual([]);
      await refusedToNobody(entity);
      expect(await listed(tokens.pending!, entity)).toEqual([]);
    } finally {
      dispose();
    }
  });

  it("tickets are 128 random bits; anything else, even a prefix of a real one, names no file", async () => {
    expect(adminTicket).toMatch(/^[0-9a-f]{32}$/);
    expect(adminTicket).not.toBe(devTicket);
    for (const guess of [
      adminTicket.slice(0, 31),
      `${adminTicket}/..`,
      "..%2f..%2fdb.sqlite",
      "0".repeat(32),
    ]) {
      const raw = await app.inject({ url: `${STORAGE_API.fileItemRaw}/${guess}` });
      expect(raw.statusCode).toBe(404);
      expect(raw.json()).toEqual({ code: 404, message: "文件不存在" });
    }
    expect((await app.inject({ url: `${STORAGE_API.fileItemRaw}/${adminTicket}` })).body).toBe(
      "bytes of a.txt",
    );
  });
});
