import { expect, test, type Page } from "@playwright/test";
import {
  ACCOUNTS,
  expectSignInPage,
  sessionStorageKeys,
  signIn,
  submitSignIn,
  userMenuButton,
} from "./support";

/** Sign-in and its messages (shell spec §5, §6, §8). */
/** The sign-in page's notice: a Callout with role alert, the only alert on the page. */
const alert = (page: Page) => page.getByRole("alert");

test.describe("sign-in", () => {
  test("admin signs in and lands on the portal home with their name, without the workspace header", async ({
    page,
  }) => {
    await signIn(page, "admin");
    await expect(page.getByText("欢迎，管理员")).toBeVisible();
    // Spec §2: the portal home has no header; the workspace's pages have it.
    await expect(userMenuButton(page)).toHaveCount(0);
    await page.getByText("开发平台", { exact: true }).click();
    await expect(page).toHaveURL(/#\/home\/home-page$/);
    await expect(userMenuButton(page)).toContainText("管理员");
  });

  test("empty credentials are refused before any call", async ({ page }) => {
    await page.goto("/#/login");
    const tokenCalls: string[] = [];
    page.on(
      "request",
      (request) => request.url().includes("/oauth2/token") && tokenCalls.push(request.url()),
    );
    await page.getByRole("button", { name: "登录" }).click();
    await expect(alert(page)).toHaveText("账号或密码不能为空！");
    await page.getByLabel("账号", { exact: true }).fill("admin");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(alert(page)).toHaveText("账号或密码不能为空！");
    expect(tokenCalls).toEqual([]);
    await expectSignInPage(page);
  });

  test("a wrong password says the account or password is wrong", async ({ page }) => {
    await page.goto("/#/login");
    await submitSignIn(page, "admin", "not-the-password");
    await expect(alert(page)).toHaveText("账号或密码错误");
    await expectSignInPage(page);
    expect(await sessionStorageKeys(page)).toEqual({});
  });

  test("an unknown account says the account or password is wrong", async ({ page }) => {
    await page.goto("/#/login");
    await submitSignIn(page, "no-such-user", "whatever");
    await expect(alert(page)).toHaveText("账号或密码错误");
  });

  test("a disabled account is told so", async ({ page }) => {
    await page.goto("/#/login");
    await submitSignIn(page, ACCOUNTS.disabled.account, ACCOUNTS.disabled.password);
    await expect(alert(page)).toHaveText("该用户已被禁用,请联系管理员");
    await expectSignInPage(page);
    expect(await sessionStorageKeys(page)).toEqual({});
  });

  test("an account without any role is told so and returns to sign-in with storage empty", async ({
    page,
  }) => {
    const token = page
      .waitForResponse((response) => response.url().includes("/oauth2/token"))
      .then(async (response) => (await response.json()).access_token as string);
    await page.goto("/#/login");
    await submitSignIn(page, ACCOUNTS.nobody.account, ACCOUNTS.nobody.password);
    await expect(alert(page)).toHaveText("该账号暂无本平台的角色权限，请联系管理员");
    await expectSignInPage(page);
    expect(await sessionStorageKeys(page)).toEqual({});
    await expect(userMenuButton(page)).toHaveCount(0);
    // The server session ended too: the token no longer works.
    const bearer = await token;
    expect(bearer).toMatch(/^\S{16,}$/);
    await expect
      .poll(async () =>
        (
          await page.request.get("/api/aam/v1/portal/user/info", {
            headers: { authorization: `Bearer ${bearer}` },
          })
        ).status(),
      )
      .toBe(401);
  });

  test("after a failure a correct sign-in still works", async ({ page }) => {
    await page.goto("/#/login");
    await submitSignIn(page, "dev", "wrong");
    await expect(alert(page)).toHaveText("账号或密码错误");
    await submitSignIn(page, ACCOUNTS.dev.account, ACCOUNTS.dev.password);
    await expect(page).toHaveURL(/#\/portal\/home$/);
    await expect(page.getByText("欢迎，开发者")).toBeVisible();
  });
});
