import { STORAGE_API } from "../../src/contracts/storage";
import { expect, test, type Page } from "@playwright/test";
import { signIn, signInToWorkspace, storedBearerToken, userMenuButton } from "./support";

/**
 * The file manager's dialogs as a keyboard user works them, as admin: the confirm takes Enter, F2 selects
 * the name without its extension, Esc and a rename give the focus back to the row, the preview turns pages
 * with its keys and Esc closes it on the last page; the records show a rename's target as a full path.
 */
const HOME = "/GPUFS/admin";
const row = (page: Page, path: string) => page.locator(`tr[data-path="${path}"]`);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function api(page: Page, url: string, data: unknown) {
  const token = await storedBearerToken(page);
  const answer = await page.request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect((await answer.json()).code).toBe(200);
}

/**
 * The folders the tests made, deleted after each test: the admin's home lists 20 rows a page and other
 * journeys expect its seeded README.txt on the first one.
 */
const made: string[] = [];
test.afterEach(async ({ page }) => {
  for (const path of made.splice(0))
    await api(page, STORAGE_API.storageOpt, { type: 1, from: [{ path }], target: [] });
});

async function openFolderWith(page: Page, files: Record<string, string>) {
  await signIn(page, "admin");
  await page.goto("/#/home/storage-manage");
  await expect(row(page, `${HOME}/README.txt`)).toBeVisible();
  const work = `${HOME}/${unique("kbd")}`;
  await api(page, STORAGE_API.storageOpt, { type: 3, from: [], target: [{ path: work }] });
  made.push(work);
  for (const [name, text] of Object.entries(files)) {
    const chooser = page.waitForEvent("filechooser");
    const box = page.getByLabel("远程路径");
    await box.fill(work);
    await box.press("Enter");
    await page.getByRole("button", { name: "上传文件", exact: true }).click();
    await (await chooser).setFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
    await expect(row(page, `${work}/${name}`)).toBeVisible({ timeout: 20_000 });
  }
  return work;
}

test("F2 selects the name without its extension; Esc and a rename give the focus back to the row", async ({
  page,
}) => {
  const work = await openFolderWith(page, { "alpha.txt": "a", "beta.txt": "b" });
  await row(page, `${work}/beta.txt`).click();
  await expect(row(page, `${work}/beta.txt`)).toBeFocused();

  await page.keyboard.press("F2");
  const dialog = page.getByRole("dialog", { name: "重命名" });
  const input = dialog.getByRole("textbox");
  await expect(input).toBeFocused();
  await expect
    .poll(() => input.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd]))
    .toEqual([0, 4]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row(page, `${work}/beta.txt`)).toBeFocused();
  // The arrows go on from there (towards alpha.txt, wherever the listing's order puts it).
  const order = await page
    .locator("tbody tr[data-path]")
    .evaluateAll((rows) => rows.map((r) => r.dataset.path));
  const up = order.indexOf(`${work}/alpha.txt`) < order.indexOf(`${work}/beta.txt`);
  await page.keyboard.press(up ? "ArrowUp" : "ArrowDown");
  await expect(row(page, `${work}/alpha.txt`)).toBeFocused();

  // Typing replaces the stem only: "gamma" + ".txt".
  await page.keyboard.press("F2");
  await expect
    .poll(() => input.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd]))
    .toEqual([0, 5]);
  await page.keyboard.type("gamma");
  await page.keyboard.press("Enter");
  await expect(row(page, `${work}/gamma.txt`)).toBeVisible({ timeout: 15_000 });
  await expect(row(page, `${work}/gamma.txt`)).toBeFocused();

  // The records list shows the rename's target as a full path, like its source.
  const records = page.locator(".ws-storage-record-table");
  await expect(
    records
      .getByRole("row")
      .filter({ hasText: `${work}/gamma.txt` })
      .first(),
  ).toContainText(`${work}/alpha.txt`);
});

test("Delete's confirm takes Enter at once; the preview turns pages with its keys and Esc closes it", async ({
  page,
}) => {
  const long = Array.from({ length: 400 }, (_, index) => `第 ${index + 1} 行：预览分页的内容`).join("\n");
  const work = await openFolderWith(page, { "long.txt": long, "gone.txt": "x" });
  await row(page, `${work}/gone.txt`).click();
  await page.keyboard.press("Delete");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("button", { name: "确定" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(row(page, `${work}/gone.txt`)).toBeHidden({ timeout: 15_000 });

  await row(page, `${work}/long.txt`).dblclick();
  const preview = page.getByRole("dialog", { name: /long\.txt/ });
  const text = preview.getByTestId("storage-preview-text");
  await expect(text).toContainText("第 1 行");
  const pager = await preview.getByText(/^第 1 \/ \d+ 页$/).textContent();
  const pages = Number(pager!.match(/\/ (\d+) 页/)![1]);
  expect(pages).toBeGreaterThan(2);
  await page.keyboard.press("PageDown");
  await expect(text).not.toContainText("第 1 行：");
  await page.keyboard.press("ArrowLeft");
  await expect(text).toContainText("第 1 行：");
  for (let turn = 1; turn < pages; turn++) await page.keyboard.press("ArrowRight");
  await expect(text).toContainText("第 400 行");
  await expect(preview.getByRole("button", { name: "下一页" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
});

test("the avatar menu closes as the bind dialog it opened comes up", async ({ page }) => {
  await signInToWorkspace(page, "dev");
  await userMenuButton(page).click();
  await page.getByRole("button", { name: "立即绑定" }).click();
  await expect(page.getByRole("dialog").first()).toBeVisible();
  await expect(page.getByRole("menu", { name: "user menu" })).toBeHidden();
});
