import { expect, test, type Locator, type Page } from "@playwright/test";
import { ALGORITHMS } from "./trainingSteps";
import { signIn } from "./support";

const RUN = Date.now().toString(36);
const NAMES = { type: `布局类型-${RUN}`, algorithm: `布局算法-${RUN}` };

/** The count the type tree shows beside a type. */
const treeCount = (page: Page, type: string) =>
  page.locator(".bp6-tree-node-content").filter({ hasText: type }).locator(".bp6-tree-node-secondary-label");

/** The most lines any text in a cell takes (a text's client rects: one per line it is broken on). */
const lines = (cell: Locator) =>
  cell.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let most = 0;
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      most = Math.max(most, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
    }
    return most;
  });

test("the type tree counts a new algorithm at once; the versions dialog keeps headers and package on one line", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, "dev");
  await page.goto(ALGORITHMS);
  await page.getByText("计算机视觉", { exact: true }).click();
  await page.getByRole("button", { name: "新增子类型" }).click();
  const typeDialog = page.getByRole("dialog", { name: "新增算法类型" });
  await typeDialog.getByLabel("类型名称").fill(NAMES.type);
  await typeDialog.getByRole("button", { name: "保存" }).click();
  await expect(typeDialog).toBeHidden();
  await expect(treeCount(page, NAMES.type)).toHaveText("0");

  await page.getByRole("button", { name: "新增算法" }).click();
  const algorithmDialog = page.getByRole("dialog", { name: "新增算法" });
  await algorithmDialog.getByLabel("算法名称").fill(NAMES.algorithm);
  await algorithmDialog.getByLabel("算法类型").selectOption({ label: `计算机视觉 / ${NAMES.type}` });
  await algorithmDialog.getByRole("button", { name: "保存" }).click();
  await expect(algorithmDialog).toBeHidden();
  // No reload: the tree's count follows the new algorithm.
  await expect(treeCount(page, NAMES.type)).toHaveText("1");

  const row = page.getByRole("row").filter({ hasText: NAMES.algorithm });
  await row.getByRole("button", { name: "版本", exact: true }).click();
  const versions = page.getByRole("dialog", { name: `${NAMES.algorithm} 的版本` });
  await versions.getByRole("button", { name: "新增算法版本" }).click();
  const versionDialog = page.getByRole("dialog", { name: "新增算法版本" });
  await versionDialog.getByLabel("算法来源").selectOption({ label: "颜色形状 Softmax 回归" });
  await versionDialog.getByRole("button", { name: "保存" }).click();
  await expect(versionDialog).toBeHidden();

  const table = versions.getByRole("table", { name: "版本" });
  const v1 = table.getByRole("row").filter({ hasText: "V1" });
  await expect(v1).toContainText("未上传");
  const headers = table.getByRole("columnheader");
  await expect(headers.first()).toHaveText("版本");
  for (const header of await headers.all()) {
    expect(await lines(header), `${await header.textContent()} wraps`).toBe(1);
  }
  for (const cell of await v1.getByRole("cell").all()) {
    if ((await cell.getAttribute("class"))?.includes("ws-version-hint")) continue;
    expect(await lines(cell), `${await cell.textContent()} wraps`).toBeLessThanOrEqual(1);
  }
});

test("the type tree's count drops when an algorithm is deleted", async ({ page }) => {
  const names = { type: `计数类型-${RUN}`, algorithm: `计数算法-${RUN}` };
  await signIn(page, "dev");
  await page.goto(ALGORITHMS);
  await page.getByText("计算机视觉", { exact: true }).click();
  await page.getByRole("button", { name: "新增子类型" }).click();
  const typeDialog = page.getByRole("dialog", { name: "新增算法类型" });
  await typeDialog.getByLabel("类型名称").fill(names.type);
  await typeDialog.getByRole("button", { name: "保存" }).click();
  await expect(typeDialog).toBeHidden();
  await expect(treeCount(page, names.type)).toHaveText("0");
  await page.getByRole("button", { name: "新增算法" }).click();
  const algorithmDialog = page.getByRole("dialog", { name: "新增算法" });
  await algorithmDialog.getByLabel("算法名称").fill(names.algorithm);
  await algorithmDialog.getByLabel("算法类型").selectOption({ label: `计算机视觉 / ${names.type}` });
  await algorithmDialog.getByRole("button", { name: "保存" }).click();
  await expect(algorithmDialog).toBeHidden();
  await expect(treeCount(page, names.type)).toHaveText("1");

  await page
    .getByRole("row")
    .filter({ hasText: names.algorithm })
    .getByRole("button", { name: "删除" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(page.getByRole("row").filter({ hasText: names.algorithm })).toHaveCount(0);
  await expect(treeCount(page, names.type)).toHaveText("0");
});
