import { expect, test } from "@playwright/test";
import { signInToWorkspace, userMenuButton } from "./support";

/** Workspace pages: planned screens, the about page, the plugins in the inspector (shell spec §2, §8). */
test.describe("workspace pages", () => {
  test("the documentation centre opens from the storage toolbar's link; with its plugin disabled its planned page is back", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin", "/#/home/storage-manage");
    await page.getByRole("button", { name: "HTTP文件管理文档" }).click();
    await expect(page).toHaveURL(/#\/home\/documentation\?doc=fileApi$/);
    await expect(page.getByRole("heading", { name: "HTTP文件管理接口" })).toBeVisible();
    await page.getByRole("menuitem", { name: "操作指南" }).click();
    await expect(page.getByRole("heading", { name: "操作指南", level: 2 })).toBeVisible();

    // The portal plugin builds it: disabled in the inspector, the page is planned again (no page stays unbuilt
    // for this test's sake).
    await expect(userMenuButton(page)).toBeVisible();
    await page.keyboard.press("Control+Alt+K");
    const drawer = page
      .locator(".bp6-drawer")
      .filter({ has: page.getByRole("heading", { name: "状态机检查器" }) });
    await drawer.getByRole("tab", { name: "插件" }).click();
    const row = drawer.locator('tr[data-plugin="portal"]');
    await row.locator("label.bp6-switch").click();
    await expect(row).toContainText("已停用");
    await expect(page.getByText("此功能暂未开发，敬请期待！")).toBeVisible();
    await row.locator("label.bp6-switch").click();
    await expect(row).toContainText("已启用");
    await expect(page.getByRole("heading", { name: "操作指南", level: 2 })).toBeVisible();
  });

  test("an address with a query in its hash opens its page", async ({ page }) => {
    await page.goto("/#/portal/page?mainMenuName=%E6%A1%88%E4%BE%8B");
    // The portal's content page for the menu 案例, which the seeded portal does not have.
    await expect(page.getByText("该菜单暂未配置内容")).toBeVisible();
    await expect(page.getByText("页面不存在")).toHaveCount(0);
  });

  test("the about page describes the platform to a visitor; the plugins the workspace runs are in the inspector", async ({
    page,
  }) => {
    await page.goto("/#/portal/about");
    await expect(page.getByRole("heading", { name: "关于平台" })).toBeVisible();
    await expect(page.getByRole("article", { name: "关于平台" })).toContainText("国家超级计算中心");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByText("dev-platform")).toHaveCount(0);

    await signInToWorkspace(page, "admin");
    await expect(userMenuButton(page)).toBeVisible();
    await page.keyboard.press("Control+Alt+K");
    const drawer = page.locator(".bp6-drawer");
    await drawer.getByRole("tab", { name: "插件" }).click();
    const table = drawer.getByRole("table", { name: "插件列表" });
    // The shell's own plugins; feature plugins join them as they are built.
    for (const id of ["auth", "portal", "dev-platform", "operation", "backstage", "personal", "about"])
      await expect(table.locator(`tr[data-plugin="${id}"]`)).toContainText("已启用");
  });
});
