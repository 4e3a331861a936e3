import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { removeFromAdminHome, signIn, storedBearerToken } from "./support";
import { shapePng } from "./learningImages";

/**
 * An ONNX model brought from storage, as admin: model.onnx and model.json (tests/fixtures/makeOnnxModel.py,
 * a CNN telling 红色 from 蓝色 from 背景) uploaded into a new folder on the storage page, registered with
 * 从存储注册 on a 图像分类 model (the list shows ONNX, its input size and labels), published public on
 * 服务管理, the curl example's call made with Playwright's request (a red picture → 红色), the demo page
 * answering a blue picture 蓝色, and 监控 counting both calls.
 */

const RUN = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
const NAMES = {
  folder: `onnx-${RUN}`,
  model: `ONNX颜色-${RUN}`,
  service: `ONNX服务-${RUN}`,
  token: `ONNX令牌-${RUN}`,
};
const HOME = "/GPUFS/admin";
const FIXTURES = path.resolve("tests/fixtures/onnx");
const MANAGE = "/#/home/capability-release/service-management";
const row = (page: Page, remote: string) => page.locator(`tr[data-path="${remote}"]`);

async function upload(page: Page, name: string, file: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "上传文件", exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: "application/octet-stream", buffer: readFileSync(file) });
  await expect(row(page, `${HOME}/${NAMES.folder}/${name}`)).toBeVisible({ timeout: 20_000 });
}

test.afterAll(() => removeFromAdminHome(`onnx-${RUN}`));

test("an ONNX model from storage is registered, published, and answers the curl example and the demo page", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, "admin");

  // Storage: a new folder with model.onnx and its manifest model.json.
  await page.goto("/#/home/storage-manage");
  await expect(row(page, `${HOME}/README.txt`)).toBeVisible();
  await row(page, `${HOME}/README.txt`).locator("td").first().click({ button: "right" });
  await page.getByRole("menuitem", { name: "新建文件夹", exact: true }).click();
  const folderDialog = page.getByRole("dialog", { name: "新建文件夹" });
  await folderDialog.getByLabel("文件夹名称").fill(NAMES.folder);
  await folderDialog.getByRole("button", { name: "确定" }).click();
  await expect(folderDialog).toBeHidden();
  await row(page, `${HOME}/${NAMES.folder}`).dblclick();
  await expect(page.getByTestId("storage-table")).toContainText("暂无数据");
  await upload(page, "model.onnx", path.join(FIXTURES, "colors.onnx"));
  await upload(page, "model.json", path.join(FIXTURES, "colors.json"));

  // A 图像分类 model, then 从存储注册 with the path of model.onnx.
  await page.goto("/#/home/model-management/model-management");
  await page.getByRole("button", { name: "新增模型" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("模型名称").fill(NAMES.model);
  await form.getByLabel("模型类别").selectOption("图像分类");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  await page.getByRole("row").filter({ hasText: NAMES.model }).getByRole("button", { name: "版本" }).click();
  await page.getByRole("button", { name: "从存储注册" }).click();
  const register = page.getByRole("dialog", { name: "从存储注册" });
  await expect(
    register.getByText("选择 model.onnx（同目录须有清单 model.json）或内置训练器的 checkpoint.json"),
  ).toBeVisible();
  await register.getByLabel("模型文件路径").fill(`${HOME}/${NAMES.folder}/model.onnx`);
  await register.getByRole("button", { name: "确认" }).click();
  await expect(register).toBeHidden();
  const version = page.getByRole("row").filter({ hasText: "V1" });
  await expect(version).toContainText("ONNX · 输入 32×32×3");
  await expect(version).toContainText("红色、蓝色、背景");

  // 发布服务, public; its type is the model's: 图像分类.
  await page.goto(MANAGE);
  await page.getByRole("button", { name: "发布服务" }).click();
  const dialog = page.getByRole("dialog", { name: "发布服务" });
  await dialog.getByLabel("服务名称").fill(NAMES.service);
  await dialog.getByLabel("模型", { exact: true }).selectOption({ label: NAMES.model });
  await dialog.getByLabel("模型版本").selectOption({ label: "V1" });
  await dialog
    .locator("label.bp6-radio")
    .filter({ hasText: /^公开$/ })
    .click();
  await expect(dialog.getByRole("radio", { name: "公开", exact: true })).toBeChecked();
  await dialog.getByRole("button", { name: "确认" }).click();
  await expect(dialog).toBeHidden();
  const serviceRow = page.getByRole("row").filter({ hasText: NAMES.service });
  await expect(serviceRow).toContainText("运行中");
  await expect(serviceRow).toContainText("图像分类");

  // A token, and the curl example's call made with Playwright's request: a red picture is 红色.
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
  expect(url).toMatch(/\/api\/aimanager\/v1\/services\/\d+\/predict$/);
  const answered = await request.post(url!, {
    headers: { authorization: `Bearer ${bearer}` },
    multipart: {
      file: { name: "image.png", mimeType: "image/png", buffer: shapePng(40, 40, [215, 30, 30], []) },
    },
  });
  expect(answered.status()).toBe(200);
  const body = (await answered.json()) as {
    data: { labels: { label: string; score: number }[]; boxes: unknown[] };
  };
  expect(body.data.labels[0]!.label).toBe("红色");
  expect(body.data.boxes).toEqual([]);

  // The demo page, signed out: a blue picture is 蓝色.
  const serviceId = Number(/services\/(\d+)\/predict/.exec(url!)![1]);
  expect(await storedBearerToken(page)).toBeTruthy();
  const visitor = await browser.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/#/demoPage?id=${serviceId}`);
  await expect(visitor.getByRole("heading", { name: "推理演示" })).toBeVisible();
  await visitor.getByLabel("选择图片").setInputFiles({
    name: "blue.png",
    mimeType: "image/png",
    buffer: shapePng(40, 40, [30, 40, 215], []),
  });
  await expect(visitor.getByTestId("inference-latency")).toHaveText(/^耗时 \d+ ms$/);
  await expect(visitor.getByRole("list", { name: "识别结果" }).getByRole("listitem").first()).toHaveText(
    /^蓝色\d+\.\d%$/,
  );
  await visitor.close();

  // 监控 counts both calls, all answered.
  const monitorTab = drawer.getByRole("tab", { name: "监控" });
  await expect(async () => {
    await monitorTab.click();
    await expect(monitorTab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(drawer.getByRole("group", { name: "调用总数" })).toContainText("2");
  await expect(drawer.getByRole("group", { name: "成功率" })).toContainText("100.00%");
});
