import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/** System management (ai-domain §2, back office): the overview, a setting, the mail server and a test e-mail. */

const PAGES = "/#/backstage/system-management";

interface OutboxMessage {
  to: string;
  channel: string;
  subject: string;
  text: string;
}

test("admin reads the overview, edits a setting, sets up e-mail and finds the test e-mail in the outbox", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const mark = Date.now().toString(36).slice(-6);
  const prefix = `[E2E-${mark}]`;
  const recipient = `system-${mark}@example.com`;
  await signIn(page, "admin");

  // The overview: numbers in the tiles, both charts drawn, nodes and pods listed.
  await page.goto(`${PAGES}/system-overview`);
  await expect(page.getByRole("group", { name: "节点总数" })).toContainText("24");
  await expect(page.getByRole("group", { name: "CPU" })).toContainText(/\d+\.\d%/);
  await expect(page.getByRole("img", { name: "集群使用率（近24小时）" })).toBeVisible();
  await expect(page.getByRole("img", { name: "节点状态" })).toBeVisible();
  await expect(page.getByRole("table", { name: "节点列表" }).getByText("a-cn001")).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "容器列表" })
      .getByText(/^(train|infer)-/)
      .first(),
  ).toBeVisible();

  // A setting: a bad value is refused under the field, a good one is saved and listed.
  await page.goto(`${PAGES}/configuration`);
  const settings = page.getByRole("table", { name: "系统配置" });
  await settings.locator("tr", { hasText: "客服电话" }).getByRole("button", { name: "编辑" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill("12345");
  await dialog.getByRole("textbox").blur();
  await expect(dialog.getByText("手机号格式不正确")).toBeVisible();
  await dialog.getByRole("button", { name: "取消" }).click();
  await settings.locator("tr", { hasText: "邮件主题前缀" }).getByRole("button", { name: "编辑" }).click();
  await dialog.getByRole("textbox").fill(prefix);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(settings.locator("tr", { hasText: "邮件主题前缀" })).toContainText(prefix);

  // The mail server: a bad port is refused under the field; a loopback server other than the
  // development sink is refused with the server's reason (an internal target).
  await page.goto(`${PAGES}/email-management`);
  const hint = await page.getByText(/^开发邮件服务：127\.0\.0\.1:\d+/).textContent();
  const port = /127\.0\.0\.1:(\d+)/.exec(hint ?? "")?.[1] ?? "";
  const form = page.getByRole("form", { name: "邮件服务器设置" });
  const send = page.getByRole("form", { name: "发送测试邮件" });
  await form.getByLabel("服务器地址").fill("127.0.0.1");
  await form.getByLabel("端口").fill("70000");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form.getByText("端口应为 1 到 65535 的整数")).toBeVisible();
  await form.getByLabel("端口").fill("9");
  await form.getByLabel("发件人邮箱").fill(`ops-${mark}@example.com`);
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form.getByRole("alert")).toHaveText("邮件服务器不能是本机、内网或链路本地地址");
  await send.getByLabel("收件人邮箱").fill("not-an-address");
  await send.getByRole("button", { name: "发送" }).click();
  await expect(send.getByText("邮箱格式不正确")).toBeVisible();
  await send.getByLabel("收件人邮箱").fill(recipient);

  // The development sink's address: the test e-mail goes over SMTP into the outbox.
  await form.getByLabel("端口").fill(port);
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form.getByRole("status")).toHaveText("邮件服务器设置已保存");
  await send.getByRole("button", { name: "发送" }).click();
  await expect(send.getByRole("status")).toHaveText(`测试邮件已发送至 ${recipient}`);

  const outbox = (await (await page.request.get("/__dev/outbox")).json()) as OutboxMessage[];
  const mail = outbox.find((message) => message.to === recipient);
  expect(mail).toMatchObject({ channel: "mail", subject: `${prefix}测试邮件` });
  expect(mail?.text).toContain("发送人：管理员（admin）");
});
