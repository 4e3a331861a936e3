import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import feedbackPlugin from "../../src/plugins/feedback";
import portalPlugin from "../../src/plugins/portal";
import { createPluginTester, createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { cleanShellAfterEach, loadPageCode, serverForThisFile } from "../support/testShell";
import { signIn } from "../server/helpers";

cleanShellAfterEach();
await loadPageCode(feedbackPlugin, portalPlugin);
const server = serverForThisFile();

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: false });

describe("the feedback plugin's manifest", () => {
  it("claims 用户反馈 of the operations menu beside every built-in plugin, without a clash", () => {
    const tester = createPluginTester(feedbackPlugin, {
      alongside: builtInPlugins.filter((plugin) => plugin.id !== "feedback"),
    });
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => route.path)).toContain(
      "/operation/workorder-management/user-feedback",
    );
  });
});

describe("the floating form on /portal/home (visitor)", () => {
  it("checks the spec's rules on submit, then sends the feedback with pageId home and says 提交成功，请等待管理员通知", async () => {
    const core = createTestCore({ adapter: server().adapter });
    core.plugins.register(portalPlugin);
    core.plugins.register(feedbackPlugin);
    await core.plugins.activateAll();
    renderInTestShell(null, { core, route: "/portal/home" });

    fireEvent.click(await screen.findByRole("button", { name: "意见反馈" }));
    const dialog = await screen.findByRole("dialog", { name: "用户反馈" });
    expect(within(dialog).getByRole("radio", { name: "合作交流" })).toBeChecked();
    fireEvent.click(within(dialog).getByRole("button", { name: "提交" }));
    for (const text of ["联系人不能为空", "请输入手机号", "请输入邮箱", "反馈内容不能为空"])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText(/单位名称/, { selector: ".bp6-form-helper-text" })).toBeNull();

    fireEvent.change(field(dialog, "联系人"), { target: { value: "组件测试访客" } });
    fireEvent.change(field(dialog, "联系电话"), { target: { value: "10012345678" } });
    fireEvent.blur(field(dialog, "联系电话"));
    expect(within(dialog).getByText("手机号格式不正确")).toBeInTheDocument();
    fireEvent.change(field(dialog, "联系电话"), { target: { value: "13512345678" } });
    fireEvent.change(field(dialog, "电子邮箱"), { target: { value: "visitor@example.com" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "投诉" }));
    fireEvent.change(field(dialog, "反馈内容"), { target: { value: "字".repeat(501) } });
    fireEvent.blur(field(dialog, "反馈内容"));
    expect(within(dialog).getByText("最多输入500个字符")).toBeInTheDocument();
    fireEvent.change(field(dialog, "反馈内容"), { target: { value: "组件测试的投诉" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "提交" }));

    expect(await screen.findByText("提交成功，请等待管理员通知")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "用户反馈" })).toBeNull());
    const ops = await signIn(server().app, "ops", "Ops@123");
    const list = await server().app.inject({
      method: "GET",
      url: `/api/ai-cloud-platform/v1/feedback/list?keyword=${encodeURIComponent("组件测试的投诉")}`,
      headers: { authorization: `Bearer ${ops}` },
    });
    expect(list.json().data.list).toEqual([
      expect.objectContaining({
        feedbackUser: "组件测试访客",
        feedbackType: 3,
        feedbackRelationPageId: "home",
        feedbackCompany: "",
        userId: null,
      }),
    ]);
  });

  it("shows no float when the feedback plugin is off", async () => {
    const core = createTestCore({ adapter: server().adapter });
    core.plugins.register(portalPlugin);
    await core.plugins.activateAll();
    renderInTestShell(null, { core, route: "/portal/home" });
    expect(await screen.findByText("面向开发者与机构的 AI 能力共享平台")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "意见反馈" })).toBeNull();
  });

  it.each([
    ["/portal/appDetail", true],
    ["/portal/appDetail2", false],
    ["/home/appDetail", false],
    ["/backstage/appDetail", false],
  ])(
    "a service's detail at %s: the float shows only on the portal's appDetail (%s)",
    async (route, shown) => {
      const core = createTestCore({ adapter: server().adapter });
      await signInAs(core, "admin");
      await renderInTestShell(null, { core, plugins: builtInPlugins, route });
      expect(await screen.findByText("链接不完整：未指定要查看的内容，请从列表中打开")).toBeInTheDocument();
      if (shown) expect(await screen.findByRole("button", { name: "意见反馈" })).toBeInTheDocument();
      else {
        // Give the float's code the time it would take to load.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(screen.queryByRole("button", { name: "意见反馈" })).toBeNull();
      }
    },
  );
});

describe("我的反馈 (a signed-in user)", () => {
  it("lists what the user sent with its status, and operations' reply once handled", async () => {
    const app = server().app;
    const dev = await signIn(app, "dev", "Dev@123");
    const sent = await app.inject({
      method: "POST",
      url: "/api/ai-cloud-platform/v1/feedback/info",
      headers: { authorization: `Bearer ${dev}` },
      payload: {
        feedbackUser: "开发者",
        feedbackContactNumber: "13512345678",
        feedbackEmail: "dev@example.com",
        feedbackType: 2,
        feedbackContent: "我的反馈组件测试",
      },
    });
    const ops = await signIn(app, "ops", "Ops@123");
    await app.inject({
      method: "PUT",
      url: "/api/ai-cloud-platform/v1/feedback/info",
      headers: { authorization: `Bearer ${ops}` },
      payload: { id: sent.json().data.id, status: 2, reply: "已加入计划" },
    });

    const core = createTestCore({ adapter: server().adapter });
    core.plugins.register(feedbackPlugin);
    await core.plugins.activateAll();
    await signInAs(core, "dev");
    renderInTestShell(null, { core, route: "/home/home-page" });
    expect(core.plugins.runCommand("feedback.open")).toBe(true);
    const form = await screen.findByRole("dialog", { name: "用户反馈" });
    fireEvent.click(within(form).getByRole("button", { name: "我的反馈" }));
    const mine = await screen.findByRole("dialog", { name: "我的反馈" });
    const row = (await within(mine).findByText("我的反馈组件测试")).closest("tr")!;
    expect(row).toHaveTextContent("意见反馈");
    expect(row).toHaveTextContent("已处理");
    expect(row).toHaveTextContent("已加入计划");
  });

  it("is not offered to a visitor", async () => {
    const core = createTestCore({ adapter: server().adapter });
    core.plugins.register(portalPlugin);
    core.plugins.register(feedbackPlugin);
    await core.plugins.activateAll();
    renderInTestShell(null, { core, route: "/portal/home" });
    fireEvent.click(await screen.findByRole("button", { name: "意见反馈" }));
    const dialog = await screen.findByRole("dialog", { name: "用户反馈" });
    expect(within(dialog).queryByRole("button", { name: "我的反馈" })).toBeNull();
  });
});
