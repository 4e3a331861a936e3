// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { waitFor } from "./trainingServiceSupport";
import { callAs, FAST_TRAINING, seedShapesDataset } from "./trainingRoutesSupport";

interface Version {
  id: number;
  trainer: string;
  trainerTitle: string;
  params: Record<string, number>;
  manifest: { hyperParameters: { name: string; title: string }[] } | null;
}
interface Run {
  id: number;
  status: string;
  reason: string;
}

let app: FastifyInstance;
let admin: string;
let storage: string;
let data: ReturnType<typeof seedShapesDataset>;

beforeAll(async () => {
  const dataDir = tempDir();
  app = await startServer({ dataDir, trainingEnv: FAST_TRAINING });
  admin = await signIn(app, "admin", "Admin@123");
  data = seedShapesDataset(app, dataDir, "admin");
  storage = path.join(dataDir, "storage", "GPUFS", "admin");
});
afterAll(closeAll);

/** A package folder in admin's storage: its train.sh counts the COCO boxes it was given. */
function packageFolder(name: string, manifest: Record<string, unknown>) {
  const dir = path.join(storage, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "manifest.json"),
    JSON.stringify({
      name: "数框算法",
      taskType: "detection",
      runtime: "sh",
      entrypoint: "sh train.sh",
      datasetFormat: "coco",
      hyperParameters: [{ name: "rounds", type: "int", default: 2, min: 1, max: 5, title: "轮数" }],
      ...manifest,
    }),
  );
  fs.writeFileSync(
    path.join(dir, "train.sh"),
    [
      'echo "package run: $(grep -o \'"bbox"\' "$(dirname "$PARAMS_FILE")/dataset/annotations/instances.json" | wc -l) boxes"',
      `echo '{"step": 1, "loss": 0.5}'`,
      'echo marker > "$HOME/marker.txt"',
    ].join("\n"),
  );
  return `/GPUFS/admin/${name}`;
}

async function algorithm(name: string) {
  return (
    await callAs<{ id: number }>(app, admin, "POST", "/tb-algorithm-manage/algorithm", { name, typeId: 3 })
  ).body.data.id;
}

describe("an algorithm version made from a package in storage", () => {
  it("refuses a package whose manifest is wrong with its message, and makes no version", async () => {
    const algorithmId = await algorithm("坏包算法");
    const packagePath = packageFolder("bad-pkg", {
      hyperParameters: [{ name: "rounds", type: "int", default: 9, min: 1, max: 5, title: "轮数" }],
    });
    const refused = await callAs(app, admin, "POST", "/tb-algorithm-version/version", {
      algorithmId,
      trainer: "package",
      packagePath,
    });
    expect([refused.status, refused.body.message]).toEqual([400, "超参数 rounds 的默认值超出范围（1 ~ 5）"]);
    const list = await callAs<Version[]>(
      app,
      admin,
      "GET",
      `/tb-algorithm-version/version?algorithmId=${algorithmId}`,
    );
    expect(list.body.data).toEqual([]);
  });

  it("trains with the package: the run's log has its lines, its marker and steps land in the run folder", async () => {
    const algorithmId = await algorithm("包算法");
    const created = await callAs<Version>(app, admin, "POST", "/tb-algorithm-version/version", {
      algorithmId,
      trainer: "package",
      packagePath: packageFolder("good-pkg", {}),
      params: { rounds: 3 },
    });
    expect(created.body.data).toMatchObject({
      trainer: "package",
      trainerTitle: "数框算法",
      params: { rounds: 3 },
    });
    expect(created.body.data.manifest!.hyperParameters.map((p) => p.title)).toEqual(["轮数"]);
    const outOfRange = await callAs(app, admin, "POST", "/tb-task-manage/task", {
      name: "包任务-越界",
      algorithmVersionId: created.body.data.id,
      datasetVersionId: data.annotated,
      params: { rounds: 6 },
    });
    expect(outOfRange.body.message).toBe("超参数 rounds 超出范围（1 ~ 5）");
    const task = await callAs<{ id: number }>(app, admin, "POST", "/tb-task-manage/task", {
      name: "包任务",
      algorithmVersionId: created.body.data.id,
      datasetVersionId: data.annotated,
      labelGroupId: data.labelGroupId,
    });
    const started = await callAs<Run>(app, admin, "POST", "/train/job-version", {
      taskId: task.body.data.id,
    });
    const runId = started.body.data.id;
    await waitFor(async () => {
      const run = (await callAs<Run>(app, admin, "GET", `/train/status?id=${runId}`)).body.data;
      return run.status === "succeeded" || run.status === "failed" ? run : undefined;
    });
    const run = (await callAs<Run>(app, admin, "GET", `/train/status?id=${runId}`)).body.data;
    const logs = await callAs<{ lines: { text: string }[] }>(app, admin, "GET", `/train/logs?id=${runId}`);
    expect(logs.body.data.lines.map((line) => line.text)).toEqual([
      "package run: 9 boxes",
      '{"step": 1, "loss": 0.5}',
    ]);
    expect(run.status).toBe("succeeded");
    const runDir = path.join(storage, "runs", String(runId));
    expect(fs.readFileSync(path.join(runDir, "marker.txt"), "utf8")).toBe("marker\n");
    expect(fs.readFileSync(path.join(runDir, "steps.jsonl"), "utf8")).toBe('{"step":1,"loss":0.5}\n');
  });
});
