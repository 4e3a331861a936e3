import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { AREAS, areaPages, openPage } from "./menuPages";
import { signInToWorkspace, userMenuButton } from "./support";

/**
 * Every page of the workspace can be used with a screen reader (design's standards: accessible names
 * on switches, icon buttons and table headers). axe runs on every menu page of the four areas with the
 * WCAG 2 A and AA rules; a serious or critical finding fails the journey with its page and rule.
 */

/**
 * Findings from Blueprint's own markup that our code cannot reach, by rule and element.
 * - aria-valid-attr-value on a tab title: Blueprint's Tab always points aria-controls at its panel's
 *   id, also for tabs used as a filter above content rendered outside <Tabs> (no panel exists).
 * - aria-allowed-attr on DateRangeInput's `.bp6-control-group`: its popover target is a plain div
 *   that Blueprint gives aria-expanded; renderTarget drops popoverProps.targetProps, so no role fits.
 */
const ALLOWED: { rule: string; html: RegExp }[] = [
  { rule: "aria-valid-attr-value", html: /^<div [^>]*id="bp6-tab-title_/ },
  { rule: "aria-allowed-attr", html: /^<div [^>]*class="[^"]*bp6-control-group[^"]*ws-date-range/ },
];

const SEVERE = new Set(["serious", "critical"]);

async function findings(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((violation) => SEVERE.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes
        .filter(
          (node) => !ALLOWED.some((allowed) => allowed.rule === violation.id && allowed.html.test(node.html)),
        )
        .map(
          (node) =>
            `${where} ${violation.id} (${violation.impact}): ${node.target.join(" ")} ${node.html.slice(0, 120)} — ${violation.help}`,
        ),
    );
}

for (const [name, plugin, least] of AREAS) {
  test(`every ${name} page passes axe's WCAG 2 A/AA checks without serious findings`, async ({ page }) => {
    // axe takes 2–6 s a page on the shared 2-core host.
    test.setTimeout(150_000);
    const paths = areaPages(plugin);
    expect(paths.length).toBeGreaterThanOrEqual(least);
    await signInToWorkspace(page, "admin");
    const found: string[] = [];
    for (const path of paths) {
      await openPage(page, path);
      found.push(...(await findings(page, path)));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

test("the inspector's plugin tab passes axe: its switches name the plugin they turn on and off", async ({
  page,
}) => {
  await signInToWorkspace(page, "admin");
  await expect(userMenuButton(page)).toBeVisible();
  await page.keyboard.press("Control+Alt+K");
  const drawer = page.locator(".bp6-drawer");
  await drawer.getByRole("tab", { name: "插件" }).click();
  await expect(drawer.getByRole("checkbox", { name: "启用 about" })).toBeChecked();
  await expect(drawer.locator('tr[data-plugin="about"]')).toContainText("已启用");
  const found = await findings(page, "inspector plugins");
  expect(found, found.join("\n")).toEqual([]);
});
