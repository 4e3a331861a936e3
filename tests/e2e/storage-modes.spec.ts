import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/** The storage manager's onlyShow mode from the route's query, as admin. */
test("#/home/storage-manage?onlyShow=1: read-only tag, no create, rename or permission in the menu", async ({
  page,
}) => {
  await signIn(page, "admin");
  await page.goto("/#/home/storage-manage?onlyShow=1");
  const readme = page.locator('tr[data-path="/GPUFS/admin/README.txt"]');
  await expect(readme).toBeVisible();
  await expect(page.getByTestId("storage-only-show")).toHaveText("只读");
  await readme.locator("td").first().click({ button: "right" });
  await expect(page.getByRole("menuitem", { name: "复制", exact: true })).toBeVisible();
  for (const hidden of ["重命名", "新建文件夹", "设置权限"])
    await expect(page.getByRole("menuitem", { name: hidden, exact: true })).toHaveCount(0);
});
