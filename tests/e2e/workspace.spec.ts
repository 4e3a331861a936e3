import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/** Workspace pages: planned screens, the about page with its plugins (shell spec §2, §8). */
test.describe("workspace pages", () => {
  test("a planned page says it is not built yet", async ({ page }) => {
    // Every menu page is built; the documentation centre (shell spec §2, home and backstage) is not.
    await signIn(page, "dev");
    await page.goto("/#/home/documentation");
    await expect(page.getByText("此功能暂未开发，敬请期待！")).toBeVisible();
  });

  test("an address with a query in its hash opens its page", async ({ page }) => {
    await page.goto("/#/portal/page?mainMenuName=%E6%A1%88%E4%BE%8B");
    // The portal's content page for the menu 案例, which the seeded portal does not have.
    await expect(page.getByText("该菜单暂未配置内容")).toBeVisible();
    await expect(page.getByText("页面不存在")).toHaveCount(0);
  });

  test("the about page lists the plugins the workspace runs", async ({ page }) => {
    await page.goto("/#/portal/about");
    await expect(page.getByRole("heading", { name: "关于平台" })).toBeVisible();
    const table = page.getByRole("table", { name: "plugins" });
    await expect(table.getByRole("columnheader")).toHaveText(["插件", "名称", "状态", "路由", "菜单"]);
    // The shell's own plugins; feature plugins join them as they are built.
    for (const id of ["auth", "portal", "dev-platform", "operation", "backstage", "personal", "about"]) {
      await expect(table.locator("code", { hasText: new RegExp(`^${id}$`) })).toHaveCount(1);
    }
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(7);
    // Every plugin is active: none failed to register or activate.
    await expect(rows.locator("td:nth-child(3)")).toHaveText(Array(await rows.count()).fill("active"));
  });
});
