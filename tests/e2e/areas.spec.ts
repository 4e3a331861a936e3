import { expect, test } from "@playwright/test";
import {
  areaMenu,
  openSwitcher,
  portalWelcome,
  signIn,
  signInToWorkspace,
  switcherButton,
  WITH_HEADER,
} from "./support";

/** Areas, the switcher and the route guard (shell spec §2, §6). */
test.describe("areas", () => {
  test("admin switches to the back office, sees its menu, and switches back to the portal", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin");
    const menu = await openSwitcher(page);
    await expect(menu.getByRole("menuitem")).toHaveText(["门户", "开发平台", "运营管理", "后台管理"]);
    await menu.getByRole("menuitem", { name: "后台管理" }).click();

    await expect(page).toHaveURL(/#\/backstage\/professor-management\/professor-manage$/);
    await expect(switcherButton(page)).toContainText("后台管理");
    for (const entry of ["专家管理", "HPC管理", "用户管理", "分类管理", "门户模板", "系统管理"]) {
      await expect(areaMenu(page).getByRole("button", { name: entry })).toBeVisible();
    }

    await areaMenu(page).getByRole("button", { name: "系统管理" }).click();
    await expect(page.getByRole("menuitem", { name: "日志审计" })).toBeVisible();
    await page.getByRole("menuitem", { name: "日志审计" }).click();
    await expect(page).toHaveURL(/#\/backstage\/system-management\/log-audit$/);

    await (await openSwitcher(page)).getByRole("menuitem", { name: "门户" }).click();
    await expect(page).toHaveURL(/#\/portal\/home$/);
    // The portal home has no workspace header (spec §2); the portal's other pages show its menu.
    await expect(portalWelcome(page, "admin")).toBeVisible();
    await expect(areaMenu(page)).toHaveCount(0);
    await page.goto(WITH_HEADER);
    await expect(switcherButton(page)).toContainText("门户");
    await expect(areaMenu(page).getByRole("button", { name: "系统管理" })).toHaveCount(0);
    await expect(areaMenu(page).getByRole("button", { name: "首页" })).toBeVisible();
  });

  test("dev may enter only the portal and the development platform", async ({ page }) => {
    await signInToWorkspace(page, "dev");
    const menu = await openSwitcher(page);
    await expect(menu.getByRole("menuitem")).toHaveText(["门户", "开发平台"]);
    await menu.getByRole("menuitem", { name: "开发平台" }).click();
    await expect(page).toHaveURL(/#\/home\/home-page$/);
    for (const entry of ["首页", "数据集管理", "模型管理", "能力发布", "存储管理"]) {
      await expect(areaMenu(page).getByRole("button", { name: entry })).toBeVisible();
    }
  });

  test("dev opening a back-office address gets the no-access page", async ({ page }) => {
    await signIn(page, "dev");
    await page.goto("/#/backstage/system-management/log-audit");
    await expect(page.getByText("无权访问")).toBeVisible();
    await expect(areaMenu(page).getByRole("button", { name: "系统管理" })).toHaveCount(0);
    await page.goto("/#/operation/charging-strategy/resource-charge-setting");
    await expect(page.getByText("无权访问")).toBeVisible();
  });

  test("an unaudited account sees no menu", async ({ page }) => {
    await signInToWorkspace(page, "pending");
    await expect(page.getByText("账号尚未审核通过，暂无可用菜单。")).toBeVisible();
    await expect(areaMenu(page).getByRole("button")).toHaveCount(0);
    await page.goto("/#/home/home-page");
    await expect(page.getByText("账号尚未审核通过，暂无可用菜单。")).toBeVisible();
    await expect(areaMenu(page).getByRole("button")).toHaveCount(0);
  });

  test("an unaudited account typing a page's address gets the not-audited page", async ({ page }) => {
    await signInToWorkspace(page, "pending");
    for (const address of [
      "/#/home/storage-manage",
      "/#/home/about",
      "/#/backstage/system-management/log-audit",
    ]) {
      await page.goto(address);
      await expect(page.getByText("审核通过后才能打开此页面，请联系管理员审核。")).toBeVisible();
      await expect(page.getByRole("heading", { name: "账号尚未审核通过" })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "新建文件夹" })).toHaveCount(0);
  });

  test("an unknown address inside the workspace shows the not-found page", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/#/home/no-such-page");
    await expect(page.getByText("页面不存在")).toBeVisible();
  });
});
