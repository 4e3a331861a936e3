import { expect, test } from "@playwright/test";
import { signInToWorkspace } from "./support";

/** The light/dark theme persists across reloads and logouts. */
test.describe("theme", () => {
  test("the dark theme survives a reload", async ({ page }) => {
    await signInToWorkspace(page, "dev");
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
    await page.getByRole("button", { name: "深色主题" }).click();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await expect(page.getByRole("button", { name: "浅色主题" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("ws.theme"))).toBe("dark");

    await page.reload();
    await expect(page.getByRole("button", { name: "浅色主题" })).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);

    await page.getByRole("button", { name: "浅色主题" }).click();
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
    await page.reload();
    await expect(page.getByRole("button", { name: "深色主题" })).toBeVisible();
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
  });
});
