import { expect, type Page } from "@playwright/test";

/**
 * The steps the training journeys share, as a user does them: a type, an algorithm and its softmax
 * version on 算法管理; a training task on 训练任务; a run started and watched until 已完成.
 */

export const ALGORITHMS = "/#/home/model-management/algorithm-management";
export const TRAINING = "/#/home/model-management/training-tasks";

export interface AlgorithmNames {
  type: string;
  algorithm: string;
}

/** A sub-type under 计算机视觉, an algorithm of it and its V1 (the softmax trainer, learningRate 0.2). */
export async function createAlgorithm(page: Page, names: AlgorithmNames): Promise<void> {
  await page.goto(ALGORITHMS);
  await page.getByText("计算机视觉", { exact: true }).click();
  await page.getByRole("button", { name: "新增子类型" }).click();
  const typeDialog = page.getByRole("dialog", { name: "新增算法类型" });
  await typeDialog.getByLabel("类型名称").fill(names.type);
  await typeDialog.getByRole("button", { name: "保存" }).click();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByText(names.type, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "新增算法" }).click();
  const algorithmDialog = page.getByRole("dialog", { name: "新增算法" });
  await algorithmDialog.getByLabel("算法名称").fill(names.algorithm);
  await algorithmDialog.getByLabel("算法类型").selectOption({ label: `计算机视觉 / ${names.type}` });
  await algorithmDialog.getByRole("button", { name: "保存" }).click();
  await expect(algorithmDialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: names.algorithm });
  await expect(row).toContainText(names.type);

  // Its first version: the softmax trainer with its ranges shown; a value out of range is refused.
  await row.getByRole("button", { name: "版本", exact: true }).click();
  const versions = page.getByRole("dialog", { name: `${names.algorithm} 的版本` });
  await versions.getByRole("button", { name: "新增算法版本" }).click();
  const versionDialog = page.getByRole("dialog", { name: "新增算法版本" });
  await versionDialog.getByLabel("算法来源").selectOption({ label: "颜色形状 Softmax 回归" });
  await expect(versionDialog.getByText("默认 0.1，范围 0.0001 ~ 1")).toBeVisible();
  await versionDialog.getByLabel("learningRate").fill("3");
  await versionDialog.getByRole("button", { name: "保存" }).click();
  await expect(versionDialog.getByText("超参数 learningRate 超出范围（0.0001 ~ 1）")).toBeVisible();
  await versionDialog.getByLabel("learningRate").fill("0.2");
  await versionDialog.getByRole("button", { name: "保存" }).click();
  await expect(versionDialog).toBeHidden();
  await expect(versions.getByRole("row").filter({ hasText: "V1" })).toContainText("learningRate=0.2");
  await versions.getByRole("button", { name: "Close" }).click();
}

/** 新增训练任务 on the training page (open), with the form's rules and the epochs range checked first. */
export async function createTask(
  page: Page,
  task: { name: string; algorithm: string; datasetName: string; epochs: string },
): Promise<void> {
  await page.getByRole("button", { name: "新增训练任务" }).click();
  const dialog = page.getByRole("dialog", { name: "新增训练任务" });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("请输入任务名称")).toBeVisible();
  await dialog.getByLabel("任务名称").fill(task.name);
  await dialog.getByLabel("算法", { exact: true }).selectOption({ label: task.algorithm });
  await dialog.getByLabel("算法版本").selectOption({ index: 1 });
  const dataset = dialog.getByLabel("数据集版本");
  await dataset.selectOption({
    label: (await dataset.locator("option", { hasText: task.datasetName }).textContent()) ?? "",
  });
  await dialog.getByLabel("标签组").selectOption({ label: task.datasetName });
  await dialog.getByLabel("epochs").fill("600");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("超参数 epochs 超出范围（1 ~ 500）")).toBeVisible();
  await dialog.getByLabel("epochs").fill(task.epochs);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: task.name })).toBeVisible();
}

/** 开始训练 on the task's row; the log dialog streams until 已完成 and shows the evaluation. Leaves it open. */
export async function trainToFinish(page: Page, taskName: string) {
  await page.getByRole("row").filter({ hasText: taskName }).getByRole("button", { name: "开始训练" }).click();
  const log = page.getByRole("dialog", { name: /训练日志/ });
  await expect(log.getByText("实时日志")).toBeVisible();
  await expect(
    log.getByRole("listitem").filter({ hasText: /^1trainer softmax: 2 labels, 6 boxes on 6 images/ }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(log.getByText("已完成")).toBeVisible({ timeout: 90_000 });
  await expect(log.getByRole("listitem").filter({ hasText: /done$/ })).toBeVisible();
  await expect(log.getByText("日志已结束")).toBeVisible();
  await expect(log.getByTestId("run-accuracy")).toHaveText(/\d+\.\d%/);
  return log;
}
