import { expect, test, type Page } from "@playwright/test";
import { signInToWorkspace } from "./support";

/** The command palette (Ctrl+K): it finds only pages this user may open. */
async function openPalette(page: Page) {
  await page.keyboard.press("Control+K");
  const input = page.getByPlaceholder("搜索页面…");
  await expect(input).toBeFocused();
  return input;
}

const options = (page: Page) => page.getByRole("option");

test.describe("command palette", () => {
  test("dev's palette finds development-platform pages and no back-office or operations page", async ({
    page,
  }) => {
    await signInToWorkspace(page, "dev");
    const input = await openPalette(page);

    // "管理" is in the titles of pages of every area; dev's palette holds only the development platform's.
    await input.fill("管理");
    await expect(options(page).filter({ hasText: "存储管理" })).toHaveCount(1);
    const titles = await options(page).allInnerTexts();
    expect(titles.length).toBeGreaterThanOrEqual(5);
    expect(titles.every((title) => title.includes("开发平台"))).toBe(true);
    expect(titles.filter((title) => /系统管理|用户管理|后台管理|运营管理|工单管理/.test(title))).toEqual([]);

    for (const query of ["系统管理", "日志审计", "后台管理", "运营管理"]) {
      await input.fill(query);
      await expect(options(page)).toHaveText(["暂无数据"]);
    }
  });

  test("admin's palette reaches a back-office page by search", async ({ page }) => {
    await signInToWorkspace(page, "admin");
    const input = await openPalette(page);
    await input.fill("日志审计");
    await expect(options(page)).toHaveText([/系统管理 \/ 日志审计/]);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/backstage\/system-management\/log-audit$/);
    await expect(page.getByRole("heading", { name: "日志审计" })).toBeVisible();
  });

  test("Escape closes the palette", async ({ page }) => {
    await signInToWorkspace(page, "dev");
    const input = await openPalette(page);
    await page.keyboard.press("Escape");
    await expect(input).toBeHidden();
  });
});
