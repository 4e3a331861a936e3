import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import {
  openUserMenu,
  signIn,
  storedBearerToken,
  submitSignIn,
  userMenuButton,
  WITH_HEADER,
} from "./support";

/**
 * HPC accounts (shell-access-accounts §7): binding with the verification code read from the development outbox,
 * switching, and the back office's HPC accounts. The journeys sign in as dev2, a second developer
 * without an HPC account, so dev stays unbound for the other journeys sharing this server.
 */

const DEV2 = { account: "dev2", password: "Dev2@123", name: "开发者二" };
const KEYS = path.resolve("docs/hpc-keys");
const USER_SELF = "/api/aimanager/v1/starlight/api/user/user/self";

async function signInDev2(page: Page) {
  await page.goto("/#/login");
  await submitSignIn(page, DEV2.account, DEV2.password);
  await expect(page).toHaveURL(/#\/portal\/home$/);
  await expect(page.getByText(`欢迎，${DEV2.name}`)).toBeVisible();
  // The portal home has no header (spec §2): the user menu is on the other pages.
  await page.goto(WITH_HEADER);
  await expect(userMenuButton(page)).toContainText(DEV2.name);
}

async function userSelfStatus(page: Page): Promise<number> {
  const token = await storedBearerToken(page);
  const response = await page.request.get(USER_SELF, { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}

/** The storage file manager's listing, which needs a bound HPC account (506 without). */
async function storageStatus(page: Page): Promise<number> {
  const token = await storedBearerToken(page);
  const response = await page.request.get("/api/aimanager/v1/starlight/api/storage/dir_info", {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

async function latestCode(page: Page, account: string): Promise<string> {
  const messages = (await (await page.request.get("/__dev/outbox")).json()) as {
    to: string;
    channel: string;
    code?: string;
  }[];
  const code = messages.filter((message) => message.channel === "hpc" && message.to === account).at(-1)?.code;
  expect(code, "a code in the outbox").toBeTruthy();
  return code as string;
}

async function fillBinding(page: Page, account: string, password: string) {
  const dialog = page.getByRole("dialog", { name: /绑定\/切换HPC账号/ });
  await dialog.getByLabel("账号", { exact: true }).fill(account);
  await dialog.getByLabel("密码", { exact: true }).fill(password);
  await dialog.getByLabel("密钥文件").setInputFiles(path.join(KEYS, `${account}.pem`));
  await expect(page.getByText("文件上传成功").last()).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: "serial" });

test.describe("binding and switching HPC accounts, as dev2", () => {
  test("binds the code-protected account: a wrong code is refused, the right one binds; workbench and wallet appear", async ({
    page,
  }) => {
    await signInDev2(page);
    expect(await userSelfStatus(page)).toBe(506);
    expect(await storageStatus(page)).toBe(506);

    const menu = await openUserMenu(page);
    await expect(menu.getByText("您尚未绑定HPC账号，请绑定后使用超算资源")).toBeVisible();
    await expect(menu.getByText("我的工作台")).toHaveCount(0);
    await menu.getByRole("button", { name: "立即绑定" }).click();

    const dialog = await fillBinding(page, "hpc_secure", "Secure@123");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByRole("button", { name: /秒后重新获取$/ })).toBeDisabled();

    const code = await latestCode(page, "hpc_secure");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    // The spec's limit: 6 characters; typing more is cut off, and the field says so.
    await dialog.getByLabel("验证码").pressSequentially("1234567890");
    await expect(dialog.getByLabel("验证码")).toHaveValue("123456");
    await expect(dialog.getByText("最多输入6个字符")).toBeVisible();
    await dialog.getByLabel("验证码").fill(wrong);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("验证码错误");
    await expect(dialog.getByLabel("账号", { exact: true })).toHaveValue("hpc_secure");
    await expect(dialog.getByLabel("密码", { exact: true })).toHaveValue("Secure@123");

    await dialog.getByLabel("验证码").fill(code);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();

    // The avatar loses its unbound mark once the accounts are loaded again; the menu then shows them.
    await expect(userMenuButton(page)).not.toHaveClass(/ws-avatar-unbound/);
    const after = await openUserMenu(page);
    await expect(after.getByText("您尚未绑定HPC账号，请绑定后使用超算资源")).toHaveCount(0);
    await expect(after.getByText("我的工作台")).toBeVisible();
    await expect(after.getByText("我的钱包")).toBeVisible();
    expect(await userSelfStatus(page)).toBe(200);
    expect(await storageStatus(page)).not.toBe(506);
  });

  test("switching to the account in use is refused; another warns, reloads at the home page and is in use", async ({
    page,
  }) => {
    await signInDev2(page);
    await (await openUserMenu(page)).getByText("绑定/切换HPC账号").click();
    let dialog = await fillBinding(page, "hpc_basic", "Basic@123");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();

    await (await openUserMenu(page)).getByText("绑定/切换HPC账号").click();
    dialog = page.getByRole("dialog", { name: /绑定\/切换HPC账号/ });
    const secure = dialog.getByRole("row", { name: "hpc_secure" });
    await expect(secure.getByText("当前使用")).toBeVisible();
    await secure.getByRole("button", { name: "切换" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "此账号已是当前使用hpc账号，请选择其他账号进行设置！",
    );

    const before = await page.evaluate(() => localStorage.getItem("encryptAccount"));
    await dialog.getByRole("row", { name: "hpc_basic" }).getByRole("button", { name: "切换" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("切换HPC账号后将跳转至开发平台首页，数据将重新加载");
    await Promise.all([page.waitForEvent("load"), confirm.getByRole("button", { name: "确认" }).click()]);
    await expect(page).toHaveURL(/#\/home\/home-page$/);
    await expect(userMenuButton(page)).toContainText(DEV2.name);
    expect(await page.evaluate(() => localStorage.getItem("encryptAccount"))).not.toBe(before);

    await page.goto("/#/home/user-hpc-management");
    const table = page.getByRole("table", { name: "用户HPC管理" });
    await expect(table.getByRole("row", { name: /hpc_basic/ }).getByText("当前使用")).toBeVisible();
    await expect(table.getByRole("row", { name: /hpc_secure/ })).toBeVisible();
  });
});

test("the back office lists the centre's HPC accounts and a status change persists", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto("/#/backstage/hpc-management/init-account");
  const table = page.getByRole("table", { name: "HPC账号" });
  for (const account of ["sc_admin", "hpc_secure", "hpc_basic", "hpc_spare"])
    await expect(table.getByRole("row", { name: new RegExp(account) })).toBeVisible();
  await expect(page.getByText("共 4 条")).toBeVisible();

  const spare = table.getByRole("row", { name: /hpc_spare/ });
  await expect(spare.getByText("启用")).toBeVisible();
  await spare.getByText("启用").click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("确认切换状态吗？");
  await confirm.getByRole("button", { name: "确认" }).click();
  await expect(spare.getByText("停用")).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole("table", { name: "HPC账号" })
      .getByRole("row", { name: /hpc_spare/ })
      .getByText("停用"),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "状态" }).selectOption("0");
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page.getByText("共 1 条")).toBeVisible();

  await page
    .getByRole("table", { name: "HPC账号" })
    .getByRole("row", { name: /hpc_spare/ })
    .getByText("停用")
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(page.getByText("暂无数据")).toBeVisible();
});
