import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { trainCheckpoint } from "./modelCheckpoint";
import { signIn } from "./support";

/** 我的模型 and 模型概览 (ai-domain §7) as admin, against the reference server. */
const HOME = "/GPUFS/admin";
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function modelCount(page: Page): Promise<number> {
  await page.goto("/#/home/model-management/model-overview");
  const tile = page.getByRole("group", { name: "模型数" });
  await expect(tile).toBeVisible();
  return Number((await tile.locator("strong").textContent()) ?? "NaN");
}

test("create a model, register a version from a checkpoint in storage, download it, make it public; the overview counts it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const checkpoint = await trainCheckpoint();
  await signIn(page, "admin");
  const before = await modelCount(page);
  // The overview draws its charts with the chart kit.
  await expect(page.getByRole("group", { name: "模型类别分布" })).toBeVisible();

  // The checkpoint goes into storage through the storage screen's upload.
  const fileName = `${unique("checkpoint")}.json`;
  await page.goto("/#/home/storage-manage");
  await expect(page.locator(`tr[data-path="${HOME}/README.txt"]`)).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "上传文件", exact: true }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: "application/json", buffer: checkpoint });
  await expect(page.locator(`tr[data-path="${HOME}/${fileName}"]`)).toBeVisible({ timeout: 20_000 });

  // A model, with the form's rules first.
  const name = unique("形状模型");
  await page.goto("/#/home/model-management/model-management");
  await page.getByRole("button", { name: "新增模型" }).click();
  const form = page.getByRole("dialog");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form.getByText("请输入模型名称")).toBeVisible();
  await form.getByLabel("模型名称").fill(name);
  await form.getByLabel("模型类别").selectOption("目标检测");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();

  // Its versions: a file that is no checkpoint is refused, the uploaded checkpoint is registered.
  await row.getByRole("button", { name: "版本" }).click();
  await expect(page.getByRole("heading", { name: `模型版本：${name}` })).toBeVisible();
  await page.getByRole("button", { name: "从存储注册" }).click();
  const register = page.getByRole("dialog", { name: "从存储注册" });
  await register.getByRole("button", { name: "确认" }).click();
  await expect(register.getByText("请输入模型文件路径")).toBeVisible();
  await register.getByLabel("模型文件路径").fill(`${HOME}/README.txt`);
  await register.getByRole("button", { name: "确认" }).click();
  await expect(page.getByText("模型文件格式不正确，无法加载").first()).toBeVisible();
  await register.getByLabel("模型文件路径").fill(`${HOME}/${fileName}`);
  await register.getByLabel("描述").fill("形状检测的第一版");
  await register.getByRole("button", { name: "确认" }).click();
  await expect(register).toBeHidden();
  const version = page.getByRole("row").filter({ hasText: "V1" });
  await expect(version).toContainText("存储文件");
  await expect(version).toContainText("centroid");
  await expect(version).toContainText("红方块、蓝圆");
  await expect(version).toContainText("可用");

  // Download: the very checkpoint the engine wrote.
  const downloading = page.waitForEvent("download");
  await version.getByRole("button", { name: "下载" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}-V1-checkpoint.json`);
  expect(readFileSync(await download.path()).equals(checkpoint)).toBe(true);

  // Public, after 确认切换状态吗？
  await version.locator("label.ws-public-switch").click();
  await page.getByRole("alertdialog").getByText("确认切换状态吗？").waitFor();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(version.getByRole("switch")).toBeChecked();

  // Back on the list, the model has one version; the overview counts one model more.
  await page.getByRole("button", { name: "返回" }).click();
  // Columns: 模型名称, 模型类别, 描述, 版本数 …
  await expect(page.getByRole("row").filter({ hasText: name }).getByRole("cell").nth(3)).toHaveText("1");
  // At least one more: modelChain.spec.ts, in parallel as admin, may add its model meanwhile.
  expect(await modelCount(page)).toBeGreaterThanOrEqual(before + 1);
});
