import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import yazl from "yazl";
import { signInToWorkspace, storedBearerToken } from "./support";
import { shapePng } from "./learningImages";
import { ALGORITHMS, TRAINING } from "./trainingSteps";

/**
 * A data scientist's whole chain with their own algorithm (docs/algorithm-packages.md), as admin in
 * the browser against the reference server: a COCO zip imported as a dataset; the package folder
 * tests/fixtures/colour-package uploaded from the browser into 新增算法版本; two runs with different
 * hyper-parameters (the live curves in the log dialog), a third terminated; 对比 of the two finished
 * (the differing hyper-parameters marked, the final metrics); the best registered as an ONNX model,
 * published, and answering the curl example and /demoPage.
 */

const RUN = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
const NAMES = {
  dataset: `链数据-${RUN}`,
  algorithm: `链算法-${RUN}`,
  task: `链训练-${RUN}`,
  model: `链模型-${RUN}`,
  service: `链服务-${RUN}`,
  token: `链令牌-${RUN}`,
};
const PACKAGE = path.resolve("tests/fixtures/colour-package");
// The server of playwright.config.ts keeps its storage volumes under `.data-e2e-{port}/storage`.
const HOME = path.resolve(`.data-e2e-${process.env.E2E_PORT ?? 5180}`, "storage", "GPUFS", "admin");
const RED: [number, number, number] = [220, 40, 40];
const BLUE: [number, number, number] = [40, 60, 220];

/** Six 48 × 48 pictures, three red squares and three blue discs, boxed, as a COCO zip. */
function cocoZip(): Promise<Buffer> {
  const shapes = [0, 1, 2, 3, 4, 5].map((n) => ({
    name: `s${n}.png`,
    label: n % 2 ? 2 : 1,
    bytes: shapePng(
      48,
      48,
      [200, 200, 200],
      [{ kind: n % 2 ? "disc" : "square", rgb: n % 2 ? BLUE : RED, size: 36, x: 6, y: 6 }],
    ),
  }));
  const zip = new yazl.ZipFile();
  for (const shape of shapes) zip.addBuffer(shape.bytes, `images/${shape.name}`);
  const coco = {
    images: shapes.map((shape, i) => ({ id: i + 1, file_name: shape.name, width: 48, height: 48 })),
    categories: [
      { id: 1, name: "红方块" },
      { id: 2, name: "蓝圆" },
    ],
    annotations: shapes.map((shape, i) => ({
      id: i + 1,
      image_id: i + 1,
      category_id: shape.label,
      bbox: [6, 6, 36, 36],
    })),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(coco)), "annotations/instances.json");
  zip.end();
  const parts: Buffer[] = [];
  return new Promise((resolve) => {
    zip.outputStream.on("data", (part: Buffer) => parts.push(part));
    zip.outputStream.on("end", () => resolve(Buffer.concat(parts)));
  });
}

/** 新增训练任务 (or 编辑 on the task's row) with the package's hyper-parameters. */
async function taskForm(dialog: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await dialog.getByLabel(name, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
}

/** 开始训练 on the task's row: the log dialog opens on the new run. */
async function startRun(page: Page) {
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.task })
    .getByRole("button", { name: "开始训练" })
    .click();
  return page.getByRole("dialog", { name: /训练日志/ });
}

const runFolders: string[] = [];
test.afterAll(() => {
  for (const folder of runFolders) fs.rmSync(folder, { recursive: true, force: true });
  // runs/ itself when nothing else is in it (another journey's run keeps it).
  const runs = path.join(HOME, "runs");
  if (fs.existsSync(runs) && fs.readdirSync(runs).length === 0) fs.rmdirSync(runs);
});

test("a package uploaded from the browser trains on an imported dataset, is compared, registered, published and answers", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToWorkspace(page, "admin", "/#/home/dataset-management/dataset/management");

  // 1. A dataset imported from a COCO zip.
  await page.getByRole("button", { name: "新增数据集" }).click();
  const datasetDialog = page.getByRole("dialog", { name: "新增数据集", exact: true });
  await datasetDialog.getByLabel("数据集名称").fill(NAMES.dataset);
  await datasetDialog.getByRole("button", { name: "保存" }).click();
  await expect(datasetDialog).toBeHidden();
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.dataset })
    .getByRole("button", { name: "查看" })
    .click();
  await page.getByRole("tab", { name: "导入导出" }).click();
  await page
    .getByTestId("dataset-import-file")
    .setInputFiles({ name: "shapes.zip", mimeType: "application/zip", buffer: await cocoZip() });
  await expect(page.getByRole("status").filter({ hasText: "最近一次导入" })).toContainText(
    "已导入 6 张图片、6 个标注框（COCO）到 V1",
    { timeout: 30_000 },
  );

  // 2. An algorithm whose version is the package folder uploaded from this computer.
  await page.goto(ALGORITHMS);
  await page.getByRole("button", { name: "新增算法" }).click();
  const algorithmDialog = page.getByRole("dialog", { name: "新增算法" });
  await algorithmDialog.getByLabel("算法名称").fill(NAMES.algorithm);
  await algorithmDialog.getByLabel("算法类型").selectOption({ index: 1 });
  await algorithmDialog.getByRole("button", { name: "保存" }).click();
  await expect(algorithmDialog).toBeHidden();
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.algorithm })
    .getByRole("button", { name: "版本", exact: true })
    .click();
  const versions = page.getByRole("dialog", { name: `${NAMES.algorithm} 的版本` });
  await versions.getByRole("button", { name: "新增算法版本" }).click();
  const form = page.getByRole("dialog", { name: "新增算法版本" });
  await form.getByLabel("算法来源").selectOption({ label: "算法包（从本机上传）" });
  await form.getByLabel("选择文件夹").setInputFiles(PACKAGE);
  await expect(form.getByRole("status")).toHaveText(
    "已上传 colour-package.zip：颜色均值分类（classification，python3，读取 coco 格式）",
  );
  await expect(form.getByText("学习率（learningRate）")).toBeVisible();
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  await expect(versions.getByRole("row").filter({ hasText: "V1" })).toContainText("颜色均值分类");
  await versions.getByRole("button", { name: "Close" }).click();

  // 3. A task on the imported version; run 1 (slow steps) shows its live curves in the log dialog.
  await page.goto(TRAINING);
  await page.getByRole("button", { name: "新增训练任务" }).click();
  const taskDialog = page.getByRole("dialog", { name: "新增训练任务" });
  await taskDialog.getByLabel("任务名称").fill(NAMES.task);
  await taskDialog.getByLabel("算法", { exact: true }).selectOption({ label: NAMES.algorithm });
  await taskDialog.getByLabel("算法版本").selectOption({ index: 1 });
  const dataset = taskDialog.getByLabel("数据集版本");
  await dataset.selectOption({
    label: (await dataset.locator("option", { hasText: NAMES.dataset }).textContent()) ?? "",
  });
  await taskDialog.getByLabel("标签组").selectOption({ label: `${NAMES.dataset}-导入` });
  await taskForm(taskDialog, { epochs: "6", learningRate: "0.05", stepSeconds: "0.4" });
  const first = await startRun(page);
  await expect(first.getByRole("img", { name: "loss 曲线" })).toBeVisible({ timeout: 30_000 });
  await expect(first.getByRole("img", { name: "accuracy 曲线" })).toBeVisible();
  await expect(first.getByText("已完成")).toBeVisible({ timeout: 60_000 });
  await expect(
    first.getByRole("listitem").filter({ hasText: /colour package: 6 boxes, 2 labels/ }),
  ).toBeVisible();
  await first.getByRole("button", { name: "Close" }).click();

  // Run 2: other hyper-parameters (编辑 on the task), to the end.
  const edit = async (values: Record<string, string>) => {
    await page.getByRole("row").filter({ hasText: NAMES.task }).getByRole("button", { name: "编辑" }).click();
    await taskForm(page.getByRole("dialog", { name: /编辑训练任务/ }), values);
  };
  await edit({ epochs: "30", learningRate: "2", stepSeconds: "0" });
  const second = await startRun(page);
  await expect(second.getByText("已完成")).toBeVisible({ timeout: 60_000 });
  await second.getByRole("button", { name: "Close" }).click();

  // Run 3: long, terminated while it runs.
  await edit({ epochs: "300", stepSeconds: "1" });
  const third = await startRun(page);
  await expect(third.getByRole("listitem").filter({ hasText: /epoch 1\/300 loss=/ })).toBeVisible({
    timeout: 30_000,
  });
  await third.getByRole("button", { name: "终止" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(third.getByText("已终止")).toBeVisible({ timeout: 30_000 });
  await third.getByRole("button", { name: "Close" }).click();
  // The three run folders in admin's storage home are removed when the journey ends.
  const auth = { authorization: `Bearer ${await storedBearerToken(page)}` };
  const tasks = await request.get(
    `/api/aimanager/v1/tb-task-manage/list-page?pageNum=1&pageSize=10&name=${encodeURIComponent(NAMES.task)}`,
    { headers: auth },
  );
  const taskId = ((await tasks.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
  const listed = await request.get(
    `/api/aimanager/v1/train/list-page?taskId=${taskId}&pageNum=1&pageSize=10`,
    {
      headers: auth,
    },
  );
  const runIds = ((await listed.json()) as { data: { list: { id: number }[] } }).data.list.map(
    (run) => run.id,
  );
  expect(runIds).toHaveLength(3);
  for (const id of runIds) runFolders.push(path.join(HOME, "runs", String(id)));

  // 4. 对比 of the two finished runs: the hyper-parameters that differ are marked; the final metrics.
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.task })
    .getByRole("button", { name: "训练记录" })
    .click();
  const runs = page.getByRole("dialog", { name: `${NAMES.task} 的训练记录` });
  // Ticked with the keyboard (Space on the focused box), as a keyboard user does.
  for (const n of [1, 2]) {
    const box = runs.getByRole("checkbox", { name: `选择训练 ${NAMES.task}-${n} 进行对比` });
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  }
  await runs.getByRole("button", { name: "对比" }).click();
  const compare = page.getByRole("dialog", { name: "训练对比（2 次）" });
  const params = compare.getByRole("table", { name: "超参数" });
  for (const [name, values] of [
    ["epochs", ["6", "30"]],
    ["learningRate", ["0.0500", "2"]],
    ["stepSeconds", ["0.4000", "0"]],
  ] as const) {
    const row = params
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });
    await expect(row).toHaveAttribute("data-differs", "true");
    await expect(row.getByRole("cell")).toHaveText([...values]);
  }
  const metrics = compare.getByRole("table", { name: "最终指标" });
  await expect(metrics.getByRole("rowheader", { name: /^accuracy/ })).toBeVisible();
  const loss = metrics.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^loss/ }) });
  const [loss1, loss2] = (await loss.getByRole("cell").allTextContents()).map(Number);
  expect(loss2).toBeLessThan(loss1!);
  await compare.getByRole("button", { name: "Close" }).click();
  await runs.getByRole("button", { name: "Close" }).click();

  // 5. The best (run 2, the lower loss) registered as a model version: an ONNX model with its labels.
  await page.goto("/#/home/model-management/model-management");
  await page.getByRole("button", { name: "新增模型" }).click();
  const modelForm = page.getByRole("dialog");
  await modelForm.getByLabel("模型名称").fill(NAMES.model);
  await modelForm.getByLabel("模型类别").selectOption("图像分类");
  await modelForm.getByRole("button", { name: "保存" }).click();
  await expect(modelForm).toBeHidden();
  await page.getByRole("row").filter({ hasText: NAMES.model }).getByRole("button", { name: "版本" }).click();
  await page.getByRole("button", { name: "从训练注册" }).click();
  const register = page.getByRole("dialog", { name: "从训练注册" });
  const option = register.getByLabel("训练").locator("option", { hasText: `${NAMES.task}-2` });
  const label = (await option.textContent()) ?? "";
  await register.getByLabel("训练").selectOption({ label });
  await register.getByRole("button", { name: "保存" }).click();
  await expect(register).toBeHidden();
  const version = page.getByRole("row").filter({ hasText: "V1" });
  await expect(version).toContainText("ONNX · 输入 32×32×3");
  await expect(version).toContainText("红方块、蓝圆");

  // 6. Published (public), a token, and the curl example's call: a red picture is 红方块.
  await page.goto("/#/home/capability-release/service-management");
  await page.getByRole("button", { name: "发布服务" }).click();
  const publish = page.getByRole("dialog", { name: "发布服务" });
  await publish.getByLabel("服务名称").fill(NAMES.service);
  await publish.getByLabel("模型", { exact: true }).selectOption({ label: NAMES.model });
  await publish.getByLabel("模型版本").selectOption({ label: "V1" });
  await publish
    .locator("label.bp6-radio")
    .filter({ hasText: /^公开$/ })
    .click();
  await publish.getByRole("button", { name: "确认" }).click();
  await expect(publish).toBeHidden();
  const serviceRow = page.getByRole("row").filter({ hasText: NAMES.service });
  await expect(serviceRow).toContainText("运行中");
  await serviceRow.getByRole("button", { name: "详情" }).click();
  const drawer = page.locator(".bp6-drawer");
  await drawer.getByRole("tab", { name: "令牌" }).click();
  await drawer.getByRole("button", { name: "新建令牌" }).click();
  const tokenForm = page.getByRole("dialog", { name: "新增令牌" });
  await tokenForm.getByLabel("令牌名称").fill(NAMES.token);
  await tokenForm.getByRole("button", { name: "保存" }).click();
  await expect(tokenForm).toBeHidden();
  const curl = (await drawer.getByLabel("curl").textContent()) ?? "";
  const [, url, bearer] =
    /^curl -X POST '([^']+)' -H 'Authorization: Bearer (sk-[0-9a-f]{48})' -F 'file=@image\.png'$/.exec(
      curl,
    ) ?? [];
  const answered = await request.post(url!, {
    headers: { authorization: `Bearer ${bearer}` },
    multipart: { file: { name: "image.png", mimeType: "image/png", buffer: shapePng(40, 40, RED, []) } },
  });
  expect(answered.status()).toBe(200);
  const body = (await answered.json()) as { data: { labels: { label: string }[] } };
  expect(body.data.labels[0]!.label).toBe("红方块");

  // 7. The demo page, signed out: a blue picture is 蓝圆.
  const serviceId = Number(/services\/(\d+)\/predict/.exec(url!)![1]);
  const visitor = await browser.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/#/demoPage?id=${serviceId}`);
  await expect(visitor.getByRole("heading", { name: "推理演示" })).toBeVisible();
  await visitor
    .getByLabel("选择图片")
    .setInputFiles({ name: "blue.png", mimeType: "image/png", buffer: shapePng(40, 40, BLUE, []) });
  await expect(visitor.getByRole("list", { name: "识别结果" }).getByRole("listitem").first()).toHaveText(
    /^蓝圆\d+\.\d%$/,
  );
  await visitor.close();
});
