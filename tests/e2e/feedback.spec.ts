import { expect, test } from "@playwright/test";
import { openUserMenu, signIn, signInToWorkspace } from "./support";

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

const FEEDBACK_PAGE = "/#/operation/workorder-management/user-feedback";

test("a visitor sends feedback from the portal home, operations answer it, the answer reaches the sender", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const content = `希望支持批量导出-${stamp}`;
  const email = `visitor-${stamp}@example.com`;
  const reply = `已排期，下个版本支持-${stamp}`;

  // A visitor on the portal home: the floating form, its rules and messages (shell spec §5).
  await page.goto("/#/portal/home");
  await page.getByRole("button", { name: "意见反馈" }).click();
  const form = page.getByRole("dialog", { name: "用户反馈" });
  await expect(form.getByRole("radio", { name: "合作交流" })).toBeChecked();
  await form.getByRole("button", { name: "提交" }).click();
  for (const message of ["联系人不能为空", "请输入手机号", "请输入邮箱", "反馈内容不能为空"])
    await expect(form.getByText(message)).toBeVisible();
  await form.getByLabel("联系人").fill("访客小王");
  await form.getByLabel("联系电话").fill("12345678901");
  await form.getByLabel("电子邮箱").fill("not-an-email");
  await form.getByLabel("反馈内容").click();
  await expect(form.getByText("手机号格式不正确")).toBeVisible();
  await expect(form.getByText("邮箱格式不正确")).toBeVisible();
  await form.getByLabel("联系电话").fill("13912345678");
  await form.getByLabel("电子邮箱").fill(email);
  await form.getByText("意见反馈", { exact: true }).click();
  await expect(form.getByRole("radio", { name: "意见反馈" })).toBeChecked();
  await form.getByLabel("反馈内容").fill("长".repeat(501));
  await form.getByLabel("联系人").click();
  await expect(form.getByText("最多输入500个字符")).toBeVisible();
  await form.getByLabel("反馈内容").fill(content);
  await form.getByRole("button", { name: "提交" }).click();
  await expect(page.getByText("提交成功，请等待管理员通知")).toBeVisible();
  await expect(form).toBeHidden();

  // Operations find it by keyword and answer it.
  await signInToWorkspace(page, "ops", FEEDBACK_PAGE);
  const table = page.getByRole("table", { name: "用户反馈" });
  await page.getByRole("textbox", { name: "关键字" }).fill(stamp);
  await page.getByRole("button", { name: "查询" }).click();
  const row = table.getByRole("row").filter({ hasText: content });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("访客小王");
  await expect(row).toContainText("意见反馈");
  await expect(row).toContainText("待处理");
  await expect(row).toContainText("home");
  await row.getByRole("button", { name: "处理" }).click();
  const handle = page.getByRole("dialog", { name: "处理反馈" });
  await expect(handle.getByRole("radio", { name: "已处理" })).toBeChecked();
  await handle.getByLabel("回复内容").fill(reply);
  await handle.getByRole("button", { name: "保存" }).click();
  await expect(handle).toBeHidden();
  await expect(row).toContainText("已处理");
  await expect(row).toContainText(reply);

  // The answer is in the feedback's record and mailed to the sender's address (development outbox).
  await row.getByRole("button", { name: "查看" }).click();
  const detail = page.getByRole("dialog", { name: "反馈详情" });
  await expect(detail.getByRole("row", { name: new RegExp(`回复内容\\s*${reply}`) })).toBeVisible();
  await expect(detail.getByRole("row", { name: /处理人\s*运营人员/ })).toBeVisible();
  const outbox = (await (await page.request.get("/__dev/outbox")).json()) as OutboxMessage[];
  const mail = outbox.find((message) => message.to === email);
  expect(mail?.subject).toBe("您的反馈已处理");
  expect(mail?.text).toContain(reply);
});

test("a signed-in user opens the same form from the user menu; the type filter and summary count it", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await signInToWorkspace(page, "dev");
  const menu = await openUserMenu(page);
  await menu.getByRole("menuitem", { name: "用户反馈" }).click();
  const form = page.getByRole("dialog", { name: "用户反馈" });
  await expect(form.getByLabel("联系人")).toHaveValue("开发者");
  await form.getByLabel("联系电话").fill("13812345678");
  await form.getByLabel("电子邮箱").fill(`dev-${stamp}@example.com`);
  await form.getByText("投诉", { exact: true }).click();
  await form.getByLabel("反馈内容").fill(`投诉：页面太慢-${stamp}`);
  await form.getByRole("button", { name: "提交" }).click();
  await expect(page.getByText("提交成功，请等待管理员通知")).toBeVisible();

  await page.getByRole("button", { name: "user menu" }).click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await signIn(page, "ops");
  await page.goto(FEEDBACK_PAGE);
  await expect(page.getByRole("group", { name: "投诉" }).getByText(/^\d+$/)).not.toHaveText("0");
  await page.getByRole("combobox", { name: "反馈类型" }).selectOption({ label: "投诉" });
  await page.getByRole("textbox", { name: "关键字" }).fill(stamp);
  await page.getByRole("button", { name: "查询" }).click();
  const rows = page.getByRole("table", { name: "用户反馈" }).getByRole("row").filter({ hasText: stamp });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("开发者");
});
