import { expect, test, type Page } from "@playwright/test";
import { signInToWorkspace, userMenuButton } from "./support";

/** The file picker opened by the command 从存储选择文件… (user menu), as admin (HPC account bound). */
const HOME = "/GPUFS/admin";

async function choosePickerType(page: Page, type: string) {
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "从存储选择文件…" }).click();
  const chooser = page.getByRole("dialog", { name: "选择文件类型" });
  await chooser.getByRole("menuitem", { name: new RegExp(type) }).click();
  await expect(chooser).toBeHidden();
  const picker = page.getByRole("dialog", { name: "文件管理" });
  await expect(picker.locator(`tr[data-path="${HOME}/README.txt"]`)).toBeVisible();
  return picker;
}

test.describe("the file picker from the command", () => {
  test("zip: a .txt is refused with the spec's message, a .zip is accepted and its path copied", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInToWorkspace(page, "admin");
    const picker = await choosePickerType(page, "zip 压缩包");

    // Confirm with nothing selected, then with a .txt file: the spec's messages (storage spec §5).
    await picker.getByRole("button", { name: "确定" }).click();
    await expect(picker.getByRole("alert")).toHaveText("请选择文件后再确认上传");
    await picker.locator(`tr[data-path="${HOME}/README.txt"]`).click();
    await picker.getByRole("button", { name: "确定" }).click();
    await expect(picker.getByRole("alert")).toHaveText("请选择.zip格式的文件");
    await expect(picker).toBeVisible();

    // A zip is accepted: the picker closes and the path is on the clipboard with a tip.
    await picker.locator(`tr[data-path="${HOME}/samples.zip"]`).click();
    await picker.getByRole("button", { name: "确定" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText(`已复制文件路径：${HOME}/samples.zip`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${HOME}/samples.zip`);
  });

  test("the picker's table sorts by a header click, folders first", async ({ page }) => {
    await signInToWorkspace(page, "admin");
    const picker = await choosePickerType(page, "全部文件");
    const sizeHeader = picker.getByRole("columnheader", { name: /大小/ });
    await sizeHeader.getByRole("button").click();
    await expect(sizeHeader).toHaveAttribute("aria-sort", "ascending");
    // Folders first (the seeded ones, and any a journey made, e.g. runs/), then files.
    const names = await picker
      .locator("tbody tr[data-path]")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-path")!.split("/").pop()!));
    const lastFolder = Math.max(...["images", "notes", "projects"].map((name) => names.indexOf(name)));
    const firstFile = Math.min(...["README.txt", "samples.zip"].map((name) => names.indexOf(name)));
    expect(names).toEqual(
      expect.arrayContaining(["images", "notes", "projects", "README.txt", "samples.zip"]),
    );
    expect(lastFolder).toBeLessThan(firstFile);
    await sizeHeader.getByRole("button").click();
    await expect(sizeHeader).toHaveAttribute("aria-sort", "descending");
  });
});

test("opened in a fresh app, before 存储管理 was ever visited, the picker has its own styles", async ({
  page,
}) => {
  // The dialog's styles load with the dialog (picker.css, screen/fileTable.css), not with the storage page:
  // opened first from the command, it was 500 px wide with rows of 66 px and headers broken in two (名/称).
  await signInToWorkspace(page, "admin");
  const picker = await choosePickerType(page, "全部文件");
  const dialog = await picker.boundingBox();
  expect(dialog!.width).toBeGreaterThan(1000);
  const row = await picker.locator(`tr[data-path="${HOME}/README.txt"]`).boundingBox();
  expect(row!.height).toBeLessThan(40);
  const header = await picker.getByRole("columnheader", { name: /名称/ }).boundingBox();
  expect(header!.height).toBeLessThan(40);
});
