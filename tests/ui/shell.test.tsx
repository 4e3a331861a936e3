import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { API } from "../../src/core/config";
import { STORAGE_KEYS } from "../../src/core/storage";
import { builtInPlugins } from "../../src/plugins";
import { FRONT_DESK } from "../../src/plugins/shared/menus/frontDesk";
import { createTestCore, renderInTestShell, signInAs, type DemoAccountName } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { unbuiltPage, withoutBuilder } from "../support/unbuiltPage";

cleanShellAfterEach();
const server = serverForThisFile();

const BIND_PROMPT = "您尚未绑定HPC账号，请绑定后使用超算资源";

/** The workspace with the built-in plugins, signed in as a demo account through the reference server. */
async function shellAs(account: DemoAccountName, route: string) {
  const core = createTestCore({ adapter: server().adapter });
  await signInAs(core, account);
  return renderInTestShell(null, { core, plugins: builtInPlugins, route });
}

async function areaMenuButtons(): Promise<string[]> {
  const nav = await screen.findByRole("navigation", { name: "area menu" });
  return within(nav)
    .queryAllByRole("button")
    .map((button) => button.textContent ?? "");
}

/**
 * `expected` appear in `actual` in this order. Other plugins may add entries of their own (a new
 * plugin's menu entry lands in the area menu), so the spec's entries are checked, not the whole list.
 */
function expectInOrder(actual: string[], expected: string[]) {
  expect(actual.filter((entry) => expected.includes(entry))).toEqual(expected);
}

async function openSwitcher(): Promise<string[]> {
  await userEvent.click(await screen.findByRole("button", { name: "切换区域" }));
  const menu = await screen.findByRole("menu", { name: "切换区域" });
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

async function openUserMenu(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole("button", { name: "user menu" }));
  return screen.findByRole("menu", { name: "user menu" });
}

describe("the workspace shell, per demo account", () => {
  it("admin: the front desk's area menu at /home/home-page and all four areas in the switcher", async () => {
    await shellAs("admin", "/home/home-page");

    // The home page is a dashboard now: its code takes longer than a second to load in jsdom.
    expect(await screen.findByText("快捷入口")).toBeInTheDocument();
    const buttons = await areaMenuButtons();
    expectInOrder(buttons, ["首页", "AI服务", "数据集管理", "模型管理", "能力发布", "存储管理"]);
    expect(buttons).toContain("关于");
    expect(await openSwitcher()).toEqual(["门户", "开发平台", "运营管理", "后台管理"]);
  });

  it("admin: a dropdown of the area menu lists its pages and opens one", async () => {
    const { core } = await shellAs("admin", "/home/home-page");

    await userEvent.click(await screen.findByRole("button", { name: "模型管理" }));
    const items = await screen.findAllByRole("menuitem");
    expectInOrder(
      items.map((item) => item.textContent ?? ""),
      ["模型概览", "算法管理", "训练任务", "我的模型"],
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "训练任务" }));

    const trainingTasks = FRONT_DESK.models.trainingTasks;
    await waitFor(() => expect(location.hash).toBe(`#${trainingTasks.link()}`));
    // The page of whichever plugin holds the slot (the planned page until a plugin claims it).
    const holder = core.plugins.routes().find((route) => route.path === trainingTasks.path);
    expect(holder).toBeDefined();
    await waitFor(() =>
      expect(document.querySelector(".ws-page[data-plugin]")?.getAttribute("data-plugin")).toBe(
        holder?.pluginId,
      ),
    );
  });

  it("admin: choosing 后台管理 in the switcher opens the back office's first page and its menu", async () => {
    await shellAs("admin", "/home/home-page");

    await openSwitcher();
    await userEvent.click(screen.getByRole("menuitem", { name: "后台管理" }));

    await waitFor(() => expect(location.hash).toBe("#/backstage/professor-management/professor-manage"));
    await waitFor(async () =>
      expectInOrder(await areaMenuButtons(), [
        "专家管理",
        "HPC管理",
        "用户管理",
        "分类管理",
        "门户模板",
        "系统管理",
      ]),
    );
  });

  it("dev: the switcher offers only 门户 and 开发平台", async () => {
    await shellAs("dev", "/home/home-page");

    expect(await openSwitcher()).toEqual(["门户", "开发平台"]);
    expect(screen.queryByRole("menuitem", { name: "后台管理" })).not.toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "运营管理" })).not.toBeInTheDocument();
  });

  it("dev: the front desk menu, AI服务 included (the developer role holds aiServe)", async () => {
    await shellAs("dev", "/home/home-page");

    const buttons = await areaMenuButtons();
    expectInOrder(buttons, ["首页", "AI服务", "数据集管理", "模型管理", "能力发布", "存储管理"]);
  });

  it("dev: a back-office address shows 无权访问 inside the workspace", async () => {
    await shellAs("dev", "/backstage/system-management/log-audit");

    expect(await screen.findByText("无权访问")).toBeInTheDocument();
    expect(screen.getByText("您的账号没有访问此页面的权限。")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "user menu" })).toBeInTheDocument();
    expect(location.hash).toBe("#/backstage/system-management/log-audit");
  });

  it("pending (not audited): no area menu entries and the 账号尚未审核通过 notice", async () => {
    await shellAs("pending", "/home/home-page");

    expect(await screen.findByText("账号尚未审核通过，暂无可用菜单。")).toBeInTheDocument();
    expect(await areaMenuButtons()).toEqual([]);
  });

  it("pending (not audited) typing a development page's address gets the not-audited page, not the page", async () => {
    await shellAs("pending", "/home/storage-manage");

    expect(await screen.findByText("账号尚未审核通过")).toBeInTheDocument();
    expect(screen.getByText("审核通过后才能打开此页面，请联系管理员审核。")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "新建文件夹" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "user menu" })).toBeInTheDocument();
    expect(location.hash).toBe("#/home/storage-manage");
  });

  it("admin (one HPC account bound): the user menu has 我的工作台 and 我的钱包 and no bind prompt", async () => {
    await shellAs("admin", "/home/home-page");

    const menu = await openUserMenu();
    const entries = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent ?? "");
    for (const title of [
      "绑定/切换HPC账号",
      "用户HPC管理",
      "我的工作台",
      "我的钱包",
      "用量统计",
      "退出登录",
    ]) {
      expect(entries).toContain(title);
    }
    expect(entries.indexOf("我的工作台")).toBe(entries.indexOf("用户HPC管理") + 1);
    expect(entries.indexOf("我的钱包")).toBe(entries.indexOf("我的工作台") + 1);
    expect(entries.some((entry) => entry.startsWith("切换组织"))).toBe(true);
    expect(within(menu).queryByText(BIND_PROMPT)).not.toBeInTheDocument();
    expect(within(menu).queryByRole("button", { name: "立即绑定" })).not.toBeInTheDocument();
  });

  it("dev (no HPC account): the user menu lacks 我的工作台 and 我的钱包 and prompts to bind one", async () => {
    await shellAs("dev", "/home/home-page");

    const menu = await openUserMenu();
    expect(within(menu).getByText(BIND_PROMPT)).toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "立即绑定" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "用户HPC管理" })).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "我的工作台" })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "我的钱包" })).not.toBeInTheDocument();
  });

  it("logout from the user menu clears token, userInfo, currentGroup and encryptAccount and ends the server session", async () => {
    const { core } = await shellAs("admin", "/home/home-page");
    const token = core.session.token;
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).not.toBeNull();

    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "退出登录" }));

    for (const key of ["token", "userInfo", "currentGroup", "encryptAccount"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(await screen.findByRole("button", { name: "登录" })).toBeInTheDocument();
    expect(location.hash).toBe("#/login");
    await waitFor(async () => {
      const answer = await server().app.inject({
        method: "GET",
        url: API.userInfo,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(401);
    });
  });

  it("a visitor on the portal's pages gets the portal menu a signed-in user gets (首页, AI能力平台, 专家中心, 行业应用, 全局搜索)", async () => {
    const portalMenu = ["首页", "AI能力平台", "专家中心", "行业应用", "全局搜索"];
    for (const route of ["/portal/aiHome", "/portal/expert-center", "/portal/appStore", "/portal/search"]) {
      const view = await renderInTestShell(null, {
        core: createTestCore({ adapter: server().adapter }),
        plugins: builtInPlugins,
        route,
      });
      expectInOrder(await areaMenuButtons(), portalMenu);
      expect(screen.getByRole("button", { name: "登录" })).toBeInTheDocument();
      view.unmount();
    }
    await shellAs("dev", "/portal/aiHome");
    expectInOrder(await areaMenuButtons(), portalMenu);
  });

  it("a planned page shows 此功能暂未开发，敬请期待！ inside the workspace", async () => {
    // A front-desk menu page nobody builds, or (once every page is built) one whose builder is left
    // out: its placeholder is what the menu opens.
    const planned = unbuiltPage();
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, {
      core,
      plugins: withoutBuilder(builtInPlugins, planned),
      route: "/home/home-page",
    });
    act(() => location.assign(`#${planned.path}`));

    expect(await screen.findByText("此功能暂未开发，敬请期待！")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "area menu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "user menu" })).toBeInTheDocument();
  });

  it("an unknown route shows 页面不存在 with its address", async () => {
    await shellAs("admin", "/home/no-such-page");

    expect(await screen.findByText("页面不存在")).toBeInTheDocument();
    expect(screen.getByText("您访问的地址 /home/no-such-page 不存在。")).toBeInTheDocument();
  });
});
