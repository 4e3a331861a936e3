import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { API, STORAGE } from "../../src/core/config";
import { signIn, startServer, tempDir } from "./helpers";

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
  const dataDir = tempDir("storage-test-");
  const app = await startServer({ dataDir });
  const token = await signIn(app, "admin", "Admin@123");
  const call: StorageFixture["call"] = (method, url, payload) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
  await call("GET", API.storageUserPath);
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
  const started = await fixture.call("POST", `${API.storageOpt}${query}`, body);
  const answer = started.json() as { code: number; info: string; spec: { id: number } | null };
  if (answer.code !== 200) return { answer, record: undefined };
  const id = answer.spec!.id;
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const list = (await fixture.call("GET", `${API.storageOpt}?page=1&limit=100&order_by=id`)).json() as {
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

/** A zip with stored (uncompressed) entries; names ending in `/` are folders. */
export function storedZip(entries: { name: string; content?: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.from(entry.content ?? "", "utf8");
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
