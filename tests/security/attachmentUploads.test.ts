// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer, tempDir } from "../server/helpers";
import { multipart } from "../server/storageHelpers";

const MIB = 1_048_576;
let app: FastifyInstance;
let dataDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dataDir = tempDir("attachment-caps-");
  app = await startServer({ dataDir });
  for (const [name, password] of [
    ["dev", "Dev@123"],
    ["dev2", "Dev2@123"],
    ["nobody", "Nobody@123"],
  ])
    tokens[name!] = await signIn(app, name!, password!);
});
afterAll(closeAll);

async function upload(token: string, sizes: number[]) {
  const form = await multipart(
    {},
    sizes.map((size, index) => ({
      field: "files",
      name: `f${index}.bin`,
      bytes: Buffer.alloc(size, index + 1),
    })),
  );
  return app.inject({
    method: "POST",
    url: `${STORAGE_API.fileItemMultipleFiles}?application=ai`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
}

const userId = (name: string) =>
  (app.platform.db.prepare("SELECT id FROM users WHERE user_name = ?").get(name) as { id: number }).id;
const storedBytes = (name: string) =>
  (
    app.platform.db
      .prepare("SELECT COALESCE(SUM(size), 0) AS bytes FROM file_items WHERE user_id = ?")
      .get(userId(name)) as { bytes: number }
  ).bytes;
/** Every file under the file service's folder (stored items and anything left half-written). */
const filesOnDisk = () => {
  const dir = path.join(dataDir, "files");
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) =>
        fs.statSync(path.join(dir, name)).isFile(),
      )
    : [];
};

describe("attachment uploads (file-item/multiple-files)", () => {
  it("need a code: an account without any (nobody) is refused and nothing is written", async () => {
    const before = filesOnDisk().length;
    const answer = await upload(tokens.nobody!, [1024]);
    expect(answer.statusCode).toBe(403);
    const image = await multipart({}, [{ field: "file", name: "a.png", bytes: Buffer.alloc(1024) }]);
    for (const url of [STORAGE_API.editorUploadImage, STORAGE_API.ossUpload]) {
      const other = await app.inject({
        method: "POST",
        url,
        headers: { ...image.headers, authorization: `Bearer ${tokens.nobody}` },
        payload: image.payload,
      });
      expect([url, other.statusCode]).toEqual([url, 403]);
    }
    expect(storedBytes("nobody")).toBe(0);
    expect(filesOnDisk()).toHaveLength(before);
  });

  it("refuse a request over 64 MB in all, keeping nothing of it", async () => {
    const before = filesOnDisk().length;
    const answer = await upload(tokens.dev!, [33 * MIB, 33 * MIB]);
    expect([answer.statusCode, answer.json().message]).toEqual([413, "单次上传的文件总大小不能超过 64 MB"]);
    expect(storedBytes("dev")).toBe(0);
    expect(filesOnDisk()).toHaveLength(before);
    expect((await upload(tokens.dev!, [2 * MIB, 2 * MIB])).statusCode).toBe(200);
    expect(storedBytes("dev")).toBe(4 * MIB);
  });

  it("count each user's attachments against their 1 GB quota, parallel requests included", async () => {
    // dev2 already keeps 1 GB less 10 MB of attachments.
    app.platform.db
      .prepare(
        "INSERT INTO file_items (ticket, user_id, name, type, size, created_at) VALUES (?, ?, 'old.bin', 'bin', ?, 0)",
      )
      .run("f".repeat(32), userId("dev2"), 1024 * MIB - 10 * MIB);
    const answers = await Promise.all([upload(tokens.dev2!, [6 * MIB]), upload(tokens.dev2!, [6 * MIB])]);
    expect(answers.map((one) => one.statusCode).sort()).toEqual([200, 413]);
    expect(answers.find((one) => one.statusCode === 413)!.json().message).toBe(
      "附件空间不足：每个账号的附件总大小不能超过 1 GB",
    );
    expect(storedBytes("dev2")).toBe(1024 * MIB - 4 * MIB);
    expect(filesOnDisk().filter((name) => name.includes("incoming"))).toEqual([]);
  });
});
