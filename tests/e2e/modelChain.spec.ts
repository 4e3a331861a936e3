import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signInToWorkspace, storedBearerToken } from "./support";
import { annotatedDataset } from "./trainingData";
import { ALGORITHMS, TRAINING, createAlgorithm, createTask, trainToFinish } from "./trainingSteps";

/**
 * The chain of ai-domain §7 in one journey (algorithm, training, model), as admin against the reference server: a run trained to 已完成 on
 * 训练任务, a model whose version is registered from that run (从训练注册), the checkpoint downloaded
 * byte for byte as the run wrote it, and 模型概览's 训练次数 and 模型数 up.
 */

const RUN = Date.now().toString(36).slice(-5);
const NAMES = {
  type: `链路类型-${RUN}`,
  algorithm: `链路算法-${RUN}`,
  task: `链路训练-${RUN}`,
  model: `链路模型-${RUN}`,
};
// The server of playwright.config.ts keeps its storage volumes under `.data-e2e-{port}/storage`.
const STORAGE = path.resolve(`.data-e2e-${process.env.E2E_PORT ?? 5180}`, "storage");
const OVERVIEW = "/#/home/model-management/model-overview";

async function overviewCounts(page: Page) {
  await page.goto(OVERVIEW);
  const count = async (name: string) => {
    const tile = page.getByRole("group", { name });
    await expect(tile).toBeVisible();
    return Number((await tile.locator("strong").textContent()) ?? "NaN");
  };
  return { trainings: await count("训练次数"), models: await count("模型数") };
}

test("a finished run becomes a model version whose checkpoint downloads as the run wrote it; the overview counts both", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const data = await annotatedDataset(request, RUN);
  await signInToWorkspace(page, "admin", ALGORITHMS);
  const before = await overviewCounts(page);
  expect(Number.isInteger(before.trainings) && Number.isInteger(before.models)).toBe(true);

  // Train: an algorithm, a task on the annotated dataset, a run to 已完成.
  await createAlgorithm(page, NAMES);
  await page.goto(TRAINING);
  await createTask(page, {
    name: NAMES.task,
    algorithm: NAMES.algorithm,
    datasetName: data.datasetName,
    epochs: "6",
  });
  const log = await trainToFinish(page, NAMES.task);
  await log.getByRole("button", { name: "Close" }).click();

  // A model on 我的模型, then its versions page.
  await page.goto("/#/home/model-management/model-management");
  await page.getByRole("button", { name: "新增模型" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("模型名称").fill(NAMES.model);
  await form.getByLabel("模型类别").selectOption("图像分类");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  await page.getByRole("row").filter({ hasText: NAMES.model }).getByRole("button", { name: "版本" }).click();
  await expect(page.getByRole("heading", { name: `模型版本：${NAMES.model}` })).toBeVisible();

  // 从训练注册: the finished run is offered (its task's name, the trainer, its accuracy); pick it.
  await page.getByRole("button", { name: "从训练注册" }).click();
  const register = page.getByRole("dialog", { name: "从训练注册" });
  await register.getByRole("button", { name: "保存" }).click();
  await expect(register.getByText("请选择训练")).toBeVisible();
  const option = register.getByLabel("训练").locator("option", { hasText: `${NAMES.task}-1` });
  const label = (await option.textContent()) ?? "";
  expect(label).toMatch(new RegExp(`^#\\d+ ${NAMES.task}-1（softmax，准确率 \\d+\\.\\d%）$`));
  const runId = Number(/^#(\d+)/.exec(label)?.[1]);
  await register.getByLabel("训练").selectOption({ label });
  await register.getByLabel("描述").fill("从训练注册的第一版");
  await register.getByRole("button", { name: "保存" }).click();
  await expect(register).toBeHidden();
  const version = page.getByRole("row").filter({ hasText: "V1" });
  await expect(version).toContainText(`训练 #${runId}`);
  await expect(version).toContainText("softmax");
  await expect(version).toContainText("红方块、蓝圆");
  await expect(version).toContainText("可用");

  // The same run cannot be registered twice in one model.
  await page.getByRole("button", { name: "从训练注册" }).click();
  await register.getByLabel("训练").selectOption({ label });
  await register.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("该训练已注册为此模型的版本").first()).toBeVisible();
  await register.getByRole("button", { name: "取消" }).click();

  // Download: the bytes are the checkpoint the run wrote into /GPUFS/admin/runs/{runId}/.
  const downloading = page.waitForEvent("download");
  await version.getByRole("button", { name: "下载" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${NAMES.model}-V1-checkpoint.json`);
  const downloaded = readFileSync(await download.path());
  const written = readFileSync(
    path.join(STORAGE, "GPUFS", "admin", "runs", String(runId), "checkpoint.json"),
  );
  expect(downloaded.equals(written)).toBe(true);
  expect(JSON.parse(downloaded.toString("utf8"))).toMatchObject({ trainer: "softmax" });
  // A second download through the API (models-url names it) answers the same bytes.
  const token = await storedBearerToken(page);
  const auth = { authorization: `Bearer ${token}` };
  const modelId = Number(/modelId=(\d+)/.exec(page.url())?.[1]);
  const listed = await request.get(
    `/api/aimanager/v1/model-history/page?modelId=${modelId}&pageNum=1&pageSize=10`,
    { headers: auth },
  );
  const versions = ((await listed.json()) as { data: { list: { id: number; runId: number | null }[] } }).data;
  expect(versions.list).toHaveLength(1);
  expect(versions.list[0].runId).toBe(runId);
  const versionId = versions.list[0].id;
  const urlAnswer = await request.get(`/api/aimanager/v1/model-history/models-url?historyId=${versionId}`, {
    headers: auth,
  });
  const { url, sourcePath } = ((await urlAnswer.json()) as { data: { url: string; sourcePath: string } })
    .data;
  expect(sourcePath).toBe(`/GPUFS/admin/runs/${runId}/checkpoint.json`);
  const again = await request.get(url, { headers: auth });
  expect(again.status()).toBe(200);
  expect((await again.body()).equals(written)).toBe(true);

  // 模型概览: more trainings and models than before (at least this run and this model; the other
  // journeys signed in as admin may add theirs at the same time, the workers run in parallel).
  const after = await overviewCounts(page);
  expect(after.trainings).toBeGreaterThanOrEqual(before.trainings + 1);
  expect(after.models).toBeGreaterThanOrEqual(before.models + 1);
});
