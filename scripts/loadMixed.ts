/**
 * The mixed scenario of `npm run load`: at the same time, sign-ins of four accounts, list calls, chunked
 * uploads (MD5 checked on disk), a training run followed to its end, then inference calls on a service
 * published from that run. It reports the answers by status class and what was lost: an upload whose
 * bytes differ, a run that did not succeed, a prediction missing from the service's call log, a
 * request that got no answer. Every count is fixed and every request has a timeout; loopback only.
 */
import { STORAGE_API, STORAGE } from "../src/contracts/storage";
import { OP_LOG_API } from "../src/contracts/opLog";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { platformConfig } from "../src/core/config";
import { pngImage } from "../tests/support/pngImage";
import { seedShapesDataset } from "../tests/server/trainingRoutesSupport";

const AIM = "/api/aimanager/v1";
const ACCOUNTS = [
  ["admin", "Admin@123"],
  ["dev", "Dev@123"],
  ["dev2", "Dev2@123"],
  ["ops", "Ops@123"],
] as const;
const SIGN_INS = 40;
const LIST_USERS = 20;
const LIST_CALLS = 10;
const UPLOADS = 4;
const UPLOAD_BYTES = 2 * STORAGE.uploadChunkBytes + 777;
const PREDICTS = 120;
const REQUEST_TIMEOUT_MS = 30_000;
const RUN_DEADLINE_MS = 120_000;

/** The fields of an answer's `data` the scenario reads. */
interface Data {
  id?: number;
  token?: string;
  status?: string;
  total?: number;
}
interface Body {
  message?: string;
  access_token?: string;
  data?: Data;
}

interface Tally {
  byClass: Record<string, number>;
  /** Requests that got no answer (a reset, a timeout). */
  unanswered: number;
  lost: string[];
}

export async function mixedScenario(app: FastifyInstance, base: string, dataDir: string) {
  const tally: Tally = { byClass: {}, unanswered: 0, lost: [] };
  const call = async (url: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    if (typeof init.body === "string" && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    try {
      const response = await fetch(`${base}${url}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const kind = `${Math.floor(response.status / 100)}xx`;
      tally.byClass[kind] = (tally.byClass[kind] ?? 0) + 1;
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
    } catch (error) {
      tally.unanswered += 1;
      throw error;
    }
  };
  const json = (method: string, url: string, token: string, body: object) =>
    call(url, { method, token, body: JSON.stringify(body) });
  /** A set-up call that must succeed: its data, or the run stops naming the call. */
  const must = async (method: string, url: string, token: string, body: object) => {
    const answer = await json(method, url, token, body);
    if (answer.status !== 200)
      throw new Error(`${method} ${url}: ${answer.status} ${answer.body.message ?? ""}`);
    return answer.body.data ?? {};
  };
  const signIn = async ([username, password]: readonly [string, string]) => {
    const answer = await call("/api/auth/oauth2/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        username,
        password,
        client_id: platformConfig.clientId,
        client_secret: platformConfig.clientSecret,
        grant_type: "password",
      }).toString(),
    });
    if (answer.status !== 200) tally.lost.push(`sign-in ${username}: ${answer.status}`);
    return String(answer.body.access_token ?? "");
  };

  // Set-up: admin's annotated shapes, an algorithm version and a training task on them.
  const admin = await signIn(ACCOUNTS[0]);
  const data = seedShapesDataset(app, dataDir, "admin");
  const algorithm = await must("POST", `${AIM}/tb-algorithm-manage/algorithm`, admin, {
    name: "负载算法",
    typeId: 3,
  });
  const version = await must("POST", `${AIM}/tb-algorithm-version/version`, admin, {
    algorithmId: algorithm.id,
    trainer: "centroid",
    params: {},
  });
  const task = await must("POST", `${AIM}/tb-task-manage/task`, admin, {
    name: "负载训练",
    algorithmVersionId: version.id,
    datasetVersionId: data.annotated,
    labelGroupId: data.labelGroupId,
  });
  await call(STORAGE_API.storageUserPath, { token: admin });

  const started = performance.now();
  const signIns = async () => {
    let next = 0;
    // One sign-in per account at a time: below each account's throttle.
    await Promise.all(
      ACCOUNTS.map(async (account) => {
        while (next < SIGN_INS) {
          next += 1;
          await signIn(account);
        }
      }),
    );
  };
  const lists = () =>
    Promise.all(
      Array.from({ length: LIST_USERS }, async (_, user) => {
        const urls = [
          `${AIM}/data-set/page-info?pageNum=1&pageSize=10`,
          `${OP_LOG_API.opLogRead}?pageNum=1&pageSize=10`,
          `${AIM}/tb-task-manage/list-page?pageNum=1&pageSize=10`,
        ];
        for (let index = 0; index < LIST_CALLS; index += 1) {
          const answer = await call(urls[(user + index) % urls.length]!, { token: admin });
          if (answer.status !== 200) tally.lost.push(`list ${answer.status}`);
        }
      }),
    );
  const uploads = () =>
    Promise.all(
      Array.from({ length: UPLOADS }, async (_, index) => {
        const bytes = randomBytes(UPLOAD_BYTES);
        const name = `mixed-${index}.bin`;
        for (let start = 0; start < bytes.length; start += STORAGE.uploadChunkBytes) {
          const chunk = bytes.subarray(start, Math.min(start + STORAGE.uploadChunkBytes, bytes.length));
          const form = new FormData();
          form.append("currentChunkSize", String(chunk.length));
          form.append("totalSize", String(bytes.length));
          form.append("file", new Blob([chunk]), name);
          await call(`${STORAGE_API.storageUpload}?file=${encodeURIComponent(`/GPUFS/admin/${name}`)}`, {
            method: "PUT",
            token: admin,
            headers: { "content-range": `bytes ${start}-${start + chunk.length - 1}/${bytes.length}` },
            body: form,
          });
        }
        const onDisk = fs.readFileSync(path.join(dataDir, "storage", "GPUFS", "admin", name));
        const md5 = (buffer: Buffer) => createHash("md5").update(buffer).digest("hex");
        if (md5(onDisk) !== md5(bytes)) tally.lost.push(`upload ${name}: bytes differ`);
      }),
    );
  const trainAndInfer = async () => {
    const run = await json("POST", `${AIM}/train/job-version`, admin, { taskId: task.id });
    const runId = Number(run.body.data?.id);
    let status = "";
    const until = Date.now() + RUN_DEADLINE_MS;
    while (Date.now() < until && !["succeeded", "failed", "terminated"].includes(status)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = String((await call(`${AIM}/train/status?id=${runId}`, { token: admin })).body.data?.status);
    }
    if (status !== "succeeded") return tally.lost.push(`training run ${runId}: ${status}`);
    const trained = performance.now();
    const model = await must("POST", `${AIM}/model-manage/models`, admin, {
      name: "负载模型",
      category: "目标检测",
    });
    const modelVersion = await must("POST", `${AIM}/model-history/models-versions/v2`, admin, {
      modelId: model.id,
      runId,
    });
    const service = await must("POST", `${AIM}/publish-manage/publishs`, admin, {
      name: "负载服务",
      modelVersionId: modelVersion.id,
      instances: 1,
      isPublic: 0,
    });
    const serviceId = Number(service.id);
    const token = await must("POST", `${AIM}/publish-history/publish-token`, admin, {
      serviceId,
      name: "负载令牌",
      validDays: 1,
    });
    const image = new Uint8Array(pngImage(48, 48, [200, 40, 40]));
    let sent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (sent < PREDICTS) {
          sent += 1;
          const answer = await call(`/api/aimanager/v1/services/${serviceId}/predict`, {
            method: "POST",
            headers: { "content-type": "image/png" },
            token: String(token.token),
            body: image,
          });
          if (answer.status !== 200) tally.lost.push(`predict ${answer.status}`);
        }
      }),
    );
    const log = await call(`${AIM}/publish-manage/page-monitor?serviceId=${serviceId}&pageSize=1`, {
      token: admin,
    });
    if (log.body.data?.total !== PREDICTS)
      tally.lost.push(`call log holds ${log.body.data?.total} of ${PREDICTS} predictions`);
    return (performance.now() - trained) / 1000;
  };

  const [, , , inferSeconds] = await Promise.all([signIns(), lists(), uploads(), trainAndInfer()]);
  const seconds = (performance.now() - started) / 1000;
  const requests = Object.values(tally.byClass).reduce((sum, count) => sum + count, 0);
  const classes = Object.entries(tally.byClass)
    .sort()
    .map(([kind, count]) => `${kind} ${count}`)
    .join(", ");
  const lines = [
    `mixed: ${SIGN_INS} sign-ins, ${LIST_USERS * LIST_CALLS} list calls, ${UPLOADS} uploads, 1 training run, ` +
      `${PREDICTS} predictions: ${requests} requests in ${seconds.toFixed(2)} s (${classes}; no answer ${tally.unanswered})`,
    typeof inferSeconds === "number"
      ? `mixed: model, service and ${PREDICTS} predictions after the run in ${inferSeconds.toFixed(2)} s`
      : "mixed: no predictions (the run did not succeed)",
    `mixed: lost ${tally.lost.length}${tally.lost.length ? ` (${tally.lost.slice(0, 5).join("; ")})` : ""}, ` +
      `5xx ${tally.byClass["5xx"] ?? 0}`,
  ];
  return { lines, ok: tally.lost.length === 0 && !tally.byClass["5xx"] && tally.unanswered === 0 };
}
