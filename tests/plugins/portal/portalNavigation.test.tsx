import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { builtInPlugins } from "../../../src/plugins";
import { mobileRoute, mobileTarget, toDesktop, toMobile } from "../../../src/plugins/portal/mobilePaths";
import { createTestCore, renderInTestShell } from "../../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const openAsVisitor = async (route: string) => {
  const core = createTestCore({ adapter: server().adapter });
  await renderInTestShell(null, { core, plugins: builtInPlugins, route });
  return core;
};

describe("the portal header leads a visitor to the portal's pages", () => {
  it("offers 首页, AI能力平台, 专家中心, 行业应用 and 关于 beside the edited menus", async () => {
    await openAsVisitor("/portal/home");
    const nav = await screen.findByRole("navigation", { name: "门户菜单" });
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(hrefs).toMatchObject({
      首页: "#/portal/home",
      AI能力平台: "#/portal/aiHome",
      专家中心: "#/portal/expert-center",
      行业应用: "#/portal/appStore",
      关于: "#/portal/about",
    });
    // The back office's menus are still there.
    expect(within(nav).getByRole("link", { name: "平台介绍" })).toBeInTheDocument();
  });

  it("the search box opens the global search with the word in the address", async () => {
    await openAsVisitor("/portal/home");
    const box = await screen.findByRole("searchbox", { name: "全局搜索" });
    await userEvent.type(box, " 湿地 {Enter}");
    await waitFor(() => expect(location.hash).toBe(`#/portal/search?keyword=${encodeURIComponent("湿地")}`));
    expect(await screen.findByRole("heading", { name: "全局搜索" })).toBeInTheDocument();
  });

  it("a disabled plugin's page is not offered (关于 goes with the about plugin)", async () => {
    const core = await openAsVisitor("/portal/home");
    const nav = await screen.findByRole("navigation", { name: "门户菜单" });
    act(() => core.plugins.disable("about"));
    await waitFor(() => expect(within(nav).queryByRole("link", { name: "关于" })).toBeNull());
    expect(within(nav).getByRole("link", { name: "专家中心" })).toBeInTheDocument();
  });
});

describe("the mobile portal shows the portal's pages at /portal/mobile/…", () => {
  it("maps addresses both ways and knows which pages it draws", () => {
    expect(toMobile("/portal/search?keyword=x")).toBe("/portal/mobile/search?keyword=x");
    expect(toMobile("/portal/mobile/home")).toBe("/portal/mobile/home");
    expect(toMobile("/demoPage?id=1")).toBe("/demoPage?id=1");
    expect(toDesktop("/portal/mobile/appList/3")).toBe("/portal/appList/3");
    const routes = [
      { path: "/portal/home", noCheck: true, bare: true },
      { path: "/portal/search", noCheck: true },
      { path: "/portal/appList/:appId", noCheck: true },
      { path: "/portal/person-page" },
    ];
    expect(mobileRoute(routes, "/portal/appList/3")?.path).toBe("/portal/appList/:appId");
    expect(mobileRoute(routes, "/portal/person-page")).toBeUndefined();
    expect(mobileRoute(routes, "/portal/home")).toBeUndefined();
    expect(mobileTarget(routes, "/portal/search?keyword=x")).toBe("/portal/mobile/search?keyword=x");
    expect(mobileTarget(routes, "/portal/home")).toBe("/portal/mobile/home");
    expect(mobileTarget(routes, "/portal/page/4?mainMenuName=a")).toBe(
      "/portal/mobile/page/4?mainMenuName=a",
    );
    expect(mobileTarget(routes, "/portal/person-page?userId=1")).toBe("/portal/person-page?userId=1");
  });

  it.each([
    ["aiHome", "一站式AI能力平台"],
    ["expert-center", "专家中心"],
    ["appStore", "行业应用"],
    ["search", "全局搜索"],
    ["about", "关于平台"],
  ])("/portal/mobile/%s shows %s in the mobile frame", async (page, heading) => {
    await openAsVisitor(`/portal/mobile/${page}`);
    const frame = await screen.findByRole("main");
    expect(frame.closest("[data-mobile-portal]")).not.toBeNull();
    const headings = await within(frame).findAllByRole("heading", { name: heading });
    expect(headings.length).toBeGreaterThan(0);
    expect(screen.queryByText("页面不存在或已删除")).toBeNull();
  });

  it("the search inside the mobile portal keeps its word and stays in the mobile portal", async () => {
    await openAsVisitor("/portal/mobile/search");
    const box = await screen.findByRole("searchbox", { name: "输入关键词搜索数据集、算法、模型与服务" });
    await userEvent.type(box, "遥感");
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() =>
      expect(location.hash).toBe(`#/portal/mobile/search?keyword=${encodeURIComponent("遥感")}&type=dataset`),
    );
    expect(await screen.findByText("没有找到与“遥感”相关的数据集")).toBeInTheDocument();
  });

  it("the drawer offers the portal's pages at their mobile addresses, and a search", async () => {
    await openAsVisitor("/portal/mobile/home");
    fireEvent.click(await screen.findByRole("button", { name: "打开菜单" }));
    const drawer = await screen.findByRole("navigation", { name: "移动门户菜单" });
    expect(within(drawer).getByRole("link", { name: "专家中心" })).toHaveAttribute(
      "href",
      "#/portal/mobile/expert-center",
    );
    expect(within(drawer).getByRole("link", { name: "AI能力平台" })).toHaveAttribute(
      "href",
      "#/portal/mobile/aiHome",
    );
    await userEvent.type(within(drawer).getByRole("searchbox", { name: "全局搜索" }), "鸟{Enter}");
    await waitFor(() =>
      expect(location.hash).toBe(`#/portal/mobile/search?keyword=${encodeURIComponent("鸟")}`),
    );
  });
});
