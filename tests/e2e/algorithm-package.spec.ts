import { expect, test, type Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { removeFromAdminHome, signInToWorkspace } from "./support";
import { annotatedDataset } from "./trainingData";
import { ALGORITHMS, TRAINING } from "./trainingSteps";

/**
 * Users run their own algorithms (docs/algorithm-packages.md), as a user does it: a package zip
 * uploaded into storage on the storage screen; a broken one refused with its manifest's message when
 * chosen; a version made from the good one (its hyper-parameter with its Chinese title); a task on
 * an annotated dataset version trained with it (the package's own lines in the live log, 已完成); a
 * second run terminated (已终止).
 */
const RUN = Date.now().toString(36).slice(-5);
const HOME = "/GPUFS/admin";

function packageZip(hyperParameters: object[]) {
  const manifest = {
    name: `数框算法-${RUN}`,
    taskType: "detection",
    runtime: "sh",
    entrypoint: "sh train.sh",
    datasetFormat: "coco",
    hyperParameters,
  };
  const script = [
    'boxes=$(grep -o \'"bbox"\' "$(dirname "$PARAMS_FILE")/dataset/annotations/instances.json" | wc -l)',
    'echo "package run: $boxes boxes"',
    `echo '{"step": 1, "loss": 0.5}'`,
    'seconds=$(grep -o \'"seconds": *[0-9]*\' "$PARAMS_FILE" | grep -o "[0-9]*$")',
    'sleep "$seconds"',
    'echo "package done"',
  ].join("\n");
  return Buffer.from(
    zipSync({ "manifest.json": strToU8(JSON.stringify(manifest)), "train.sh": strToU8(script) }),
  );
}

async function upload(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "上传文件", exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: "application/zip", buffer });
  await expect(page.locator(`tr[data-path="${HOME}/${name}"]`)).toBeVisible({ timeout: 20_000 });
}

async function pick(page: Page, name: string) {
  const picker = page.getByRole("dialog", { name: "文件管理" });
  await picker.locator(`tr[data-path="${HOME}/${name}"]`).click();
  await picker.getByRole("button", { name: "确定" }).click();
  await expect(picker).toBeHidden();
}

async function task(page: Page, name: string, algorithm: string, datasetName: string, seconds: string) {
  await page.getByRole("button", { name: "新增训练任务" }).click();
  const dialog = page.getByRole("dialog", { name: "新增训练任务" });
  await dialog.getByLabel("任务名称").fill(name);
  await dialog.getByLabel("算法", { exact: true }).selectOption({ label: algorithm });
  await dialog.getByLabel("算法版本").selectOption({ index: 1 });
  const dataset = dialog.getByLabel("数据集版本");
  await dataset.selectOption({
    label: (await dataset.locator("option", { hasText: datasetName }).textContent()) ?? "",
  });
  await dialog.getByLabel("标签组").selectOption({ label: datasetName });
  await dialog.getByLabel("seconds").fill(seconds);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
}

test.afterAll(() => removeFromAdminHome(`pkg-${RUN}.zip`, `bad-${RUN}.zip`));

test("a package from storage becomes a version, trains with its own log, and a second run is terminated", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const data = await annotatedDataset(request, RUN);
  const good = `pkg-${RUN}.zip`;
  const bad = `bad-${RUN}.zip`;
  await signInToWorkspace(page, "admin", "/#/home/storage-manage");
  await expect(page.locator(`tr[data-path="${HOME}/README.txt"]`)).toBeVisible();
  const seconds = { name: "seconds", type: "int", default: 0, min: 0, max: 600, title: "等待秒数" };
  await upload(page, good, packageZip([seconds]));
  await upload(page, bad, packageZip([{ ...seconds, title: "" }]));

  // An algorithm under an existing type.
  const algorithm = `自带算法-${RUN}`;
  await page.goto(ALGORITHMS);
  await page.getByRole("button", { name: "新增算法" }).click();
  const algorithmDialog = page.getByRole("dialog", { name: "新增算法" });
  await algorithmDialog.getByLabel("算法名称").fill(algorithm);
  await algorithmDialog.getByLabel("算法类型").selectOption({ index: 1 });
  await algorithmDialog.getByRole("button", { name: "保存" }).click();
  await expect(algorithmDialog).toBeHidden();
  await page
    .getByRole("row")
    .filter({ hasText: algorithm })
    .getByRole("button", { name: "版本", exact: true })
    .click();
  const versions = page.getByRole("dialog", { name: `${algorithm} 的版本` });
  await versions.getByRole("button", { name: "新增算法版本" }).click();
  const form = page.getByRole("dialog", { name: "新增算法版本" });
  await form.getByLabel("算法来源").selectOption({ label: "算法包（从存储选择）" });

  // The broken package is refused with its manifest's message; the good one shows its parameter.
  await form.getByRole("button", { name: "选择算法包" }).click();
  await pick(page, bad);
  await expect(form.getByRole("alert")).toHaveText("超参数 seconds 缺少中文标题 title");
  await form.getByRole("button", { name: "选择算法包" }).click();
  await pick(page, good);
  await expect(form.getByText(`数框算法-${RUN}（detection，sh，读取 coco 格式）`)).toBeVisible();
  await expect(form.getByText("等待秒数（seconds）")).toBeVisible();
  await expect(form.getByText("默认 0，范围 0 ~ 600")).toBeVisible();
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  const v1 = versions.getByRole("row").filter({ hasText: "V1" });
  await expect(v1).toContainText(`数框算法-${RUN}`);
  await expect(v1).toContainText(good);
  await versions.getByRole("button", { name: "Close" }).click();

  // A run with the package: its own lines stream in the log until 已完成.
  await page.goto(TRAINING);
  await task(page, `包训练-${RUN}`, algorithm, data.datasetName, "0");
  await page
    .getByRole("row")
    .filter({ hasText: `包训练-${RUN}` })
    .getByRole("button", { name: "开始训练" })
    .click();
  const log = page.getByRole("dialog", { name: /训练日志/ });
  await expect(log.getByRole("listitem").filter({ hasText: /package run: 6 boxes$/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(log.getByText("已完成")).toBeVisible({ timeout: 60_000 });
  await expect(log.getByRole("listitem").filter({ hasText: /package done$/ })).toBeVisible();
  await log.getByRole("button", { name: "Close" }).click();

  // A long one, terminated while it runs.
  await task(page, `包长训练-${RUN}`, algorithm, data.datasetName, "300");
  await page
    .getByRole("row")
    .filter({ hasText: `包长训练-${RUN}` })
    .getByRole("button", { name: "开始训练" })
    .click();
  const longLog = page.getByRole("dialog", { name: /训练日志/ });
  await expect(longLog.getByRole("listitem").filter({ hasText: /package run: 6 boxes$/ })).toBeVisible({
    timeout: 60_000,
  });
  await longLog.getByRole("button", { name: "终止" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(longLog.getByText("已终止")).toBeVisible({ timeout: 30_000 });
  await expect(longLog.getByText("原因：用户终止")).toBeVisible();
  await expect(longLog.getByRole("listitem").filter({ hasText: /package done$/ })).toHaveCount(0);
});
