import os from "node:os";
import type { FastifyInstance } from "fastify";
import { platformConfig } from "../src/core/config";
import type { Platform } from "../server/platform";

export interface CompareBench {
  what: string;
  images: number;
  boxesPerVersion: number;
  /** The GET data-set-compare call through the server (inject), median and worst of the rounds. */
  medianMs: number;
  maxMs: number;
  /** CPU time of this process during the call (the server runs in it), median: less swayed by other load. */
  medianCpuMs: number;
  /** The host's 1-minute load average when measured (2 cores shared here). */
  loadAverage: number;
  rounds: number;
  /** What the comparison found (a check that it did the work). */
  found: {
    imagesAdded: number;
    imagesRemoved: number;
    boxesMoved: number;
    boxesAdded: number;
    labels: number;
  };
}

const IMAGES = 10_000;
const ROUNDS = 5;

/**
 * data-set-compare of two versions of 10 000 images with two boxes each (ai-domain §7): V2 drops 100
 * images of V1, adds 100, moves one box on every tenth image and adds a box on every twentieth. Rows are
 * written straight into the database (the images' bytes are not needed to compare), then the call is
 * timed through the server.
 */
export async function measureCompare(server: FastifyInstance): Promise<CompareBench> {
  const grant = await server.inject({
    method: "POST",
    url: "/api/auth/oauth2/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      username: "admin",
      password: "Admin@123",
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    }).toString(),
  });
  const token = (grant.json() as { access_token: string }).access_token;
  const call = async <Data>(method: "GET" | "POST", url: string, payload?: object) => {
    const response = await server.inject({
      method,
      url: `/api/aimanager/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    const body = response.json() as { data: Data; message?: string };
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${body.message}`);
    return body.data;
  };
  const dataset = await call<{ id: number }>("POST", "data-set/data", {
    dataSetName: `对比基准${Date.now() % 100000}`,
  });
  const group = await call<{ id: number }>("POST", "label-group", {
    groupName: `对比基准${Date.now() % 100000}`,
  });
  const labels: { id: number }[] = [];
  for (const [name, color] of [
    ["猫", "#FF0000"],
    ["狗", "#00FF00"],
    ["鸟", "#0000FF"],
  ] as const)
    labels.push(
      await call<{ id: number }>("POST", "data-set-label/add", { groupId: group.id, labelName: name, color }),
    );
  const [v1] = await call<{ id: number }[]>("GET", `data-set-history/list?dataSetId=${dataset.id}`);
  const v2 = await call<{ id: number }>("POST", "data-set-history/copy", {
    dataSetId: dataset.id,
    versionId: v1!.id,
  });

  const db = (server as FastifyInstance & { platform: Platform }).platform.db;
  const now = Date.now();
  const insertItem = db.prepare(
    `INSERT INTO dataset_items (dataset_id, version_id, file_name, ext, file_size, width, height, created_at)
     VALUES (?, ?, ?, 'png', ?, 640, 480, ?)`,
  );
  const insertBox = db.prepare(
    `INSERT INTO version_annotations (version_id, item_id, label_group_id, label_id, x, y, width, height, user_id, saved_at)
     VALUES (?, ?, ?, ?, ?, ?, 40, 30, 1, ?)`,
  );
  let boxesPerVersion = 0;
  db.transaction(() => {
    for (const [version, offset] of [
      [v1!.id, 0],
      [v2.id, 100],
    ] as const) {
      let boxes = 0;
      for (let i = offset; i < IMAGES + offset; i += 1) {
        const item = Number(
          insertItem.run(dataset.id, version, `img${i}.png`, 1000 + i, now).lastInsertRowid,
        );
        const moved = version === v2.id && i % 10 === 0 ? 15 : 0;
        insertBox.run(version, item, group.id, labels[i % 3]!.id, 10 + moved, 10, now);
        insertBox.run(version, item, group.id, labels[(i + 1) % 3]!.id, 200, 120, now);
        boxes += 2;
        if (version === v2.id && i % 20 === 0) {
          insertBox.run(version, item, group.id, labels[2]!.id, 400, 300, now);
          boxes += 1;
        }
      }
      boxesPerVersion = Math.max(boxesPerVersion, boxes);
    }
  })();

  const times: number[] = [];
  const cpu: number[] = [];
  let found: CompareBench["found"] | undefined;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await call<{
      images: { addedTotal: number; removedTotal: number };
      boxes: { movedTotal: number; addedTotal: number };
      labels: unknown[];
    }>(
      "GET",
      `data-set/data-set-compare?dataSetId=${dataset.id}&baseVersionId=${v1!.id}&targetVersionId=${v2.id}`,
    );
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    found = {
      imagesAdded: result.images.addedTotal,
      imagesRemoved: result.images.removedTotal,
      boxesMoved: result.boxes.movedTotal,
      boxesAdded: result.boxes.addedTotal,
      labels: result.labels.length,
    };
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    what: "GET data-set-compare of two versions of 10 000 images (100 removed, 100 added, 2-3 boxes each), through the server, admin",
    images: IMAGES,
    boxesPerVersion,
    medianMs: Number(times[Math.floor(times.length / 2)]!.toFixed(1)),
    maxMs: Number(times.at(-1)!.toFixed(1)),
    medianCpuMs: Number(cpu[Math.floor(cpu.length / 2)]!.toFixed(1)),
    loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
    rounds: ROUNDS,
    found: found!,
  };
}

export const compareLines = (bench: CompareBench) => [
  `Dataset compare: ${bench.what}`,
  `  median ${bench.medianMs} ms (CPU ${bench.medianCpuMs} ms, load average ${bench.loadAverage}), worst ${bench.maxMs} ms of ${bench.rounds}; found ${bench.found.imagesAdded} images added, ${bench.found.imagesRemoved} removed, ${bench.found.boxesMoved} boxes moved, ${bench.found.boxesAdded} added`,
];

export const compareMarkdown = (bench: CompareBench) => [
  "",
  "## Dataset versions: compare",
  "",
  `${bench.what}. ${bench.images} images per version, up to ${bench.boxesPerVersion} boxes.`,
  "",
  "| median | CPU (median) | load average | worst | rounds | images added | removed | boxes moved | boxes added | labels |",
  "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  `| ${bench.medianMs} ms | ${bench.medianCpuMs} ms | ${bench.loadAverage} | ${bench.maxMs} ms | ${bench.rounds} | ${bench.found.imagesAdded} | ${bench.found.imagesRemoved} | ${bench.found.boxesMoved} | ${bench.found.boxesAdded} | ${bench.found.labels} |`,
];
