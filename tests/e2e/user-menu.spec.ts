import { expect, test } from "@playwright/test";
import { openUserMenu, signInToWorkspace } from "./support";

/** The avatar menu (shell spec §2): HPC-dependent entries and the bind prompt. */
test.describe("user menu", () => {
  test("admin, with an HPC account, has the workbench and the wallet and no bind prompt", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin");
    const menu = await openUserMenu(page);
    await expect(menu.getByRole("menuitem", { name: "我的工作台" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "我的钱包" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "切换组织" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
    await expect(menu.getByText("您尚未绑定HPC账号，请绑定后使用超算资源")).toHaveCount(0);

    await menu.getByRole("menuitem", { name: "我的钱包" }).click();
    await expect(page).toHaveURL(/#\/portal\/my-wallet$/);
    await expect(page.getByText("余额（元）")).toBeVisible();
    await expect(page.getByText("此功能暂未开发，敬请期待！")).toHaveCount(0);
  });

  test("dev, without an HPC account, lacks the workbench and the wallet and sees the bind prompt", async ({
    page,
  }) => {
    await signInToWorkspace(page, "dev");
    const menu = await openUserMenu(page);
    await expect(menu.getByText("您尚未绑定HPC账号，请绑定后使用超算资源")).toBeVisible();
    await expect(menu.getByRole("button", { name: "立即绑定" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "用量统计" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "我的工作台" })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "我的钱包" })).toHaveCount(0);
  });
});
