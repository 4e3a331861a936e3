import { expect, test } from "@playwright/test";
import { signInToWorkspace } from "./support";
import { annotatedDataset, emptyDataset } from "./trainingData";
import { ALGORITHMS, TRAINING, createAlgorithm, createTask, trainToFinish } from "./trainingSteps";

/**
 * Algorithms and training (ai-domain §7), as a user does it: a type, an algorithm and its version
 * (the softmax trainer); a training task on a dataset version annotated through the annotation API;
 * a run whose log streams live until 已完成 with its evaluation; a second run terminated (已终止); a
 * run asked for on a dataset version without annotations is refused with the server's reason.
 */

const RUN = Date.now().toString(36).slice(-5);
const NAMES = {
  type: `形状识别-${RUN}`,
  algorithm: `形状分类-${RUN}`,
  task: `形状训练-${RUN}`,
  longTask: `长训练-${RUN}`,
  emptyTask: `无标注训练-${RUN}`,
};
test("creates a type, an algorithm and a version, trains it with a live log and terminates a second run", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const data = await annotatedDataset(request, RUN);
  const TASK = { algorithm: NAMES.algorithm, datasetName: data.datasetName };
  await signInToWorkspace(page, "admin", ALGORITHMS);

  await createAlgorithm(page, NAMES);

  // A task on the annotated version; a run whose log streams until 已完成, then its evaluation.
  await page.goto(TRAINING);
  await createTask(page, { ...TASK, name: NAMES.task, epochs: "6" });
  const log = await trainToFinish(page, NAMES.task);
  // The list behind the open log follows it: 最近训练 says 已完成 too, without closing the log.
  await expect(page.locator("tr").filter({ hasText: NAMES.task })).toContainText("已完成");
  await expect(log.getByRole("table", { name: "标签" })).toContainText("红方块");
  await log.getByRole("button", { name: "Close" }).click();

  // A long run, terminated while it runs: 已终止 and the partial log kept.
  await createTask(page, { ...TASK, name: NAMES.longTask, epochs: "500" });
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
  await expect(page.locator("tr").filter({ hasText: NAMES.longTask })).toContainText("已终止");
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

  // A task on a version without boxes: 开始训练 is refused and the page says why; no log opens.
  await runs.getByRole("button", { name: "Close" }).click();
  const emptyName = await emptyDataset(request, RUN);
  await page.getByRole("button", { name: "新增训练任务" }).click();
  const dialog = page.getByRole("dialog", { name: "新增训练任务" });
  await dialog.getByLabel("任务名称").fill(NAMES.emptyTask);
  await dialog.getByLabel("算法", { exact: true }).selectOption({ label: NAMES.algorithm });
  await dialog.getByLabel("算法版本").selectOption({ index: 1 });
  const datasetVersion = dialog.getByLabel("数据集版本");
  await datasetVersion.selectOption({
    label: (await datasetVersion.locator("option", { hasText: emptyName }).textContent()) ?? "",
  });
  await expect(datasetVersion).toContainText(`${emptyName} V1（0 张图片，0 个标注框）`);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole("row")
    .filter({ hasText: NAMES.emptyTask })
    .getByRole("button", { name: "开始训练" })
    .click();
  await expect(page.getByText("该数据集版本没有标注数据，无法训练")).toBeVisible();
  await expect(page.getByRole("dialog", { name: /训练日志/ })).toBeHidden();
});
