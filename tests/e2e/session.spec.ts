import { expect, test } from "@playwright/test";
import {
  expectSignInPage,
  openUserMenu,
  portalWelcome,
  sessionStorageKeys,
  signIn,
  signInToWorkspace,
  storedBearerToken,
  userMenuButton,
} from "./support";

/** The session across reloads, logout and the server ending it (shell spec §3, §4, §8). */
test.describe("session", () => {
  test("a signed-out visitor at the bare address lands on the official page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/#\/official$/);
    await expect(page.getByRole("heading", { name: "超算AI能力开放平台", level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "登录" }).click();
    await expectSignInPage(page);
  });

  test("a signed-out visitor at a workspace page is sent to sign-in", async ({ page }) => {
    await page.goto("/#/home/home-page");
    await expectSignInPage(page);
  });

  test("a reload keeps the session", async ({ page }) => {
    await signIn(page, "admin");
    const before = await sessionStorageKeys(page);
    expect(Object.keys(before).sort()).toEqual(["currentGroup", "encryptAccount", "token", "userInfo"]);
    await page.reload();
    await expect(page).toHaveURL(/#\/portal\/home$/);
    await expect(portalWelcome(page, "admin")).toBeVisible();
    expect(await sessionStorageKeys(page)).toEqual(before);
  });

  test("a signed-in user at the sign-in address goes to the portal home", async ({ page }) => {
    await signIn(page, "dev");
    await page.goto("/#/login");
    await expect(page).toHaveURL(/#\/portal\/home$/);
    await expect(portalWelcome(page, "dev")).toBeVisible();
  });

  test("logout empties storage and shows the sign-in page", async ({ page }) => {
    await signInToWorkspace(page, "admin");
    const token = await storedBearerToken(page);
    await (await openUserMenu(page)).getByRole("menuitem", { name: "退出登录" }).click();
    await expectSignInPage(page);
    expect(await sessionStorageKeys(page)).toEqual({});
    await expect(userMenuButton(page)).toHaveCount(0);

    // The server ended the session too: the old token is refused (the logout call goes out once the
    // operation log's last batch is sent, so it may land just after the sign-in page shows).
    const statusOfOldToken = async () =>
      (
        await page.request.get("/api/aam/v1/portal/user/info", {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status();
    await expect.poll(statusOfOldToken, { timeout: 10_000 }).toBe(401);

    await page.goto("/#/home/home-page");
    await expectSignInPage(page);
  });

  test("a session ended on the server sends the user to sign-in with storage cleared", async ({ page }) => {
    await signInToWorkspace(page, "admin");
    const token = await storedBearerToken(page);
    const ended = await page.request.post("/api/auth/v1/logout", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);

    // Within the app nothing has noticed yet; the next call (the user info of a reload) answers 401.
    await expect(userMenuButton(page)).toContainText("管理员");
    await page.reload();
    await expectSignInPage(page);
    expect(await sessionStorageKeys(page)).toEqual({});
    await expect(page.getByText("登录已过期，请重新登录！")).toBeVisible();
  });
});
