import { expect, test, type Page } from "@playwright/test";
import { signInToWorkspace } from "./support";
import { annotatedDataset } from "./trainingData";

/**
 * Algorithms and training (issue 15, part A), as a user does it: a type, an algorithm and its version
 * (the softmax trainer); a training task on a dataset version annotated through the annotation API;
 * a run whose log streams live until 已完成 with its evaluation; a second run terminated (已终止).
 */

const RUN = Date.now().toString(36).slice(-5);
const NAMES = {
  type: `形状识别-${RUN}`,
  algorithm: `形状分类-${RUN}`,
  task: `形状训练-${RUN}`,
  longTask: `长训练-${RUN}`,
};
const ALGORITHMS = "/#/home/model-management/algorithm-management";
const TRAINING = "/#/home/model-management/training-tasks";

async function createTask(page: Page, name: string, datasetName: string, epochs: string) {
  await page.getByRole("button", { name: "新增训练任务" }).click();
  const dialog = page.getByRole("dialog", { name: "新增训练任务" });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("请输入任务名称")).toBeVisible();
  await dialog.getByLabel("任务名称").fill(name);
  await dialog.getByLabel("算法", { exact: true }).selectOption({ label: NAMES.algorithm });
  await dialog.getByLabel("算法版本").selectOption({ index: 1 });
  const dataset = dialog.getByLabel("数据集版本");
  await dataset.selectOption({
    label: (await dataset.locator("option", { hasText: datasetName }).textContent()) ?? "",
  });
  await dialog.getByLabel("标签组").selectOption({ label: datasetName });
  await dialog.getByLabel("epochs").fill("600");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("超参数 epochs 超出范围（1 ~ 500）")).toBeVisible();
  await dialog.getByLabel("epochs").fill(epochs);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
}

test("creates a type, an algorithm and a version, trains it with a live log and terminates a second run", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const data = await annotatedDataset(request, RUN);
  await signInToWorkspace(page, "admin", ALGORITHMS);

  // A sub-type under 计算机视觉.
  await page.getByText("计算机视觉", { exact: true }).click();
  await page.getByRole("button", { name: "新增子类型" }).click();
  const typeDialog = page.getByRole("dialog", { name: "新增算法类型" });
  await typeDialog.getByLabel("类型名称").fill(NAMES.type);
  await typeDialog.getByRole("button", { name: "保存" }).click();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByText(NAMES.type, { exact: true })).toBeVisible();

  // The algorithm, of that type.
  await page.getByRole("button", { name: "新增算法" }).click();
  const algorithmDialog = page.getByRole("dialog", { name: "新增算法" });
  await algorithmDialog.getByLabel("算法名称").fill(NAMES.algorithm);
  await algorithmDialog.getByLabel("算法类型").selectOption({ label: `计算机视觉 / ${NAMES.type}` });
  await algorithmDialog.getByRole("button", { name: "保存" }).click();
  await expect(algorithmDialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: NAMES.algorithm });
  await expect(row).toContainText(NAMES.type);

  // Its first version: the softmax trainer with its ranges shown; a value out of range is refused.
  await row.getByRole("button", { name: "版本", exact: true }).click();
  const versions = page.getByRole("dialog", { name: `${NAMES.algorithm} 的版本` });
  await versions.getByRole("button", { name: "新增算法版本" }).click();
  const versionDialog = page.getByRole("dialog", { name: "新增算法版本" });
  await versionDialog.getByLabel("内置训练器").selectOption({ label: "颜色形状 Softmax 回归" });
  await expect(versionDialog.getByText("默认 0.1，范围 0.0001 ~ 1")).toBeVisible();
  await versionDialog.getByLabel("learningRate").fill("3");
  await versionDialog.getByRole("button", { name: "保存" }).click();
  await expect(versionDialog.getByText("超参数 learningRate 超出范围（0.0001 ~ 1）")).toBeVisible();
  await versionDialog.getByLabel("learningRate").fill("0.2");
  await versionDialog.getByRole("button", { name: "保存" }).click();
  await expect(versionDialog).toBeHidden();
  await expect(versions.getByRole("row").filter({ hasText: "V1" })).toContainText("learningRate=0.2");
  await versions.getByRole("button", { name: "Close" }).click();

  // A task on the annotated version; a run whose log streams until 已完成, then its evaluation.
  await page.goto(TRAINING);
  await createTask(page, NAMES.task, data.datasetName, "6");
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.task })
    .getByRole("button", { name: "开始训练" })
    .click();
  const log = page.getByRole("dialog", { name: /训练日志/ });
  await expect(log.getByText("实时日志")).toBeVisible();
  await expect(
    log.getByRole("listitem").filter({ hasText: /^1trainer softmax: 2 labels, 6 boxes on 6 images/ }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(log.getByText("已完成")).toBeVisible({ timeout: 90_000 });
  await expect(log.getByRole("listitem").filter({ hasText: /done$/ })).toBeVisible();
  await expect(log.getByText("日志已结束")).toBeVisible();
  await expect(log.getByTestId("run-accuracy")).toHaveText(/\d+\.\d%/);
  await expect(log.getByRole("table", { name: "标签" })).toContainText("红方块");
  await log.getByRole("button", { name: "Close" }).click();

  // A long run, terminated while it runs: 已终止 and the partial log kept.
  await createTask(page, NAMES.longTask, data.datasetName, "500");
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.longTask })
    .getByRole("button", { name: "开始训练" })
    .click();
  const longLog = page.getByRole("dialog", { name: /训练日志/ });
  await expect(longLog.getByText("运行中")).toBeVisible({ timeout: 60_000 });
  await expect(longLog.getByRole("listitem").filter({ hasText: /epoch 1\/500/ })).toBeVisible({
    timeout: 60_000,
  });
  await longLog.getByRole("button", { name: "终止" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(longLog.getByText("已终止")).toBeVisible({ timeout: 30_000 });
  await expect(longLog.getByText("原因：用户终止")).toBeVisible();
  await expect(longLog.getByRole("listitem").filter({ hasText: /epoch 1\/500/ })).toBeVisible();
  await longLog.getByRole("button", { name: "Close" }).click();
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.longTask })
    .getByRole("button", { name: "训练记录" })
    .click();
  const runs = page.getByRole("dialog", { name: `${NAMES.longTask} 的训练记录` });
  await expect(runs.getByRole("row").filter({ hasText: "已终止" })).toContainText("用户终止");
});
