import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { definePlugin } from "../../src/core/pluginTypes";
import { builtInPlugins } from "../../src/plugins";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import type { PageComponent } from "../../src/ui/CoreContext";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";
import { unbuiltPage, withoutBuilder } from "../support/unbuiltPage";

cleanShellAfterEach();
const server = serverForThisFile();

const PLANNED = "此功能暂未开发，敬请期待！";
const BIND_PROMPT = "您尚未绑定HPC账号，请绑定后使用超算资源";

async function userMenuEntries(): Promise<{ menu: HTMLElement; titles: string[] }> {
  await userEvent.click(await screen.findByRole("button", { name: "user menu" }));
  const menu = await screen.findByRole("menu", { name: "user menu" });
  return {
    menu,
    titles: within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent ?? ""),
  };
}

async function closeUserMenu() {
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("menu", { name: "user menu" })).not.toBeInTheDocument());
}

describe("disabling a plugin removes every contribution it made; enabling restores them", () => {
  it("hpc: its user-menu entries and the bind prompt go (no 此功能暂未开发), and come back", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "dev");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/home/home-page" });

    let { menu, titles } = await userMenuEntries();
    expect(titles).toEqual(expect.arrayContaining(["绑定/切换HPC账号", "用户HPC管理"]));
    expect(within(menu).getByText(BIND_PROMPT)).toBeInTheDocument();
    await closeUserMenu();

    act(() => core.plugins.disable("hpc"));
    ({ menu, titles } = await userMenuEntries());
    expect(titles).not.toContain("绑定/切换HPC账号");
    expect(titles).not.toContain("用户HPC管理");
    expect(titles).toContain("退出登录");
    expect(within(menu).queryByText(BIND_PROMPT)).not.toBeInTheDocument();
    await closeUserMenu();
    // Its page went with it: the address is unknown, not a planned page.
    act(() => location.assign("#/home/user-hpc-management"));
    expect(await screen.findByText("页面不存在")).toBeInTheDocument();
    expect(screen.queryByText(PLANNED)).not.toBeInTheDocument();

    await act(() => core.plugins.enable("hpc"));
    expect(await screen.findByRole("heading", { name: "用户HPC管理" })).toBeInTheDocument();
    ({ menu, titles } = await userMenuEntries());
    expect(titles).toEqual(expect.arrayContaining(["绑定/切换HPC账号", "用户HPC管理"]));
    expect(within(menu).getByText(BIND_PROMPT)).toBeInTheDocument();
  });
});

const target = unbuiltPage();

/** A plugin building that page: one route on its path, no permission (it keeps the menu's). */
const claimingPlugin = definePlugin<PageComponent>({
  id: "claiming",
  routes: [
    {
      path: target.path,
      title: target.title,
      load: async () => ({ default: () => <h3>自建页面</h3> }),
    },
  ],
});

describe("a plugin's route claims a placeholder page of the area menu", () => {
  it("the menu entry opens the plugin's page; disabled, the planned page is back", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, {
      core,
      plugins: [...withoutBuilder(builtInPlugins, target), claimingPlugin],
      route: "/home/home-page",
    });
    expect(core.plugins.errors()).toEqual([]);

    await userEvent.click(await screen.findByRole("button", { name: target.group }));
    await userEvent.click(await screen.findByRole("menuitem", { name: target.title }));
    await waitFor(() => expect(location.hash).toBe(`#${target.path}`));
    expect(await screen.findByRole("heading", { name: "自建页面" })).toBeInTheDocument();
    expect(screen.queryByText(PLANNED)).not.toBeInTheDocument();

    act(() => core.plugins.disable("claiming"));
    expect(await screen.findByText(PLANNED)).toBeInTheDocument();
    await act(() => core.plugins.enable("claiming"));
    expect(await screen.findByRole("heading", { name: "自建页面" })).toBeInTheDocument();
  });

  it("the claiming route keeps the menu's codes: with the group's code but not the page's it is 无权访问", async () => {
    await renderInTestShell(null, {
      plugins: [...withoutBuilder(builtInPlugins, target), claimingPlugin],
      permissions: ["business-hall", target.groupCode],
      route: target.path,
    });
    expect(await screen.findByText("无权访问")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "自建页面" })).not.toBeInTheDocument();
  });
});
