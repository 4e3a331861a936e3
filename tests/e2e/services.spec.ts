import { execSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { shapePng, type Shape } from "../support/shapeImage";
import { boxOf, overlap } from "./learningImages";
import { signInToWorkspace, storedBearerToken } from "./support";
import { annotatedDataset } from "./trainingData";
import { ALGORITHMS, TRAINING, createAlgorithm, createTask, trainToFinish } from "./trainingSteps";

/**
 * The published services journey (ai-domain §7), as admin against the reference server: a run trained to 已完成 and
 * registered as a model version, published on 服务管理, a token created in the drawer, the page's curl
 * example run as a user would (curl, from this test) → a prediction; the call counted in 监控 and on
 * 服务概览; the service stopped → the call refused; started again, the token disabled → refused.
 */

const RUN = Date.now().toString(36).slice(-5);
const NAMES = {
  type: `服务类型-${RUN}`,
  algorithm: `服务算法-${RUN}`,
  task: `服务训练-${RUN}`,
  model: `服务模型-${RUN}`,
  service: `形状服务-${RUN}`,
  token: `合作方-${RUN}`,
};
const MANAGE = "/#/home/capability-release/service-management";
const SQUARE: Shape = { kind: "square", x: 10, y: 10, size: 18, rgb: [220, 40, 40] };
const OVERVIEW = "/#/home/capability-release/service-overview";

/** Runs the page's curl command with the image file in place of image.png; answers the JSON body. */
function runCurl(
  command: string,
  image: string,
): {
  code: number;
  message?: string;
  data?: {
    labels: { label: string; score: number }[];
    boxes: { label: string; score: number; x: number; y: number; width: number; height: number }[];
    latencyMs: number;
  };
} {
  const withFile = command.replace("file=@image.png", `file=@${image}`);
  expect(withFile).not.toBe(command);
  return JSON.parse(execSync(`${withFile} --silent --max-time 20`, { encoding: "utf8" }));
}

async function overviewCalls(page: Page) {
  await page.goto(OVERVIEW);
  const tile = page.getByRole("group", { name: "调用总数" });
  await expect(tile).toBeVisible();
  return Number((await tile.locator("strong").textContent())?.replace(/,/g, "") ?? "NaN");
}

/** A chart of 服务概览 drawn with data: its canvas (not the 暂无数据 stand-in) has painted pixels. */
async function expectChartDrawn(page: Page, name: string) {
  const canvas = page.getByRole("img", { name });
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const target = element as HTMLCanvasElement;
        const { data } = target.getContext("2d")!.getImageData(0, 0, target.width, target.height);
        let painted = 0;
        for (let at = 3; at < data.length; at += 4) if (data[at]! > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(200);
}

/** Confirms 确认切换状态吗？ of a switch. */
async function confirmSwitch(page: Page) {
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("确认切换状态吗？");
  await confirm.getByRole("button", { name: "确认" }).click();
  await expect(confirm).toBeHidden();
}

test("a published model answers the page's curl example with a token; stopping the service or disabling the token refuses it", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const image = path.join(mkdtempSync(path.join(os.tmpdir(), "services-e2e-")), "shape.png");
  writeFileSync(image, shapePng(48, 48, [200, 200, 200], [SQUARE]));

  // A finished run, registered as V1 of a model (the model-management journey's steps).
  const data = await annotatedDataset(request, RUN);
  await signInToWorkspace(page, "admin", ALGORITHMS);
  await createAlgorithm(page, NAMES);
  await page.goto(TRAINING);
  await createTask(page, {
    name: NAMES.task,
    algorithm: NAMES.algorithm,
    datasetName: data.datasetName,
    epochs: "4",
  });
  const log = await trainToFinish(page, NAMES.task);
  await log.getByRole("button", { name: "Close" }).click();
  const auth = { authorization: `Bearer ${await storedBearerToken(page)}` };
  const runs = (await (
    await request.get("/api/aimanager/v1/model-history/finished-runs", { headers: auth })
  ).json()) as {
    data: { id: number; name: string }[];
  };
  const run = runs.data.find((row) => row.name.startsWith(NAMES.task))!;
  const model = await request.post("/api/aimanager/v1/model-manage/models", {
    headers: auth,
    data: { name: NAMES.model, category: "目标检测" },
  });
  const modelId = ((await model.json()) as { data: { id: number } }).data.id;
  const registered = await request.post("/api/aimanager/v1/model-history/models-versions/v2", {
    headers: auth,
    data: { modelId, runId: run.id },
  });
  expect(registered.status()).toBe(200);
  const callsBefore = await overviewCalls(page);

  // 发布服务: the model, then its version.
  await page.goto(MANAGE);
  await page.getByRole("button", { name: "发布服务" }).click();
  const dialog = page.getByRole("dialog", { name: "发布服务" });
  await dialog.getByRole("button", { name: "确认" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("服务名称不能为空");
  await dialog.getByLabel("服务名称").fill(NAMES.service);
  await dialog.getByLabel("模型", { exact: true }).selectOption({ label: NAMES.model });
  await dialog.getByLabel("模型版本").selectOption({ label: "V1" });
  await dialog.getByRole("button", { name: "确认" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: NAMES.service });
  await expect(row).toContainText("运行中");
  await expect(row).toContainText(`${NAMES.model} V1`);

  // A token in the drawer, and the curl example with the real URL and token.
  await row.getByRole("button", { name: "详情" }).click();
  const drawer = page.locator(".bp6-drawer");
  await drawer.getByRole("tab", { name: "令牌" }).click();
  await drawer.getByRole("button", { name: "新建令牌" }).click();
  const tokenForm = page.getByRole("dialog", { name: "新增令牌" });
  await tokenForm.getByLabel("令牌名称").fill(NAMES.token);
  await tokenForm.getByRole("button", { name: "保存" }).click();
  await expect(tokenForm).toBeHidden();
  const curl = (await drawer.getByLabel("curl").textContent()) ?? "";
  expect(curl).toMatch(
    /^curl -X POST 'http:\/\/[^']+\/api\/aimanager\/v1\/services\/\d+\/predict' -H 'Authorization: Bearer sk-[0-9a-f]{48}' -F 'file=@image.png'$/,
  );

  const answered = runCurl(curl, image);
  expect(answered.code).toBe(200);
  // The best box names the red square and covers it; the first label is the box's, with its score.
  const [top] = answered.data!.boxes;
  expect(top?.label).toBe("红方块");
  expect(overlap(top!, boxOf(SQUARE))).toBeGreaterThanOrEqual(0.5);
  expect(answered.data!.labels[0]).toEqual({ label: "红方块", color: expect.any(String), score: top!.score });
  expect(answered.data!.latencyMs).toBeGreaterThanOrEqual(0);

  // 监控 counts it. (The 新增成功 toast of the token slides over the drawer's tabs for a moment; a click
  // it takes is taken again, as a user would.)
  const monitorTab = drawer.getByRole("tab", { name: "监控" });
  await expect(async () => {
    await monitorTab.click();
    await expect(monitorTab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(drawer.getByRole("group", { name: "调用总数" })).toContainText("1");
  await expect(drawer.getByRole("group", { name: "成功率" })).toContainText("100.00%");
  await expect(
    drawer.getByRole("table", { name: "监控" }).getByRole("row").filter({ hasText: NAMES.token }),
  ).toContainText("成功");
  await page.keyboard.press("Escape");

  // Stopped: the same command is refused.
  await row.locator("label.ws-public-switch").click();
  await confirmSwitch(page);
  await expect(row).toContainText("已停止");
  expect(runCurl(curl, image)).toMatchObject({ code: 409, message: "服务已停止，无法调用" });

  // Started again, the token disabled: refused.
  await row.locator("label.ws-public-switch").click();
  await confirmSwitch(page);
  await expect(row).toContainText("运行中");
  expect(runCurl(curl, image).code).toBe(200);
  await row.getByRole("button", { name: "详情" }).click();
  await drawer.getByRole("tab", { name: "令牌" }).click();
  await drawer.getByRole("row").filter({ hasText: NAMES.token }).locator("label.ws-public-switch").click();
  await confirmSwitch(page);
  expect(runCurl(curl, image)).toMatchObject({ code: 403, message: "服务令牌已禁用" });

  // 监控 shows the refusals; 服务概览 counts every call (others' journeys may add theirs meanwhile).
  await drawer.getByRole("tab", { name: "监控" }).click();
  await expect(drawer.getByRole("group", { name: "调用总数" })).toContainText("4");
  await expect(drawer.getByRole("group", { name: "成功率" })).toContainText("50.00%");
  await expect(drawer.getByText("服务令牌已禁用")).toBeVisible();
  expect(await overviewCalls(page)).toBeGreaterThanOrEqual(callsBefore + 4);
  for (const chart of [
    "每日调用次数",
    "每日成功率（%）",
    "每日 P95 延迟（毫秒）",
    "调用次数排行",
    "服务类型分布",
  ])
    await expectChartDrawn(page, chart);
});
