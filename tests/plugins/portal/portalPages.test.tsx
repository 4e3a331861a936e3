import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { builtInPlugins } from "../../../src/plugins";
import { STORAGE_DOCS_URL } from "../../../src/plugins/storage/screen/StorageToolbar";
import { createTestCore, renderInTestShell, signInAs } from "../../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

describe("the portal drawn from the seeded content (signed out)", () => {
  it("/portal/home: the portal name, its menus with sub-menus, and the home-page menus in a 5-slide carousel", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/portal/home" });

    const nav = await screen.findByRole("navigation", { name: "门户菜单" });
    expect(within(nav).getByRole("link", { name: "平台介绍" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^#\/portal\/page\/\d+\?mainMenuName=/),
    );
    expect(within(nav).getByRole("link", { name: "超算中心" })).toHaveAttribute("target", "_blank");
    expect(within(nav).getByRole("button", { name: "使用帮助" })).toHaveAttribute("aria-haspopup", "menu");
    expect(screen.getByRole("heading", { level: 1, name: "超算AI能力开放平台" })).toBeInTheDocument();
    const featured = screen.getByRole("region", { name: "推荐内容" });
    expect(featured).toHaveAttribute("data-per-view", "5");
    expect(within(featured).getByText("操作指南")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "user menu" })).toBeNull();
  });

  it("/home/sharePage shows its CMS page without a sign-in", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/home/sharePage" });
    expect(await screen.findByRole("heading", { name: "分享与下载" })).toBeInTheDocument();
  });

  it("/temp/{id} of a page that does not exist says so", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/temp/99999" });
    expect(await screen.findByText("页面不存在或已删除")).toBeInTheDocument();
  });
});

describe("the documentation centre (home and backstage)", () => {
  it("lists the documentation pages and opens the one ?doc= names, where the storage toolbar's link lands", async () => {
    expect(STORAGE_DOCS_URL).toBe("#/home/documentation?doc=fileApi");
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "dev");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: STORAGE_DOCS_URL.slice(1) });

    const list = await screen.findByRole("menu", { name: "文档中心" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("menuitem")
          .map((item) => item.textContent),
      ).toEqual(["使用说明", "操作指南", "HTTP文件管理文档", "演示", "上线公告", "分享下载"]),
    );
    expect(await screen.findByRole("heading", { name: "HTTP文件管理接口" })).toBeInTheDocument();
    expect(screen.getAllByText(/storage\/dir_info/).length).toBeGreaterThan(0);
    // dev does not edit portal pages.
    expect(screen.queryByRole("button", { name: "编辑页面" })).toBeNull();

    await userEvent.click(within(list).getByRole("menuitem", { name: "操作指南" }));
    await waitFor(() => expect(location.hash).toBe("#/home/documentation?doc=tipPage"));
    expect(await screen.findByRole("heading", { name: "操作指南", level: 2 })).toBeInTheDocument();
  });

  it("opens on the first page under backstage, with 编辑页面 for a portal-temp holder", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/backstage/documentation" });
    expect(await screen.findByRole("heading", { name: "使用说明", level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "编辑页面" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^#\/backstage\/portal-temp\/temp-page\?id=\d+$/),
    );
    expect(screen.queryByText("此功能暂未开发，敬请期待！")).toBeNull();
  });
});

describe("/personal-homepage", () => {
  it("is the signed-in user's own person page, linking into the portal's", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "dev");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/personal-homepage" });
    const edit = await screen.findByRole("button", { name: "编辑我的主页" });
    expect(screen.getByText("dev")).toBeInTheDocument();
    await userEvent.click(edit);
    await waitFor(() => expect(location.hash).toBe("#/portal/personal"));
  });
});
