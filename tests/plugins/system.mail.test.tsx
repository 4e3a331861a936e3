import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import systemPlugin from "../../src/plugins/system";
import "../../src/plugins/system/EmailManagementPage";
import "../../src/plugins/system/ConfigurationPage";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import type { ShellCore } from "../../src/ui/CoreContext";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const PAGES = "/backstage/system-management";

async function adminCore(): Promise<ShellCore> {
  const core = createTestCore({ adapter: server().adapter });
  core.plugins.register(backstage);
  core.plugins.register(systemPlugin);
  await core.plugins.activateAll();
  await signInAs(core, "admin");
  return core;
}

const type = (field: HTMLElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe("邮件管理", () => {
  it("checks each field on blur, saves the settings and sends a test e-mail into the outbox", async () => {
    await renderInTestShell(null, { core: await adminCore(), route: `${PAGES}/email-management` });
    const form = await screen.findByRole("form", { name: "邮件服务器设置" });
    const hint = screen.getByText(/^开发邮件服务：127\.0\.0\.1:\d+/).textContent ?? "";
    const sinkPort = /:(\d+)/.exec(hint)?.[1] ?? "";
    const host = within(form).getByLabelText(/服务器地址/);
    expect(host).toHaveValue("127.0.0.1");

    type(host, "");
    expect(await within(form).findByText("请输入服务器地址")).toBeInTheDocument();
    type(host, "smtp example");
    expect(await within(form).findByText("服务器地址格式不正确")).toBeInTheDocument();
    type(host, "127.0.0.1");
    type(within(form).getByLabelText(/端口/), "0");
    expect(await within(form).findByText("端口应为 1 到 65535 的整数")).toBeInTheDocument();
    type(within(form).getByLabelText(/端口/), sinkPort);
    type(within(form).getByLabelText(/发件人邮箱/), "ops@");
    expect(await within(form).findByText("邮箱格式不正确")).toBeInTheDocument();
    type(within(form).getByLabelText(/发件人邮箱/), "ops@example.com");
    fireEvent.click(within(form).getByRole("button", { name: "保存" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("邮件服务器设置已保存");

    const send = screen.getByRole("form", { name: "发送测试邮件" });
    fireEvent.click(within(send).getByRole("button", { name: "发送" }));
    expect(await within(send).findByText("请输入邮箱")).toBeInTheDocument();
    type(within(send).getByLabelText(/收件人邮箱/), "page@example.com");
    fireEvent.click(within(send).getByRole("button", { name: "发送" }));
    expect(await within(send).findByRole("status")).toHaveTextContent("测试邮件已发送至 page@example.com");

    const outbox = (await server().app.inject({ method: "GET", url: "/__dev/outbox" })).json() as {
      to: string;
      subject: string;
      channel: string;
    }[];
    expect(outbox.at(-1)).toMatchObject({
      to: "page@example.com",
      channel: "mail",
      subject: "[AI平台]测试邮件",
    });
  });
});

describe("系统配置", () => {
  it("edits a setting: its rule on blur, the saved value in the list", async () => {
    await renderInTestShell(null, { core: await adminCore(), route: `${PAGES}/configuration` });
    const table = await screen.findByRole("table", { name: "系统配置" });
    const row = await within(table).findByRole("row", { name: /客服邮箱/ });
    fireEvent.click(within(row).getByRole("button", { name: "编辑" }));
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("textbox");
    type(field, "service@");
    expect(await within(dialog).findByText("邮箱格式不正确")).toBeInTheDocument();
    type(field, "help@example.com");
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(table).getByRole("row", { name: /客服邮箱/ })).toHaveTextContent("help@example.com"),
    );
  });
});
