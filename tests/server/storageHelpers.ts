import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { seededTempDir, signIn, startServer } from "./helpers";

export { storedZip } from "../../server/storage/storedZip";

export interface StorageFixture {
  app: FastifyInstance;
  dataDir: string;
  token: string;
  /** The admin's GPUFS folder on disk. */
  root: string;
  call: (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
}

/** A fresh server signed in as admin, the GPUFS folder created (and seeded) by a first call. */
export async function storageFixture(): Promise<StorageFixture> {
  const dataDir = await seededTempDir("storage-test-");
  const app = await startServer({ dataDir });
  const token = await signIn(app, "admin", "Admin@123");
  const call: StorageFixture["call"] = (method, url, payload) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
  await call("GET", STORAGE_API.storageUserPath);
  return { app, dataDir, token, root: path.join(dataDir, "storage", "GPUFS", "admin"), call };
}

/** Every file and folder below `dir` with its content (files) or `/` (folders), to compare before and after. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      const key = path.relative(dir, full);
      if (entry.isDirectory()) {
        out[key] = "/";
        walk(full);
      } else if (entry.isSymbolicLink()) out[key] = `-> ${fs.readlinkSync(full)}`;
      else out[key] = `${fs.statSync(full).mode.toString(8)} ${fs.readFileSync(full, "base64")}`;
    }
  };
  walk(dir);
  return out;
}

/** Posts an operation and waits until its record is no longer running. */
export async function runOperation(
  fixture: StorageFixture,
  body: { type: number; from?: unknown; target?: unknown },
  query = "",
) {
  const started = await fixture.call("POST", `${STORAGE_API.storageOpt}${query}`, body);
  const answer = started.json() as { code: number; info: string; spec: { id: number } | null };
  if (answer.code !== 200) return { answer, record: undefined };
  const id = answer.spec!.id;
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const list = (
      await fixture.call("GET", `${STORAGE_API.storageOpt}?page=1&limit=100&order_by=id`)
    ).json() as {
      spec: { id: number; status: number; from: string; target: string; type: number; info: string }[];
    };
    const record = list.spec.find((item) => item.id === id);
    if (record && record.status !== STORAGE.opStatus.running) return { answer, record };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`operation ${id} did not end`);
}

/** A multipart body (fields, then files) as `inject` wants it. */
export async function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}
