import { expect, test, type Page } from "@playwright/test";
import { areaMenu, expectSignInPage, signIn, submitSignIn } from "./support";

/** Roles with the permission tree, users, audit, roles and disabling (ai-domain §6). */

const ROLES = "/#/backstage/user-management/role";
const USERS = "/#/backstage/user-management/user-config";
const STORAGE = "/#/home/storage-manage";

const dialog = (page: Page) => page.getByRole("dialog");

async function findUser(page: Page, account: string) {
  await page.goto(USERS);
  await page.getByRole("textbox", { name: "账号" }).fill(account);
  await page.getByRole("button", { name: "查询" }).click();
  const row = page.getByRole("row").filter({ hasText: account });
  await expect(row).toHaveCount(1);
  return row;
}

async function openRoleTab(page: Page) {
  await page.goto(ROLES);
  await page.getByRole("tab", { name: "企业机构" }).click();
}

test("a role's codes decide a new user's menus; disabling the user signs them out", async ({
  page,
  browser,
}) => {
  // A long journey of two users through three screens.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const roleName = `存储角色${stamp}`;
  const account = `store_${stamp}`;
  const password = "Store@123";

  // Admin: a role of the enterprise tab holding the storage code only.
  await signIn(page, "admin");
  await openRoleTab(page);
  await page.getByRole("button", { name: "新增角色" }).click();
  await dialog(page).getByLabel("角色名称").fill(roleName);
  await dialog(page).getByText("存储管理", { exact: true }).click();
  await expect(dialog(page).getByRole("checkbox", { name: "存储管理" })).toBeChecked();
  // Its actions follow it; the module above it is half-ticked.
  await expect(dialog(page).getByRole("checkbox", { name: "下载" })).toBeChecked();
  await expect(dialog(page).getByRole("checkbox", { name: "数据集管理" })).not.toBeChecked();
  await expect(dialog(page).locator('input[data-code="business-hall"]')).toHaveJSProperty(
    "indeterminate",
    true,
  );
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: roleName })).toContainText("7 项");

  // A new user: created in the back office, not audited until approved, then given the role.
  await page.goto(USERS);
  await page.getByRole("button", { name: "新增用户" }).click();
  await dialog(page).getByLabel("账号").fill(account);
  await dialog(page).getByLabel("密码").fill(password);
  await dialog(page).getByLabel("姓名").fill("存储用户");
  await dialog(page).getByLabel("手机号").fill("1381234");
  await dialog(page).getByLabel("邮箱").click();
  await expect(dialog(page)).toContainText("手机号格式不正确");
  await dialog(page).getByLabel("手机号").fill("13812345678");
  await dialog(page).getByLabel("邮箱").fill(`${account}@example.com`);
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(dialog(page)).toHaveCount(0);

  let row = await findUser(page, account);
  await expect(row).toContainText("待审核");
  await row.getByRole("button", { name: "审核" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(row).toContainText("已审核");
  await row.getByRole("button", { name: "分配角色" }).click();
  await dialog(page).getByText(roleName, { exact: true }).click();
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(row).toContainText(roleName);

  // The user signs in and sees only 存储管理 of the front desk's menus.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await user.goto("/#/login");
  await submitSignIn(user, account, password);
  await expect(user).toHaveURL(/#\/portal\/home$/);
  await user.goto(STORAGE);
  await expect(areaMenu(user).getByText("存储管理")).toBeVisible();
  await expect(areaMenu(user).getByText("数据集管理")).toHaveCount(0);
  await expect(areaMenu(user).getByText("模型管理")).toHaveCount(0);

  // Admin adds the datasets codes to the role; after a reload the user sees 数据集管理.
  await openRoleTab(page);
  await page.getByRole("row").filter({ hasText: roleName }).getByRole("button", { name: "编辑" }).click();
  await dialog(page).getByText("数据集管理", { exact: true }).click();
  await expect(dialog(page).getByRole("checkbox", { name: "数据集管理" })).toBeChecked();
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await user.reload();
  await expect(areaMenu(user).getByText("数据集管理")).toBeVisible();
  await expect(areaMenu(user).getByText("存储管理")).toBeVisible();

  // Admin disables the user: their next call ends the session with the spec's text.
  row = await findUser(page, account);
  await row.getByText("启用", { exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(row).toContainText("禁用");
  // The user's next call (their page's own, such as the log flush, or the page they open now) ends
  // the session; the sign-in page keeps saying why, whichever call it was.
  await user.evaluate(() => {
    location.hash = "#/home/dataset-management/dataset/management";
  });
  await expect(
    user.getByRole("alert").filter({ hasText: "该用户已被禁用,请联系管理员" }).first(),
  ).toBeVisible();
  await expectSignInPage(user);
  await expect(user.locator(".ws-login-notice")).toHaveText("该用户已被禁用,请联系管理员");
  await userContext.close();
});
