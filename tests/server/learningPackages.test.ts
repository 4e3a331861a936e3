// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAll, signIn, startServer, tempDir } from "./helpers";
import { multipart } from "./storageHelpers";
import { waitFor } from "./trainingServiceSupport";
import { callAs, FAST_TRAINING, seedShapesDataset } from "./trainingRoutesSupport";

let app: FastifyInstance;
let admin: string;
let data: ReturnType<typeof seedShapesDataset>;

beforeAll(async () => {
  const dataDir = tempDir();
  app = await startServer({ dataDir, trainingEnv: FAST_TRAINING });
  admin = await signIn(app, "admin", "Admin@123");
  data = seedShapesDataset(app, dataDir, "admin");
});
afterAll(closeAll);

/** A package (sh, in the sandbox) that counts its COCO boxes, prints a step per epoch and writes metrics.json. */
function packageZip(taskType: string) {
  const manifest = {
    name: `学习包-${taskType}`,
    taskType,
    runtime: "sh",
    entrypoint: "sh train.sh",
    datasetFormat: "coco",
    hyperParameters: [{ name: "epochs", type: "int", default: 2, min: 1, max: 5, title: "训练轮数" }],
  };
  const script = [
    'epochs=$(grep -o \'"epochs": *[0-9]*\' "$PARAMS_FILE" | grep -o "[0-9]*$")',
    'boxes=$(grep -o \'"bbox"\' "$(dirname "$PARAMS_FILE")/dataset/annotations/instances.json" | wc -l)',
    'echo "learning package: $boxes boxes, $epochs epochs"',
    'i=1; while [ "$i" -le "$epochs" ]; do echo "{\\"step\\": $i, \\"loss\\": 0.5}"; i=$((i+1)); done',
    'echo \'{"accuracy": 0.75, "loss": 0.5}\' > "$HOME/metrics.json"',
  ].join("\n");
  return Buffer.from(
    zipSync({ "pkg/manifest.json": strToU8(JSON.stringify(manifest)), "pkg/train.sh": strToU8(script) }),
  );
}

/** An algorithm of admin with a version made from an uploaded package; the version's id. */
async function packageVersion(taskType: string) {
  const { payload, headers } = await multipart({}, [
    { field: "file", name: "pkg.zip", bytes: packageZip(taskType) },
  ]);
  const uploaded = await app.inject({
    method: "POST",
    url: "/api/aimanager/v1/tb-algorithm-version/package-upload",
    headers: { ...headers, authorization: `Bearer ${admin}` },
    payload,
  });
  const algorithm = await callAs<{ id: number }>(app, admin, "POST", "/tb-algorithm-manage/algorithm", {
    name: `学习包算法-${taskType}`,
    typeId: 3,
  });
  const version = await callAs<{ id: number }>(app, admin, "POST", "/tb-algorithm-version/version", {
    algorithmId: algorithm.body.data.id,
    trainer: "package",
    uploadId: (uploaded.json() as { data: { uploadId: string } }).data.uploadId,
  });
  return version.body.data.id;
}

describe("a learning project (AI服务) on an algorithm package", () => {
  it("takes a package version by its manifest's task type and epochs, runs it in the sandbox, and shows its result", async () => {
    const detection = await packageVersion("detection");
    const classification = await packageVersion("classification");
    const project = (
      await callAs<{ id: number }>(app, admin, "POST", "/learning-project", { name: "包项目" })
    ).body.data;
    const setting = (body: object) =>
      callAs<{ trainingTaskId: number | null; epochs: number | null; lastRunStatus: string | null }>(
        app,
        admin,
        "POST",
        `/learning-project/${project.id}/task-setting`,
        { datasetVersionId: data.annotated, taskType: "detection", ...body },
      );
    expect((await setting({ algorithmVersionId: classification })).body).toEqual({
      code: 400,
      message: "该算法包的任务类型是图像分类（classification），不能用于目标检测",
    });
    expect(
      (await setting({ algorithmVersionId: detection, epochs: 9, hours: 1, cores: 1 })).body.message,
    ).toBe("超参数 epochs 超出范围（1 ~ 5）");
    const settings = { algorithmVersionId: detection, epochs: 3, hours: 1, cores: 1 };
    expect((await setting(settings)).body.data.epochs).toBe(3);

    // The flow makes the task with 训练任务's call (a package has no background windows) and starts it.
    const task = await callAs<{ id: number }>(app, admin, "POST", "/tb-task-manage/task", {
      name: "包项目-任务",
      algorithmVersionId: detection,
      datasetVersionId: data.annotated,
      labelGroupId: null,
      params: { epochs: 3 },
      cores: 1,
      hours: 1,
    });
    expect(task.status).toBe(200);
    const attached = await setting({ ...settings, trainingTaskId: task.body.data.id });
    expect(attached.body.data.trainingTaskId).toBe(task.body.data.id);
    const run = await callAs<{ id: number }>(app, admin, "POST", "/train/job-version", {
      taskId: task.body.data.id,
    });
    await waitFor(async () => {
      const page = await callAs<{ list: { lastRunStatus: string | null }[] }>(
        app,
        admin,
        "GET",
        `/learning-project/page?id=${project.id}`,
      );
      return ["succeeded", "failed"].includes(page.body.data.list[0]!.lastRunStatus ?? "");
    });
    const page = await callAs<{ list: { lastRunStatus: string; runCount: number }[] }>(
      app,
      admin,
      "GET",
      `/learning-project/page?id=${project.id}`,
    );
    expect(page.body.data.list[0]).toMatchObject({ lastRunStatus: "succeeded", runCount: 1 });
    const logs = await callAs<{ lines: { text: string }[] }>(
      app,
      admin,
      "GET",
      `/train/logs?id=${run.body.data.id}`,
    );
    expect(logs.body.data.lines[0]!.text).toBe("learning package: 9 boxes, 3 epochs");
    const metrics = await callAs<{ accuracy: number }>(
      app,
      admin,
      "GET",
      `/train/evaluation-results?id=${run.body.data.id}`,
    );
    expect(metrics.body.data.accuracy).toBe(0.75);
    const steps = await callAs<{ steps: { step: number }[] }>(
      app,
      admin,
      "GET",
      `/train/steps?id=${run.body.data.id}&offset=0`,
    );
    expect(steps.body.data.steps.map((step) => step.step)).toEqual([1, 2, 3]);
  });
});
