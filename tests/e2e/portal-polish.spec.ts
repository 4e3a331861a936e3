import { expect, test, type Page } from "@playwright/test";
import { signIn, submitSignIn } from "./support";

/**
 * What a visitor and an operator see of the platform's name, the about page, dates and the rich-text
 * editors (back-office spec §系统配置, ai-domain §3, shell spec §1 and §9).
 */

const NAME = "超算AI能力开放平台";
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** What Quill's stylesheet (or ours over it) writes before an element. */
const before = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element, "::before").content);

test("one name: the sign-in page, /official, the portal header and footer, aiHome's bar and the title all say 平台名称; 模板配置 shows it read-only", async ({
  page,
}) => {
  await page.goto("/#/login");
  await expect(page.getByRole("heading", { name: NAME })).toBeVisible();
  await page.goto("/#/official");
  await expect(page.getByRole("heading", { name: NAME, level: 2 })).toBeVisible();
  await page.goto("/#/portal/home");
  await expect(page.locator(".ws-portal-brand")).toHaveText(NAME);
  await expect(page.locator(".ws-portal-footer")).toContainText(NAME);
  await expect(page).toHaveTitle(NAME);
  await page.goto("/#/portal/aiHome");
  await expect(page.locator(".ws-brand")).toHaveText(NAME);

  await signIn(page, "admin");
  await page.goto("/#/backstage/portal-temp/temp-config");
  const name = page.getByLabel("门户名称");
  await expect(name).toHaveValue(NAME);
  await expect(name).not.toBeEditable();
  await expect(page.getByText("即系统配置中的平台名称，请在 系统配置 中修改")).toBeVisible();
});

test("about describes the platform; admin edits it in the Chinese editor (关闭, 正文, 加粗) and the visitor reads the change", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto("/#/portal/about");
  const about = page.getByRole("article", { name: "关于平台" });
  await expect(about).toContainText("国家超级计算中心");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByText("dev-platform")).toHaveCount(0);

  await signIn(page, "admin");
  await page.goto("/#/home/about");
  await page.getByRole("button", { name: "编辑页面" }).click();
  const editor = page.getByRole("dialog", { name: "编辑页面" });
  await expect(editor.getByRole("textbox", { name: "页面内容" })).toContainText("国家超级计算中心");
  await expect(editor.getByRole("button", { name: "关闭" })).toBeVisible();
  await expect(editor.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expect(editor.getByRole("button", { name: "标题级别" })).toBeVisible();
  expect(await before(page, ".ql-header .ql-picker-label")).toBe('"正文"');
  await expect(editor.getByRole("button", { name: "加粗" })).toBeVisible();
  await expect(editor.getByRole("button", { name: "插入图片" })).toBeVisible();

  await editor.getByRole("textbox", { name: "页面内容" }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(`欢迎试用 ${stamp}`);
  await editor.getByRole("button", { name: "标题级别" }).click();
  await editor.locator(".ql-header .ql-picker-item[data-value='2']").click();
  expect(await before(page, ".ql-header .ql-picker-label")).toBe('"标题 2"');
  await editor.getByRole("button", { name: "保存" }).click();
  await expect(editor).toBeHidden();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/#/portal/about");
  await expect(visitor.getByRole("heading", { name: `欢迎试用 ${stamp}`, level: 2 })).toBeVisible();
  await expect(visitor.getByRole("article", { name: "关于平台" })).toContainText("国家超级计算中心");
  await visitor.close();
});

test("operations' dates: the usage filter's range picker (至, 最近7天) and the price's 生效时间 speak YYYY-MM-DD HH:mm:ss", async ({
  page,
}) => {
  await page.goto("/#/login");
  await submitSignIn(page, "ops", "Ops@123");
  await expect(page.getByText("欢迎，运营人员")).toBeVisible();

  await page.goto("/#/operation/usage-statistics/resource");
  const start = page.getByRole("textbox", { name: "开始时间" });
  const end = page.getByRole("textbox", { name: "结束时间" });
  await expect(page.locator(".ws-date-range")).toContainText("至");
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await start.click();
  await page.getByRole("menuitem", { name: "最近7天" }).click();
  await expect(start).toHaveValue(TIME);
  await expect(end).toHaveValue(TIME);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "查询" }).click();

  await page.goto("/#/operation/charging-strategy/resource-charge-setting");
  await page
    .getByRole("row")
    .filter({ hasText: "存储资源" })
    .getByRole("button", { name: "设置价格" })
    .click();
  const dialog = page.getByRole("dialog", { name: "设置存储资源价格" });
  const effective = dialog.getByLabel("生效时间");
  await expect(effective).toHaveAttribute("type", "text");
  await expect(effective).toHaveAttribute("placeholder", "YYYY-MM-DD HH:mm:ss");
  await effective.click();
  await page.getByRole("button", { name: "今天" }).click();
  await expect(effective).toHaveValue(TIME);
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(dialog).toBeHidden();
});
