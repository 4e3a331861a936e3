import { expect, type Page } from "@playwright/test";
import backstage from "../../src/plugins/backstage";
import devPlatform from "../../src/plugins/dev-platform";
import operation from "../../src/plugins/operation";
import portal from "../../src/plugins/portal";

/** The menu pages of one area plugin (paths without parameters), in menu order. */
export const areaPages = (plugin: typeof portal) =>
  (plugin.menus ?? []).flatMap((menu) => (menu.path && !menu.path.includes(":") ? [menu.path] : []));

/** The four areas, each with the least number of menu pages it must have (so an empty list fails). */
export const AREAS = [
  ["portal", portal, 5],
  ["development platform", devPlatform, 15],
  ["operations", operation, 15],
  ["back office", backstage, 20],
] as const;

/** Opens a page by its hash in the same browser page and waits until its spinners are gone. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  await expect(page.locator("#root > *").first()).toBeVisible();
  await expect(page.locator(".bp6-spinner"))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}
