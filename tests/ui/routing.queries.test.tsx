import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { builtInPlugins } from "../../src/plugins";
import { createTestCore, renderInTestShell, signInAs } from "../../src/testing";
import { adoptSearchQuery, currentQuery, navigate } from "../../src/ui/routing/hashLocation";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

const at = (url: string) => history.replaceState(null, "", url);

describe("queries belong to their route", () => {
  it("navigate puts the query in the hash and clears the search part; the next route has none", () => {
    at("/?stale=1#/home/home-page");
    navigate("/portal/person-page?userId=1&self=1");
    expect(location.search).toBe("");
    expect(location.hash).toBe("#/portal/person-page?userId=1&self=1");
    expect(currentQuery().get("userId")).toBe("1");

    navigate("/home/home-page");
    expect(location.href).not.toContain("userId");
    expect(currentQuery().toString()).toBe("");
  });

  it("at start-up a query in the search part moves into the hash (the hash's own wins)", () => {
    at("/?userId=7&self=1#/portal/person-page?userId=8");
    adoptSearchQuery();
    expect(location.search).toBe("");
    expect(location.hash).toBe("#/portal/person-page?userId=8&self=1");
  });

  it("without a hash the search part stays for the first redirect (the bare address's rules)", () => {
    at("/?m=1");
    adoptSearchQuery();
    expect(location.search).toBe("?m=1");
    expect(location.hash).toBe("");
  });

  it("the avatar menu's 个人主页 opens its route with userId and self in the hash; leaving drops them", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/home/home-page" });

    await userEvent.click(await screen.findByRole("button", { name: "user menu" }));
    const menu = await screen.findByRole("menu", { name: "user menu" });
    await userEvent.click(within(menu).getByRole("menuitem", { name: "个人主页" }));

    const userId = core.session.snapshot.user?.id;
    await waitFor(() => expect(location.hash).toBe(`#/home/person-page?userId=${userId}&self=1`));
    expect(location.search).toBe("");

    await userEvent.click(screen.getByRole("button", { name: "存储管理" }));
    await waitFor(() => expect(location.hash).toBe("#/home/storage-manage"));
    expect(location.href).not.toMatch(/userId|self=/);
  });
});

describe("?m sends the user to the mobile portal once", () => {
  it("from any address: /portal/mobile/home without the workspace header, and the query is gone", async () => {
    at("/?m=1#/home/home-page");
    await renderInTestShell(null, {
      core: createTestCore({ adapter: server().adapter }),
      plugins: builtInPlugins,
    });

    await waitFor(() => expect(location.hash).toBe("#/portal/mobile/home"));
    expect(location.search).toBe("");
    // The mobile portal: its own bar with the menus behind 打开菜单.
    expect(await screen.findByRole("button", { name: "打开菜单" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "area menu" })).toBeNull();

    // Not a trap: the next address is where the user goes.
    act(() => navigate("/portal/about"));
    expect(await screen.findByRole("heading", { name: "关于平台" })).toBeInTheDocument();
    expect(location.hash).toBe("#/portal/about");
  });

  it("a query m in the hash is consumed the same way", async () => {
    await renderInTestShell(null, { plugins: builtInPlugins, route: "/portal/about?m" });
    await waitFor(() => expect(location.hash).toBe("#/portal/mobile/home"));
    expect(currentQuery().has("m")).toBe(false);
  });
});

describe("/portal/home has no workspace header (spec §2)", () => {
  it("the portal home renders alone; the portal's other pages have the header", async () => {
    const core = createTestCore({ adapter: server().adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/portal/home" });

    expect(await screen.findByText("欢迎，管理员")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "user menu" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "area menu" })).toBeNull();

    act(() => navigate("/portal/about"));
    expect(await screen.findByRole("button", { name: "user menu" })).toBeInTheDocument();
  });
});
