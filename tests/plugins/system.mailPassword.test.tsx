import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import backstage from "../../src/plugins/backstage";
import systemPlugin from "../../src/plugins/system";
import "../../src/plugins/system/EmailManagementPage";
import { SYSTEM_API } from "../../src/contracts/system";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

describe("邮件管理's password", () => {
  it("is asked for again when the port changes, and the server's refusal of an internal host shows", async () => {
    const app = server().app;
    const token = await signIn(app, "admin", "Admin@123");
    const headers = { authorization: `Bearer ${token}` };
    const { sink } = (await app.inject({ method: "GET", url: SYSTEM_API.emailConfig, headers })).json().data;
    const saved = await app.inject({
      method: "PUT",
      url: SYSTEM_API.emailConfig,
      headers,
      payload: {
        host: "127.0.0.1",
        port: sink.port,
        sender: "a@example.com",
        tls: false,
        username: "mailer",
        password: "pw-1",
      },
    });
    expect(saved.statusCode).toBe(200);

    const core = createTestCore({ adapter: server().adapter });
    core.plugins.register(backstage);
    core.plugins.register(systemPlugin);
    await core.plugins.activateAll();
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, route: "/backstage/system-management/email-management" });
    const form = await screen.findByRole("form", { name: "邮件服务器设置" });
    const password = within(form).getByLabelText(/密码/);
    expect(password).toHaveAttribute("placeholder", "已保存密码，留空则不修改");

    fireEvent.change(within(form).getByLabelText(/端口/), { target: { value: "2526" } });
    expect(password).toHaveAttribute("placeholder", "修改服务器地址、端口或用户名后，请重新输入密码");
    fireEvent.click(within(form).getByRole("button", { name: "保存" }));
    expect(
      await within(form).findByText("修改服务器地址、端口或用户名后，请重新输入密码", { selector: "div" }),
    ).toBeInTheDocument();

    fireEvent.change(password, { target: { value: "pw-2" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "邮件服务器不能是本机、内网或链路本地地址",
    );
  });
});
