import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** The seeded demo accounts (design §4). */
export const ACCOUNTS = {
  admin: { account: "admin", password: "Admin@123", name: "管理员" },
  dev: { account: "dev", password: "Dev@123", name: "开发者" },
  dev2: { account: "dev2", password: "Dev2@123", name: "开发者二" },
  ops: { account: "ops", password: "Ops@123", name: "运营人员" },
  pending: { account: "pending", password: "Pending@123", name: "待审核用户" },
  nobody: { account: "nobody", password: "Nobody@123", name: "无权限用户" },
  disabled: { account: "disabled", password: "Disabled@123", name: "已禁用用户" },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** The session's storage keys (shell spec §3). */
export const SESSION_KEYS = ["token", "encryptAccount", "currentGroup", "userInfo"] as const;

/** Fills the sign-in form and submits it; the page must be on /#/login. */
export async function submitSignIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel("账号", { exact: true }).fill(account);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录" }).click();
}

/** The portal home (no workspace header, spec §2) greets a signed-in user by name. */
export const portalWelcome = (page: Page, who: AccountName) => page.getByText(`欢迎，${ACCOUNTS[who].name}`);

/** Signs in from the sign-in page and waits for the portal home with the user's name. */
export async function signIn(page: Page, who: AccountName): Promise<void> {
  const { account, password } = ACCOUNTS[who];
  await page.goto("/#/login");
  await submitSignIn(page, account, password);
  await expect(page).toHaveURL(/#\/portal\/home$/);
  await expect(portalWelcome(page, who)).toBeVisible();
}

/** A page every account may open that has the workspace header (the portal home has none). */
export const WITH_HEADER = "/#/portal/about";

/** Signs in, then opens a page with the workspace header: area menu, switcher, user menu. */
export async function signInToWorkspace(page: Page, who: AccountName, path = WITH_HEADER): Promise<void> {
  await signIn(page, who);
  await page.goto(path);
  // The name is on the button at desktop widths; the mobile layout shows only the avatar.
  await expect(userMenuButton(page)).toBeVisible();
}

export const userMenuButton = (page: Page) => page.getByRole("button", { name: "user menu" });
export const switcherButton = (page: Page) => page.getByRole("button", { name: "切换区域" });
export const areaMenu = (page: Page) => page.getByRole("navigation", { name: "area menu" });

/** Opens the area switcher and returns its menu. */
export async function openSwitcher(page: Page) {
  await switcherButton(page).click();
  const menu = page.getByRole("menu", { name: "切换区域" });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the avatar menu and returns it. */
export async function openUserMenu(page: Page) {
  await userMenuButton(page).click();
  const menu = page.getByRole("menu", { name: "user menu" });
  await expect(menu).toBeVisible();
  return menu;
}

/** The session keys currently in local storage, with their values. */
export async function sessionStorageKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (keys) => {
      const found: Record<string, string> = {};
      for (const key of keys) {
        const value = localStorage.getItem(key);
        if (value !== null) found[key] = value;
      }
      return found;
    },
    [...SESSION_KEYS],
  );
}

/** The bearer token the app stored: base64 of JSON `{ t, i }` (src/core/storage.ts). */
export async function storedBearerToken(page: Page): Promise<string> {
  const encoded = await page.evaluate(() => localStorage.getItem("token"));
  expect(encoded, "a token is stored").not.toBeNull();
  const decoded = JSON.parse(Buffer.from(encoded as string, "base64").toString("utf8")) as {
    t: string;
    i: number;
  };
  return decoded.t;
}

/** The sign-in page as a user sees it: the form, on /#/login. */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByLabel("账号", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "登录" })).toBeVisible();
}

/**
 * Admin's storage home on the journeys' server (playwright.config.ts keeps it under `.data-e2e-{port}`).
 * The storage screen lists it newest first and renders only the rows its viewport shows, so journeys
 * remove what they leave there: the storage journeys expect the seeded README.txt on screen.
 */
export const ADMIN_HOME = path.resolve(
  `.data-e2e-${process.env.E2E_PORT ?? 5180}`,
  "storage",
  "GPUFS",
  "admin",
);

export function removeFromAdminHome(...names: string[]): void {
  for (const name of names) fs.rmSync(path.join(ADMIN_HOME, name), { recursive: true, force: true });
}
