import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { builtInPlugins } from "../../../src/plugins";
import { createTestCore, renderInTestShell } from "../../../src/testing";
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
