import { afterEach, describe, expect, it } from "vitest";
import { definePlugin } from "../../src/core/pluginTypes";
import aboutPlugin from "../../src/plugins/about";
import { cleanupTestShell, createPluginTester, renderInTestShell } from "../../src/testing";
import type { PageComponent } from "../../src/ui/CoreContext";
import { serverForThisFile } from "../support/testShell";

afterEach(cleanupTestShell);

const emptyPage = async () => ({ default: () => null });

describe("the about plugin, through createPluginTester", () => {
  it("registers without errors, with two routes and two menu entries", async () => {
    const tester = createPluginTester(aboutPlugin);

    expect(tester.errors).toEqual([]);
    expect(tester.record.status).toBe("registered");
    expect(tester.routes.map((route) => route.path)).toEqual(["/portal/about", "/home/about"]);
    expect(tester.routes.every((route) => route.pluginId === "about")).toBe(true);
    expect(tester.routes.find((route) => route.path === "/portal/about")?.noCheck).toBe(true);
    expect(tester.menus.map((menu) => [menu.area, menu.title, menu.path])).toEqual([
      ["portal", "关于", "/portal/about"],
      ["home", "关于", "/home/about"],
    ]);
    expect(tester.userMenu).toEqual([]);

    await tester.activate();
    expect(tester.record.status).toBe("active");
    expect(tester.errors).toEqual([]);
    expect(tester.host.routes().map((route) => route.path)).toEqual(["/portal/about", "/home/about"]);
  });

  it("refuses a second plugin with the same route: DUPLICATE_ROUTE naming that plugin", async () => {
    const rival = definePlugin<PageComponent>({
      id: "rival",
      routes: [{ path: "/home/about", title: "另一个关于", load: emptyPage }],
    });
    const tester = createPluginTester(rival, { alongside: [aboutPlugin] });

    expect(tester.errors).toHaveLength(1);
    expect(tester.errors[0]).toMatchObject({ code: "DUPLICATE_ROUTE", pluginId: "rival" });
    expect(tester.errors[0].message).toContain("rival");
    expect(tester.errors[0].message).toContain("/home/about");
    expect(tester.record.status).toBe("failed");

    await tester.activate();
    expect(tester.record.status).toBe("failed");
    expect(tester.host.get("about")?.status).toBe("active");
    expect(tester.host.routes().filter((route) => route.path === "/home/about")).toEqual([
      expect.objectContaining({ pluginId: "about" }),
    ]);
  });
});

describe("the about page, through renderInTestShell", () => {
  const server = serverForThisFile();

  it("is public at /portal/about and describes the platform with the back office's page, not the plugin table", async () => {
    const { findByRole, queryByRole, getByText } = await renderInTestShell(null, {
      adapter: server().adapter,
      plugins: [aboutPlugin],
      route: "/portal/about",
    });

    expect(await findByRole("heading", { name: "关于平台" })).toBeInTheDocument();
    const article = await findByRole("article", { name: "关于平台" });
    expect(article).toHaveTextContent("国家超级计算中心");
    expect(article).toHaveTextContent("平台能做什么");
    expect(getByText(/^版本 /)).toBeInTheDocument();
    expect(queryByRole("table")).toBeNull();
    expect(document.body).not.toHaveTextContent("已启用");
    expect(queryByRole("button", { name: "编辑页面" })).toBeNull();
  });

  it("under /home it needs a signed-in user with the development-platform area code; portal-temp holders get 编辑页面", async () => {
    const { findByRole } = await renderInTestShell(null, {
      adapter: server().adapter,
      plugins: [aboutPlugin],
      permissions: ["business-hall", "portal-temp"],
      route: "/home/about",
    });
    expect(await findByRole("heading", { name: "关于平台" })).toBeInTheDocument();
    const edit = await findByRole("button", { name: "编辑页面" });
    expect(edit.getAttribute("href")).toMatch(/^#\/backstage\/.*\?id=\d+$/);
  });
});
