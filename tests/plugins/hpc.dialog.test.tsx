import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../src/core/config";
import { definePlugin } from "../../src/core/pluginTypes";
import hpcPlugin, { HPC_BINDING, type HpcBindingService } from "../../src/plugins/hpc";
import type { PageComponent } from "../../src/ui/CoreContext";
import BindHpcDialog from "../../src/plugins/hpc/BindHpcDialog";
import { bindDialogOpen } from "../../src/plugins/hpc/dialogState";
import {
  cleanupTestShell,
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";
import { demoKeyFile } from "../../server/hpc/hpcCenter";
import type { DemoAccountName } from "../../src/testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(cleanupTestShell);

async function openDialog(who: string, reload = vi.fn()) {
  const core = createTestCore({ adapter: server.adapter });
  await signInAs(core, who as DemoAccountName);
  const onClose = vi.fn();
  const rendered = await renderInTestShell(<BindHpcDialog onClose={onClose} reload={reload} />, {
    core,
    plugins: [hpcPlugin],
  });
  const dialog = await screen.findByRole("dialog", { name: /绑定\/切换HPC账号/ });
  return { ...rendered, dialog, onClose, reload, user: userEvent.setup() };
}

const keyFile = (account: string) =>
  new File([demoKeyFile(account)], `${account}.pem`, { type: "text/plain" });

async function fillForm(
  dialog: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  account: string,
  password: string,
) {
  await user.type(within(dialog).getByLabelText("账号"), account);
  await user.type(within(dialog).getByLabelText("密码"), password);
  await user.upload(within(dialog).getByLabelText("密钥文件"), keyFile(account));
  expect((await screen.findAllByText("文件上传成功")).length).toBeGreaterThan(0);
}

async function latestCode(): Promise<string> {
  const messages = (await server.app.inject({ method: "GET", url: API.devOutbox })).json() as {
    code?: string;
  }[];
  return messages.at(-1)?.code ?? "";
}

describe("the bind/switch dialog in each state of the binding machine", () => {
  it("editing: an incomplete form says 请完善数据再保存！", async () => {
    const { dialog, user } = await openDialog("dev");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("请完善数据再保存！");
  });

  it("a refused credential shows the server's text and keeps what was typed", async () => {
    const { dialog, user } = await openDialog("dev");
    await fillForm(dialog, user, "hpc_basic", "Wrong@123");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("账号或密码错误");
    expect(within(dialog).getByLabelText("账号")).toHaveValue("hpc_basic");
    expect(within(dialog).getByLabelText("密码")).toHaveValue("Wrong@123");
  });

  it("a file that is not a key: 上传失败，请重新上传！", async () => {
    const { dialog, user } = await openDialog("dev");
    await user.upload(within(dialog).getByLabelText("密钥文件"), new File(["hello"], "notes.txt"));
    expect(await screen.findByText("上传失败，请重新上传！")).toBeInTheDocument();
  });

  it("the code step: countdown, a wrong code keeps the form, the right one binds and the dialog closes", async () => {
    const { dialog, user, onClose, core } = await openDialog("dev2");
    await fillForm(dialog, user, "hpc_secure", "Secure@123");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("button", { name: /^\d+秒后重新获取$/ })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("请完善数据再保存！");
    // The spec's limit is 6 characters: the field takes no more and says so.
    expect(within(dialog).getByText("最多输入6个字符")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("验证码"), "1234567890");
    expect(within(dialog).getByLabelText("验证码")).toHaveValue("123456");

    const code = await latestCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await user.clear(within(dialog).getByLabelText("验证码"));
    await user.type(within(dialog).getByLabelText("验证码"), wrong);
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("验证码错误");
    expect(within(dialog).getByLabelText("验证码")).toHaveValue(wrong);
    expect(within(dialog).getByLabelText("密码")).toHaveValue("Secure@123");

    await user.clear(within(dialog).getByLabelText("验证码"));
    await user.type(within(dialog).getByLabelText("验证码"), code);
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(core.session.snapshot.hpcAccounts.map((account) => account.account)).toEqual(["hpc_secure"]);
    expect(core.session.snapshot.encryptAccount).toBe(core.session.snapshot.hpcAccounts[0]?.encryptAccount);
  });

  it("switching: the account in use is refused; another asks to confirm, then reloads at the home page", async () => {
    const { dialog, user, reload, core } = await openDialog("dev2");
    await fillForm(dialog, user, "hpc_basic", "Basic@123");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(core.session.snapshot.hpcAccounts).toHaveLength(2));

    const inUse = core.session.snapshot.hpcAccounts.find(
      (a) => a.encryptAccount === core.session.snapshot.encryptAccount,
    )!;
    const other = core.session.snapshot.hpcAccounts.find((a) => a !== inUse)!;
    await user.click(
      within(within(dialog).getByRole("row", { name: inUse.account })).getByRole("button", { name: "切换" }),
    );
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "此账号已是当前使用hpc账号，请选择其他账号进行设置！",
    );

    await user.click(
      within(within(dialog).getByRole("row", { name: other.account })).getByRole("button", { name: "切换" }),
    );
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent("切换HPC账号后将跳转至开发平台首页，数据将重新加载");
    await user.click(within(alert).getByRole("button", { name: "确认" }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(location.hash).toBe("#/home/home-page");
    expect(core.session.snapshot.encryptAccount).toBe(other.encryptAccount);
    expect(localStorage.getItem("encryptAccount")).toBe(other.encryptAccount);
  });

  it("a user-bound (bindType 2) account can be switched to but not edited or deleted", async () => {
    const { dialog } = await openDialog("admin");
    const row = await within(dialog).findByRole("row", { name: "sc_admin" });
    expect(within(row).getByText("用户绑定")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "编辑" })).toBeDisabled();
    expect(within(row).getByRole("button", { name: "删除" })).toBeDisabled();
  });
});

describe("the hpc plugin", () => {
  it("opens the dialog with the command hpc.bind and gives other plugins the binding service", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "dev");
    const seen: { service?: HpcBindingService } = {};
    const consumer = definePlugin<PageComponent>({
      id: "needs-hpc",
      requires: [HPC_BINDING],
      activate: (ctx) => {
        seen.service = ctx.get(HPC_BINDING);
      },
    });
    await renderInTestShell(null, { core, plugins: [hpcPlugin, consumer] });
    expect(core.machines.has("hpcBinding")).toBe(true);
    expect(core.machines.liveActors("hpcTokenRefresh")).toHaveLength(1);
    expect(core.plugins.routes().find((route) => route.path === "/home/user-hpc-management")?.pluginId).toBe(
      "hpc",
    );
    expect(
      core.plugins.routes().find((route) => route.path === "/backstage/hpc-management/init-account"),
    ).toMatchObject({ pluginId: "hpc", permission: ["hpc-manage"] });

    act(() => {
      core.plugins.runCommand("hpc.bind");
    });
    expect(bindDialogOpen.value).toBe(true);
    expect(await screen.findByRole("dialog", { name: /绑定\/切换HPC账号/ })).toBeInTheDocument();
    act(() => bindDialogOpen.next(false));

    expect(seen.service?.hasAccount()).toBe(false);
    act(() => seen.service?.openBindDialog());
    expect(bindDialogOpen.value).toBe(true);
    act(() => bindDialogOpen.next(false));
  });
});
