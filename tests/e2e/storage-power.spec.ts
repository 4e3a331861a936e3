import { STORAGE_API } from "../../src/contracts/storage";
import { expect, test, type Page } from "@playwright/test";
import { signIn, storedBearerToken } from "./support";

/**
 * The file manager as a power user works it (storage-file-manager §2), as admin against the reference server: each
 * journey makes its own folder with a unique name.
 */
const HOME = "/GPUFS/admin";
const row = (page: Page, path: string) => page.locator(`tr[data-path="${path}"]`);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openStorage(page: Page) {
  await signIn(page, "admin");
  await page.goto("/#/home/storage-manage");
  await expect(row(page, `${HOME}/README.txt`)).toBeVisible();
}

/** A folder made through the storage API (the journey's own data), waited for until it exists. */
async function makeFolder(page: Page, path: string) {
  const token = await storedBearerToken(page);
  const answer = await page.request.post(STORAGE_API.storageOpt, {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 3, from: [], target: [{ path }] },
  });
  expect((await answer.json()).code).toBe(200);
  await expect
    .poll(async () => {
      const listing = await page.request.get(STORAGE_API.storageDirInfo, {
        headers: { authorization: `Bearer ${token}` },
        params: { dir: path },
      });
      return (await listing.json()).code;
    })
    .toBe(200);
}

async function goTo(page: Page, path: string) {
  const box = page.getByLabel("远程路径");
  await box.fill(path);
  await box.press("Enter");
}

/** Tabs from where the focus is (the path box) into the table: its cursor row is the one Tab reaches. */
async function tabIntoTable(page: Page) {
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.matches("tr[data-path]") ?? false)) return;
  }
  throw new Error("Tab never reached a row of the table");
}

/** Moves the cursor with the arrows until `path` is the focused row. */
async function arrowTo(page: Page, path: string) {
  for (let step = 0; step < 30; step++) {
    if ((await page.evaluate(() => document.activeElement?.getAttribute("data-path"))) === path) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`the cursor never reached ${path}`);
}

async function upload(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "上传文件", exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: "text/plain", buffer });
}

test.describe("the storage manager as a power user", () => {
  test("select, copy, paste into a folder row and rename with the keyboard alone", async ({ page }) => {
    await openStorage(page);
    const work = `${HOME}/${unique("keys")}`;
    await makeFolder(page, work);
    await makeFolder(page, `${work}/dest`);
    await goTo(page, work);
    await expect(row(page, `${work}/dest`)).toBeVisible();
    await upload(page, "plan.txt", Buffer.from("计划\n"));
    await expect(row(page, `${work}/plan.txt`)).toBeVisible({ timeout: 20_000 });

    // Into the table with Tab from the path box; from here on the focus never leaves it.
    await page.getByLabel("远程路径").focus();
    await tabIntoTable(page);
    await page.keyboard.press("Home");
    await arrowTo(page, `${work}/plan.txt`);
    await expect(row(page, `${work}/plan.txt`)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Control+c");
    await expect(page.getByText("复制成功").first()).toBeVisible();

    await page.keyboard.press("Home");
    await arrowTo(page, `${work}/dest`);
    await page.keyboard.press("Control+v");
    await expect(page.getByText("操作成功").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("远程路径")).toHaveValue(`${work}/dest`);
    await expect(row(page, `${work}/dest/plan.txt`)).toBeVisible({ timeout: 15_000 });

    // Enter into the folder kept the keys in the table: its first row has the focus.
    await expect(row(page, `${work}/dest/plan.txt`)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("F2");
    const dialog = page.getByRole("dialog", { name: "重命名" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("plan-renamed.txt");
    await page.keyboard.press("Enter");
    await expect(row(page, `${work}/dest/plan-renamed.txt`)).toBeVisible({ timeout: 15_000 });

    await page.keyboard.press("Backspace");
    await expect(page.getByLabel("远程路径")).toHaveValue(work);
    await expect(row(page, `${work}/plan.txt`)).toBeVisible();
    await expect(page.locator("tr[data-path]").first()).toBeFocused();
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog", { name: "快捷键" })).toContainText("Ctrl + V");
  });

  test("drop two files onto a folder row: they upload into that folder", async ({ page }) => {
    await openStorage(page);
    const work = `${HOME}/${unique("drop")}`;
    await makeFolder(page, work);
    await makeFolder(page, `${work}/inbox`);
    await goTo(page, work);
    const target = row(page, `${work}/inbox`);
    await expect(target).toBeVisible();

    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(["第一份"], "one.txt", { type: "text/plain" }));
      data.items.add(new File(["第二份"], "two.txt", { type: "text/plain" }));
      return data;
    });
    const before = await target.boundingBox();
    await page.getByTestId("storage-table").dispatchEvent("dragenter", { dataTransfer: transfer });
    await expect(page.getByText("将文件拖放到表格即可上传到当前目录")).toBeVisible();
    // The hint lies over the header: the rows do not move under the pointer.
    expect((await target.boundingBox())?.y).toBe(before?.y);
    await target.locator("td").first().dispatchEvent("dragover", { dataTransfer: transfer });
    await expect(page.getByText(/松开即可上传到文件夹 inbox/)).toBeVisible();
    await target.locator("td").first().dispatchEvent("drop", { dataTransfer: transfer });
    await expect(page.getByText("将文件拖放到表格即可上传到当前目录")).toBeHidden();

    await expect(page.getByText(/2 个文件上传成功/).first()).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press("Escape");
    await target.dblclick();
    await expect(row(page, `${work}/inbox/one.txt`)).toBeVisible({ timeout: 15_000 });
    await expect(row(page, `${work}/inbox/two.txt`)).toBeVisible();
    await expect(row(page, `${work}/one.txt`)).toHaveCount(0);
  });

  test("preview a Chinese text over 8 KB: no page breaks a character", async ({ page }) => {
    await openStorage(page);
    const work = `${HOME}/${unique("preview")}`;
    await makeFolder(page, work);
    await goTo(page, work);
    await expect(page.getByTestId("storage-table")).toContainText("暂无数据");
    // 3-byte characters, 12 000 bytes: three 4096-byte pages, none a multiple of 3.
    const text = Array.from({ length: 4000 }, (_, index) => "超算存储预览测试"[index % 8]).join("");
    await upload(page, "chinese.txt", Buffer.from(text, "utf8"));
    const file = row(page, `${work}/chinese.txt`);
    await expect(file).toBeVisible({ timeout: 20_000 });

    await file.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /文件预览/ });
    const body = dialog.getByTestId("storage-preview-text");
    const pages: string[] = [];
    for (let index = 1; index <= 3; index++) {
      await expect(dialog.getByText(`第 ${index} / 3 页`)).toBeVisible();
      await expect(body).not.toBeEmpty();
      const shown = (await body.textContent()) ?? "";
      expect(shown).not.toContain("\uFFFD");
      pages.push(shown);
      if (index === 3) break;
      await dialog.getByRole("button", { name: "下一页" }).click();
      await expect(body).not.toHaveText(shown);
    }
    expect(pages.join("")).toBe(text);
  });
});
