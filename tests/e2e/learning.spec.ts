import { expect, test } from "@playwright/test";
import { signInToWorkspace } from "./support";
import { BACKGROUND, boxOf, overlap, RED_SQUARE, shapePng, shownAnswer } from "./learningImages";
import { learningInputs } from "./learningData";

/**
 * AI服务 as a user who is not an ML engineer: a new project, an annotated dataset version, 目标检测, an
 * algorithm fit for it, a budget, training watched to 已完成 (surviving a reload on its step), the best
 * run published as a service, and a test call of the service answered with labels and the latency.
 */

const RUN = Date.now().toString(36).slice(-5);
const PROJECT = `零件识别-${RUN}`;
const AI_SERVICES = "/#/home/automatic-learning";

test("the AI服务 flow takes a dataset version to a published service that answers a test call", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const inputs = await learningInputs(request, RUN);
  await signInToWorkspace(page, "admin", AI_SERVICES);

  await page.getByRole("button", { name: "新增项目" }).click();
  const dialog = page.getByRole("dialog", { name: "新增项目" });
  await dialog.getByLabel("项目名称").fill(PROJECT);
  await dialog.getByRole("button", { name: "保存" }).click();

  // 1 选择数据: only annotated versions; ours is there.
  const data = page.getByRole("region", { name: "选择数据" });
  await data.getByText(`${inputs.datasetName} V1`, { exact: true }).click();
  await expect(data.getByRole("radio", { name: `${inputs.datasetName} V1` })).toBeChecked();
  await data.getByRole("button", { name: "下一步" }).click();
  // 2 任务类型
  const type = page.getByRole("region", { name: "任务类型" });
  await type.getByText("目标检测", { exact: true }).click();
  await type.getByRole("button", { name: "下一步" }).click();
  // 3 选择算法
  const algorithm = page.getByRole("region", { name: "选择算法" });
  await expect(algorithm.getByText("只列出适合“目标检测”的算法版本。")).toBeVisible();
  await algorithm.getByText(inputs.algorithmName, { exact: true }).click();
  await algorithm.getByRole("button", { name: "下一步" }).click();
  // 4 训练预算: the version's epochs, checked by the server.
  const budget = page.getByRole("region", { name: "训练预算" });
  await expect(budget.getByLabel("训练轮数")).toHaveValue("30");
  await budget.getByLabel("CPU 核数").fill("65");
  await budget.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "CPU 核数超出范围（1 ~ 64）" })).toBeVisible();
  await budget.getByLabel("CPU 核数").fill("2");
  await budget.getByRole("button", { name: "下一步" }).click();
  // 5 开始训练
  const summary = page.getByRole("table", { name: "训练设置" });
  await expect(summary).toContainText("目标检测");
  await expect(summary).toContainText("30 轮，1 小时，2 核");
  await page.getByRole("region", { name: "开始训练" }).getByRole("button", { name: "开始训练" }).click();

  // 6 查看进度: the run is polled to 已完成; a reload comes back to this step.
  const progress = page.getByRole("region", { name: "查看进度" });
  await expect(progress.getByRole("row").nth(1)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "6 查看进度" })).toHaveAttribute("aria-current", "step");
  expect(await page.evaluate(() => sessionStorage.getItem("automatic-learning"))).toMatch(
    /"step":"progress"/,
  );
  const row = progress.getByRole("row").nth(1);
  await expect(row).toContainText("已完成", { timeout: 120_000 });
  await expect(row).toContainText(/\d+\.\d%/);
  await expect(row).toContainText("最佳");
  await progress.getByRole("button", { name: "下一步" }).click();

  // 7 发布服务: the best run, published; then the service and a test call with a service token.
  const publish = page.getByRole("region", { name: "发布服务" });
  await expect(publish.getByText(/^效果最好的一次：/)).toBeVisible();
  await publish.getByLabel("服务名称").fill(`${PROJECT}服务`);
  await publish.getByRole("button", { name: "发布为服务" }).click();
  await expect(page.getByText(`已发布为服务“${PROJECT}服务”`)).toBeVisible();
  await expect(page.getByRole("button", { name: "前往服务管理" })).toHaveAttribute(
    "href",
    "#/home/capability-release/service-management",
  );
  await page.getByLabel("选择图片").setInputFiles({
    name: "part.png",
    mimeType: "image/png",
    buffer: shapePng(48, 48, BACKGROUND, [RED_SQUARE]),
  });
  await expect(page.getByTestId("inference-latency")).toHaveText(/^耗时 \d+ ms$/);
  // The best box names the red square and sits on it; the first label agrees with it.
  const answer = await shownAnswer(page);
  expect(answer.boxText).toMatch(/^红方块 \d+\.\d%$/);
  expect(overlap(answer.box, boxOf(RED_SQUARE))).toBeGreaterThanOrEqual(0.5);
  expect(answer.topLabel).toMatch(/^红方块\d+\.\d%$/);

  // Back in the list the project shows 已发布; leaving the flow empties this section's session state.
  await page.getByRole("button", { name: "全部项目" }).click();
  await expect(page.getByRole("row").filter({ hasText: PROJECT })).toContainText("已发布");
  expect(await page.evaluate(() => sessionStorage.getItem("automatic-learning"))).toBeNull();
});
