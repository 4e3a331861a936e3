import { expect, test } from "@playwright/test";
import { ACCOUNTS, expectSignInPage, portalWelcome, sessionStorageKeys } from "./support";

/** The unified-authentication callback (shell spec §2, §7): a code from the identity provider signs the user in. */
const CLIENT = { id: "ai-platform-web", secret: "ai-platform-secret" };

test.describe("unified authentication", () => {
  test("a valid code on /home/call_back signs the user in and lands on the portal home", async ({
    page,
    baseURL,
  }) => {
    const grant = await page.request.post("/api/auth/oauth2/token", {
      form: {
        username: ACCOUNTS.dev.account,
        password: ACCOUNTS.dev.password,
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        grant_type: "password",
      },
    });
    expect(grant.ok()).toBe(true);
    const { access_token: token } = (await grant.json()) as { access_token: string };

    const answer = await page.request.get("/api/auth/v1/connect/authorize/code", {
      headers: { Authorization: `Bearer ${token}` },
      params: {
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        redirectUrl: `${baseURL}/#/home/call_back`,
        responseType: "code",
        scope: "openid",
        nonce: "e2e",
        state: "e2e",
      },
    });
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as { data: { code: string } };

    await page.goto(`/#/home/call_back?code=${encodeURIComponent(data.code)}`);
    await expect(page).toHaveURL(/#\/portal\/home/);
    await expect(portalWelcome(page, "dev")).toBeVisible();
    expect(Object.keys(await sessionStorageKeys(page))).toContain("token");
  });

  test("an unknown code is refused and offers the sign-in page", async ({ page }) => {
    await page.goto("/#/home/call_back?code=not-a-code");
    await expect(page.getByRole("heading", { name: "登录授权无效或已过期，请重新登录" })).toBeVisible();
    await page.getByRole("link", { name: "登录" }).click();
    await expectSignInPage(page);
    expect(await sessionStorageKeys(page)).toEqual({});
  });
});
