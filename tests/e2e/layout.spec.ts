import { expect, test, type Page } from "@playwright/test";
import { areaMenu, openUserMenu, portalWelcome, signIn, signInToWorkspace, userMenuButton } from "./support";

/**
 * One look, as a new user meets it (ai-domain §9): the mobile layout at 1000 px or less (spec §9), ?m
 * without a trap and route queries in the hash (spec §2), the portal home without the header, the
 * area menu from the keyboard, and a page whose code cannot load while the server is down.
 */

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");
const outlineOf = (page: Page) =>
  page.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).outlineStyle : ""));

test.describe("the mobile layout", () => {
  test("at 900 px the area menu is a drawer behind 菜单; at 1440 px it is back in the navbar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signInToWorkspace(page, "admin", "/#/home/home-page");

    await expect(areaMenu(page)).toHaveCount(0);
    await page.getByRole("button", { name: "菜单" }).click();
    const drawer = page.getByRole("menu", { name: "菜单" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("heading", { name: "数据集管理" })).toBeVisible();
    await drawer.getByRole("menuitem", { name: "我的数据集" }).click();
    await expect(page).toHaveURL(/#\/home\/dataset-management\/dataset\/management$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { name: "我的数据集" })).toBeVisible();

    // Nothing of the page runs off the right edge: the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(areaMenu(page).getByRole("button", { name: "数据集管理" })).toBeVisible();
    await expect(page.getByRole("button", { name: "菜单" })).toHaveCount(0);
  });

  test("at 600 px a dialog fits the window", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await signInToWorkspace(page, "admin", "/#/home/dataset-management/dataset/management");
    await page.getByRole("button", { name: "新增数据集" }).click();
    const dialog = page.getByRole("dialog", { name: "新增数据集" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 600).toBe(true);
  });
});

test.describe("addresses", () => {
  test("?m opens the mobile portal once; a typed address and a reload go where asked", async ({ page }) => {
    await page.goto("/?m=1#/home/home-page");
    await expect(page).toHaveURL(/\/#\/portal\/mobile\/home$/);
    expect(new URL(page.url()).search).toBe("");
    await expect(userMenuButton(page)).toHaveCount(0);

    await page.goto("/#/portal/about");
    await expect(page.getByRole("heading", { name: "关于平台" })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/#\/portal\/about$/);
    await expect(page.getByRole("heading", { name: "关于平台" })).toBeVisible();
  });

  test("the 个人主页 query lives in the hash with its route and is gone on the next page", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin", "/#/home/home-page");
    await (await openUserMenu(page)).getByRole("menuitem", { name: "个人主页" }).click();
    await expect(page).toHaveURL(/\/#\/home\/person-page\?userId=[^&]+&self=1$/);
    expect(new URL(page.url()).search).toBe("");

    await areaMenu(page).getByRole("button", { name: "存储管理" }).click();
    await expect(page).toHaveURL(/\/#\/home\/storage-manage$/);
    await page.reload();
    await expect(page).toHaveURL(/\/#\/home\/storage-manage$/);
  });

  test("/portal/home has no workspace header; the portal's other pages do", async ({ page }) => {
    await signIn(page, "admin");
    await expect(portalWelcome(page, "admin")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "area menu" })).toHaveCount(0);
    await expect(userMenuButton(page)).toHaveCount(0);
    await page.goto("/#/portal/about");
    await expect(userMenuButton(page)).toBeVisible();
  });
});

test.describe("the keyboard", () => {
  test("the area menu: Left / Right across the top, Down into a dropdown, Enter opens, Escape returns", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin", "/#/home/home-page");
    const entries = areaMenu(page).getByRole("button");
    const names = await entries.allInnerTexts();
    const groups = await entries.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute("aria-haspopup") === "menu"),
    );
    const group = groups.indexOf(true);
    expect(group).toBeGreaterThan(0);

    await entries.nth(0).focus();
    for (let step = 1; step <= group; step++) {
      await page.keyboard.press("ArrowRight");
      await expect(entries.nth(step)).toBeFocused();
    }
    // The ring shows for the keyboard.
    expect(await outlineOf(page)).not.toBe("none");

    await page.keyboard.press("ArrowDown");
    const dropdown = page.getByRole("menu", { name: names[group] });
    await expect(dropdown).toBeVisible();
    const items = dropdown.getByRole("menuitem");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items.nth(1)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();
    await expect(entries.nth(group)).toBeFocused();

    // Right from inside a dropdown opens the next top entry's own (when it has one).
    await page.keyboard.press("Enter");
    await expect(items.first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    if (groups[group + 1]) {
      await expect(
        page
          .getByRole("menu", { name: names[group + 1] })
          .getByRole("menuitem")
          .first(),
      ).toBeFocused();
    } else {
      await expect(entries.nth(group + 1)).toBeFocused();
    }

    await page.keyboard.press("Escape");
    await entries.nth(group).focus();
    await page.keyboard.press("Enter");
    await expect(items.first()).toBeFocused();
    const first = await focusedText(page);
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/#\/home\/home-page$/);
    await expect(page.getByRole("heading", { name: first })).toBeVisible();
  });

  test("a mouse click leaves no focus ring", async ({ page }) => {
    await signInToWorkspace(page, "admin", "/#/home/home-page");
    await areaMenu(page).getByRole("button", { name: "存储管理" }).click();
    await expect(page).toHaveURL(/#\/home\/storage-manage$/);
    expect(await focusedText(page)).toContain("存储管理");
    expect(await outlineOf(page)).toBe("none");
  });
});

test.describe("a page whose code cannot load", () => {
  test("while the server is down: 无法连接服务器 with 重试, no reload; 重试 loads it once the server is back", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin", "/#/home/about");
    const fetched = new Set(
      await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name)),
    );
    // The server is gone: every file not fetched yet, and index.html, fail to connect.
    let down = true;
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      const gone =
        down && (url.pathname === "/" || (url.pathname.startsWith("/assets/") && !fetched.has(url.href)));
      return gone ? route.abort("connectionrefused") : route.continue();
    });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await areaMenu(page).getByRole("button", { name: "存储管理" }).click();
    await expect(page.getByText("无法连接服务器")).toBeVisible();
    await page.getByRole("button", { name: "重试" }).click();
    await expect(page.getByText("无法连接服务器")).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    down = false;
    await page.getByRole("button", { name: "重试" }).click();
    // Chromium keeps a failed module: with the server back, the retry may reload the page to load it.
    await expect(page.getByRole("heading", { name: "存储管理" })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/#\/home\/storage-manage$/);
  });

  test("a new build replaced the chunk (the server answers, the file is gone): the page says so and 刷新 loads it", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin", "/#/home/about");
    const fetched = new Set(
      await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name)),
    );
    // Until the page reloads, a file not fetched yet answers what a new build's server answers for
    // an old name: the single-page fallback's HTML.
    let oldBuild = true;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) oldBuild = false;
    });
    await page.route("**/assets/**", (route) =>
      oldBuild && !fetched.has(route.request().url())
        ? route.fulfill({
            status: 200,
            contentType: "text/html",
            body: "<!doctype html><title>new build</title>",
          })
        : route.continue(),
    );
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await areaMenu(page).getByRole("button", { name: "存储管理" }).click();
    // The page's code is gone: the user is told the platform was updated, and the reload is theirs.
    await expect(page.getByText("平台已更新，请刷新页面")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "刷新" }).click();
    // A new document (the reload), then the page from the new build's code.
    await expect
      .poll(() => page.evaluate(() => "sameDocument" in window).catch(() => true), { timeout: 30_000 })
      .toBe(false);
    await expect(page.getByRole("heading", { name: "存储管理" })).toBeVisible({ timeout: 20_000 });
  });
});
