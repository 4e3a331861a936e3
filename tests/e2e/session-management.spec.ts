import { expect, test } from "@playwright/test";
import { expectSignInPage, signIn } from "./support";

/** Session management's own-session warning and the server's entry for 结束会话 (ai-domain §2, session-management). */

const SESSIONS = "/#/backstage/system-management/session-management";
const LOG_AUDIT = "/#/backstage/system-management/log-audit";
const OWN_WARNING = "这是您当前正在使用的会话。结束后您将立即退出登录，需要重新登录。确定结束吗？";

test("结束会话 of another user is in log audit under the admin; ending one's own session warns, then signs out", async ({
  browser,
  page,
}) => {
  const agent = `sessions-e2e-${Date.now().toString(36)}`;
  const devContext = await browser.newContext({ userAgent: agent });
  await signIn(await devContext.newPage(), "dev2");

  await signIn(page, "admin");
  await page.goto(SESSIONS);
  const sessions = page.getByRole("table", { name: "sessions" });
  await page.getByRole("textbox", { name: "用户名/账号" }).fill("dev2");
  await page.getByRole("button", { name: "查询" }).click();
  const row = sessions.locator("tr", { hasText: agent });
  await row.getByRole("button", { name: "结束会话 dev2" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(row).toHaveCount(0);
  await devContext.close();

  // The server wrote the entry: who ended it, in 会话管理.
  await page.goto(LOG_AUDIT);
  await page.getByRole("textbox", { name: "操作内容" }).fill("结束会话");
  await page.getByRole("button", { name: "查询" }).click();
  const grid = page.getByRole("region", { name: "operation log" });
  await expect(grid.getByText("会话管理").first()).toBeVisible();
  await expect(grid.getByText(/^结束会话：id=\d+$/).first()).toBeVisible();

  // Ending the session in use: a warning first; 取消 keeps it, 确认 signs out.
  await page.goto(SESSIONS);
  const own = sessions.locator("tr", { hasText: "当前会话" });
  await own.getByRole("button", { name: "结束会话 admin" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(OWN_WARNING);
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(own).toHaveCount(1);
  await own.getByRole("button", { name: "结束会话 admin" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expectSignInPage(page);
});
