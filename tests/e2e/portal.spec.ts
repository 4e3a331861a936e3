import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/**
 * What the back office (ai-domain §3, portal content) saves in 门户模板 is what the portal shows. The admin turns the
 * navigation colour into a gradient and adds a menu with a content page; a visitor who is not signed
 * in sees both on /portal/home and opens the page; at 900 px the mobile portal shows.
 */
test("a gradient and a new menu with its page reach a signed-out visitor, on the desktop and mobile portal", async ({
  page,
  browser,
}) => {
  // Four pages of the back office, then the portal twice: a long journey on a shared two-core host.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `合作伙伴${stamp}`;
  const menuName = `合作${stamp}`;

  await signIn(page, "admin");

  // 模板页面: a new page written in the editor.
  await page.goto("/#/backstage/portal-temp/temp-page");
  await page.getByRole("button", { name: "新增页面" }).click();
  const editor = page.getByRole("dialog", { name: "新增页面" });
  await editor.getByLabel("页面名称").fill(title);
  await editor.locator(".ql-editor").click();
  await page.keyboard.type(`欢迎与我们合作 ${stamp}`);
  await editor.getByRole("button", { name: "保存" }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole("cell", { name: title })).toBeVisible();

  // 模板菜单: a main menu leading to that page, shown on the home page.
  await page.goto("/#/backstage/portal-temp/temp-menu");
  await page.getByRole("button", { name: "新增菜单" }).click();
  const dialog = page.getByRole("dialog", { name: "新增菜单" });
  await dialog.getByLabel("菜单名称").fill(menuName);
  await dialog.getByLabel("关联页面").selectOption({ label: title });
  await dialog.locator("label").filter({ hasText: /^是$/ }).click();
  await expect(dialog.getByRole("radio", { name: "是" })).toBeChecked();
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: menuName });
  await expect(row).toContainText(title);
  await expect(row).toContainText("已关联");

  // 模板配置: a gradient, previewed live before it is saved.
  await page.goto("/#/backstage/portal-temp/temp-config");
  await page
    .locator("label")
    .filter({ hasText: /^渐变$/ })
    .click();
  await page.getByLabel("渐变颜色一").fill("#ff0000");
  await page.getByLabel("渐变颜色二").fill("#0000ff");
  await expect(page.getByTestId("preview-bar")).toHaveCSS(
    "background-image",
    /linear-gradient\(90deg, rgb\(255, 0, 0\), rgb\(0, 0, 255\)\)/,
  );
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("修改成功")).toBeVisible();

  // A visitor, not signed in.
  const visitor = await browser.newPage();
  await visitor.goto("/#/portal/home");
  const header = visitor.locator(".ws-portal-header");
  await expect(header).toHaveCSS(
    "background-image",
    /linear-gradient\(90deg, rgb\(255, 0, 0\), rgb\(0, 0, 255\)\)/,
  );
  const nav = visitor.getByRole("navigation", { name: "门户菜单" });
  await expect(nav.getByRole("link", { name: menuName })).toBeVisible();
  await expect(visitor.getByRole("region", { name: "推荐内容" })).toContainText(menuName);
  await nav.getByRole("link", { name: menuName }).click();
  await expect(visitor).toHaveURL(
    new RegExp(`#/portal/page/\\d+\\?mainMenuName=${encodeURIComponent(menuName)}$`),
  );
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await expect(visitor.getByText(`欢迎与我们合作 ${stamp}`)).toBeVisible();

  // At 900 px the mobile portal, with the menu in its drawer.
  await visitor.setViewportSize({ width: 900, height: 800 });
  await visitor.goto("/#/portal/home");
  await expect(visitor.locator("[data-mobile-portal]")).toBeVisible();
  await visitor.getByRole("button", { name: "打开菜单" }).click();
  const drawer = visitor.getByRole("navigation", { name: "移动门户菜单" });
  await drawer.getByRole("link", { name: menuName }).click();
  await expect(visitor).toHaveURL(/#\/portal\/mobile\/page\/\d+\?mainMenuName=/);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await visitor.close();
});

test("a visitor reaches the portal's pages from /portal/home, and the mobile portal draws them", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  try {
    const pages: [link: string, address: RegExp, heading: string][] = [
      ["AI能力平台", /#\/portal\/aiHome$/, "一站式AI能力平台"],
      ["专家中心", /#\/portal\/expert-center$/, "专家中心"],
      ["行业应用", /#\/portal\/appStore$/, "行业应用"],
      ["关于", /#\/portal\/about$/, "关于平台"],
    ];
    for (const [link, address, heading] of pages) {
      await visitor.goto("/#/portal/home");
      await visitor.getByRole("navigation", { name: "门户菜单" }).getByRole("link", { name: link }).click();
      await expect(visitor).toHaveURL(address);
      await expect(visitor.getByRole("heading", { name: heading }).first()).toBeVisible();
    }
    await visitor.goto("/#/portal/home");
    await visitor.getByRole("searchbox", { name: "全局搜索" }).fill("示例");
    await visitor.getByRole("button", { name: "全局搜索" }).click();
    await expect(visitor).toHaveURL(/#\/portal\/search\?keyword=%E7%A4%BA%E4%BE%8B/);
    await expect(visitor.getByRole("tab", { name: /^数据集/ })).toBeVisible();

    // At 900 px: the drawer offers the same pages, drawn in the mobile portal; their links stay in it.
    await visitor.setViewportSize({ width: 900, height: 800 });
    await visitor.goto("/#/portal/home");
    await visitor.getByRole("button", { name: "打开菜单" }).click();
    await visitor
      .getByRole("navigation", { name: "移动门户菜单" })
      .getByRole("link", { name: "行业应用" })
      .click();
    await expect(visitor).toHaveURL(/#\/portal\/mobile\/appStore$/);
    await expect(visitor.locator("[data-mobile-portal]")).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "行业应用" }).first()).toBeVisible();
    await expect(visitor.getByText("页面不存在")).toHaveCount(0);

    await visitor.getByRole("button", { name: "打开菜单" }).click();
    const drawer = visitor.getByRole("navigation", { name: "移动门户菜单" });
    await drawer.getByRole("searchbox", { name: "全局搜索" }).fill("示例");
    await drawer.getByRole("searchbox", { name: "全局搜索" }).press("Enter");
    await expect(visitor).toHaveURL(/#\/portal\/mobile\/search\?keyword=%E7%A4%BA%E4%BE%8B/);
    await expect(visitor.locator("[data-mobile-portal]").getByRole("tab", { name: /^数据集/ })).toBeVisible();
    await visitor.locator("[data-mobile-portal]").getByRole("tab", { name: /^服务/ }).click();
    await expect(visitor).toHaveURL(/#\/portal\/mobile\/search\?keyword=.*&type=service$/);
  } finally {
    await context.close();
  }
});
