/**
 * `npm run load`: a bounded load run against a fresh reference server on loopback (127.0.0.1, an
 * ephemeral port, a temporary data folder removed afterwards). It reports:
 * - sign-ins per second (password grant of one account, 4 at a time);
 * - concurrent chunked storage uploads, each file's MD5 checked against the bytes on disk;
 * - the p50/p95/max latency of list calls (datasets, operation log, a storage folder) with 50 users
 *   calling at once;
 * - a mixed run (scripts/loadMixed.ts): sign-ins, lists, uploads, a training run and inference calls at
 *   once, with the answers by status class, what was lost and the 5xx count.
 * Every phase has a fixed count of requests, so the run ends in well under a minute.
 */
import { STORAGE_API, STORAGE } from "../src/contracts/storage";
import { OP_LOG_API } from "../src/contracts/opLog";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../server/app";
import { platformConfig } from "../src/core/config";
import { mixedScenario } from "./loadMixed";

const SIGN_INS = 200;
const UPLOADS = 8;
const UPLOAD_BYTES = 3 * STORAGE.uploadChunkBytes + 12_345;
const USERS = 50;
const CALLS_PER_USER = 20;
const LIST_URLS = [
  "/api/aimanager/v1/data-set/page-info?pageNum=1&pageSize=10",
  `${OP_LOG_API.opLogRead}?pageNum=1&pageSize=10`,
  `${STORAGE_API.storageDirInfo}?dir=${encodeURIComponent("/GPUFS/admin")}`,
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-load-"));
// Fast following of the training run (no pause between the trainer's lines), as the tests use.
const app = await buildServer({
  dataDir,
  printOutbox: () => {},
  trainingEnv: { ...process.env, TRAINING_POLL_MS: "50", TRAINING_STEP_DELAY_MS: "0" },
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: "admin",
      password: "Admin@123",
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Runs `count` jobs, `width` at a time. */
async function pool<T>(count: number, width: number, job: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await job(index);
      }
    }),
  );
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `npm run load -- mixed` runs the mixed scenario alone. */
const mixedOnly = process.argv.includes("mixed");

async function phases(): Promise<boolean> {
  // 1. Sign-ins per second.
  let started = performance.now();
  // 4 at a time: more parallel sign-ins of one account than its throttle allows (5) would answer 429.
  const tokens = await pool(SIGN_INS, 4, () => signIn());
  const signInSeconds = (performance.now() - started) / 1000;
  console.log(
    `sign-ins: ${SIGN_INS} in ${signInSeconds.toFixed(2)} s = ${(SIGN_INS / signInSeconds).toFixed(1)}/s`,
  );

  // 2. Concurrent chunked uploads, MD5 checked on disk.
  const token = tokens[0]!;
  const auth = { authorization: `Bearer ${token}` };
  await fetch(`${base}${STORAGE_API.storageUserPath}`, { headers: auth });
  started = performance.now();
  const uploads = await pool(UPLOADS, UPLOADS, async (index) => {
    const bytes = randomBytes(UPLOAD_BYTES);
    const name = `load-${index}.bin`;
    const remote = `/GPUFS/admin/${name}`;
    for (let start = 0; start < bytes.length; start += STORAGE.uploadChunkBytes) {
      const chunk = bytes.subarray(start, Math.min(start + STORAGE.uploadChunkBytes, bytes.length));
      const form = new FormData();
      form.append("currentChunkSize", String(chunk.length));
      form.append("totalSize", String(bytes.length));
      form.append("file", new Blob([chunk]), name);
      const answer = await fetch(`${base}${STORAGE_API.storageUpload}?file=${encodeURIComponent(remote)}`, {
        method: "PUT",
        headers: { ...auth, "content-range": `bytes ${start}-${start + chunk.length - 1}/${bytes.length}` },
        body: form,
      });
      const body = (await answer.json()) as { code: number; info?: string };
      if (body.code !== 200) throw new Error(`upload ${name}: ${body.code} ${body.info ?? ""}`);
    }
    const onDisk = fs.readFileSync(path.join(dataDir, "storage", "GPUFS", "admin", name));
    const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");
    return md5(onDisk) === md5(bytes);
  });
  const uploadSeconds = (performance.now() - started) / 1000;
  const megabytes = (UPLOADS * UPLOAD_BYTES) / 1_048_576;
  console.log(
    `uploads: ${UPLOADS} concurrent x ${(UPLOAD_BYTES / 1_048_576).toFixed(2)} MiB in ${uploadSeconds.toFixed(2)} s ` +
      `(${(megabytes / uploadSeconds).toFixed(1)} MiB/s), MD5 matches ${uploads.filter(Boolean).length}/${UPLOADS}`,
  );

  // 3. List calls, 50 users at once.
  const latencies: number[] = [];
  let failures = 0;
  started = performance.now();
  await Promise.all(
    tokens.slice(0, USERS).map(async (userToken, user) => {
      for (let call = 0; call < CALLS_PER_USER; call += 1) {
        const url = LIST_URLS[(user + call) % LIST_URLS.length]!;
        const begin = performance.now();
        const answer = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${userToken}` } });
        await answer.arrayBuffer();
        latencies.push(performance.now() - begin);
        if (!answer.ok) failures += 1;
      }
    }),
  );
  const listSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `list calls: ${latencies.length} by ${USERS} users in ${listSeconds.toFixed(2)} s; ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
      `max ${latencies.at(-1)!.toFixed(1)} ms; not 200: ${failures}`,
  );
  return !uploads.some((ok) => !ok) && !failures;
}

try {
  const phasesOk = mixedOnly || (await phases());
  // 4. Everything at once: nothing lost, no 5xx.
  const mixed = await mixedScenario(app, base, dataDir);
  for (const line of mixed.lines) console.log(line);
  if (!phasesOk || !mixed.ok) process.exitCode = 1;
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
