import { expect, test, type Page } from "@playwright/test";
import { pngImage } from "../support/pngImage";
import { areaMenu, signInToWorkspace } from "./support";

/**
 * 数据标注 (ai-domain §4): a user annotates a version of their own dataset without a team task, on the task
 * pages' canvas: they pick the dataset, version and label group, draw two boxes, save, reload and see them.
 */

const RUN = Date.now().toString(36).slice(-5);
const DATASET = `自标数据-${RUN}`;
const GROUP = `自标标签-${RUN}`;
const DS = "/home/dataset-management";

async function fillDialog(page: Page, title: string, fields: Record<string, string>) {
  const dialog = page.getByRole("dialog", { name: title, exact: true });
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
}

async function drawBox(page: Page, from: [number, number], to: [number, number]) {
  const canvas = page.getByRole("application", { name: "标注画布" });
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

test("a user annotates their own dataset version without a task and finds the boxes after a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToWorkspace(page, "dev", `/#${DS}/dataset/management`);

  // A dataset of two images and a label group of two labels, the user's own.
  await page.getByRole("button", { name: "新增数据集" }).click();
  await fillDialog(page, "新增数据集", { 数据集名称: DATASET, 描述: "自己标注" });
  const row = page.getByRole("row").filter({ hasText: DATASET });
  await row.getByRole("button", { name: "查看" }).click();
  const images = [1, 2].map((n) => ({
    name: `own-${n}.png`,
    mimeType: "image/png",
    buffer: pngImage(160, 120, [60 * n, 120, 180]),
  }));
  await page.getByLabel("上传图片").setInputFiles(images);
  await expect(page.getByRole("list", { name: "缩略图" }).getByRole("listitem")).toHaveCount(2);

  await page.goto(`/#${DS}/label-group-management`);
  await page.getByRole("button", { name: "新增标签组" }).click();
  await fillDialog(page, "新增标签组", { 标签组名称: GROUP });
  await page.getByRole("row").filter({ hasText: GROUP }).click();
  for (const label of ["树", "路灯"]) {
    await page.getByRole("button", { name: "新增标签", exact: true }).click();
    await fillDialog(page, "新增标签", { 标签名称: label });
  }

  // 数据标注 from the menu: choose the dataset, its version and the label group.
  await areaMenu(page).getByRole("button", { name: "数据集管理" }).click();
  await page.getByRole("menuitem", { name: "数据标注" }).click();
  await expect(page).toHaveURL(/#\/home\/dataset-management\/data-annotations/);
  await page.getByRole("combobox", { name: "数据集" }).selectOption({ label: DATASET });
  await expect(page.getByRole("combobox", { name: "版本" })).toHaveValue(/\d+/);
  await expect(page.getByRole("combobox", { name: "版本" }).locator("option:checked")).toHaveText("V1（2）");
  await page.getByRole("combobox", { name: "标签组" }).selectOption({ label: GROUP });
  const progress = page.getByRole("status", { name: "数据标注" });
  await expect(progress).toHaveText("已标注 0 / 共 2");
  await expect(page.getByText("第 1 / 2 张")).toBeVisible();
  await expect(page.getByRole("table", { name: "快捷键" })).toBeVisible();

  // Two boxes, the second with the second label (key 2), then 保存.
  await drawBox(page, [0.3, 0.3], [0.45, 0.5]);
  await page.keyboard.press("Escape");
  await page.keyboard.press("2");
  await drawBox(page, [0.55, 0.4], [0.7, 0.6]);
  await expect(page.getByText("2 个框")).toBeVisible();
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存")).toBeVisible();
  await expect(progress).toHaveText("已标注 1 / 共 2");

  // After a reload the same choice is open, with both boxes and the count.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "数据集" }).locator("option:checked")).toHaveText(DATASET);
  await expect(page.getByRole("combobox", { name: "标签组" }).locator("option:checked")).toHaveText(GROUP);
  await expect(progress).toHaveText("已标注 1 / 共 2");
  await expect(page.getByText("2 个框")).toBeVisible();
  await expect(page.locator("[data-box-key]")).toHaveCount(2);
  await expect(page.locator("[data-box-key]").nth(0)).toHaveAttribute("aria-label", "树");
  await expect(page.locator("[data-box-key]").nth(1)).toHaveAttribute("aria-label", "路灯");
});
