import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { definePlugin } from "../../src/core/pluginTypes";
import { renderInTestShell } from "../../src/testing";
import type { PageComponent } from "../../src/ui/CoreContext";
import { reloadOnceForChunkError } from "../../src/ui/routing/chunkFailure";
import { cleanShellAfterEach } from "../support/testShell";

cleanShellAfterEach();

let failing = true;

function BrokenPage() {
  if (failing) throw new Error("页面代码坏了");
  return <p>页面恢复了</p>;
}

const brokenPlugin = definePlugin<PageComponent>({
  id: "broken-page",
  routes: [{ path: "/home/broken", title: "坏页面", load: async () => ({ default: BrokenPage }) }],
  menus: [{ id: "broken:menu", area: "home", title: "坏页面", path: "/home/broken", order: 1 }],
});

const healthyPlugin = definePlugin<PageComponent>({
  id: "healthy-page",
  routes: [
    { path: "/home/healthy", title: "好页面", load: async () => ({ default: () => <p>一切正常</p> }) },
  ],
  menus: [{ id: "healthy:menu", area: "home", title: "好页面", path: "/home/healthy", order: 2 }],
});

function shell() {
  return renderInTestShell(null, {
    plugins: [brokenPlugin, healthyPlugin],
    permissions: ["business-hall"],
    route: "/home/broken",
  });
}

describe("the boundary around every contributed page", () => {
  beforeEach(() => {
    failing = true;
    // React reports every error a boundary catches; the test reads the page instead.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a page that throws shows 页面加载失败 with the plugin id and 重试; the navbar still works", async () => {
    await shell();

    expect(await screen.findByText("页面加载失败")).toBeInTheDocument();
    expect(screen.getByText("broken-page: 页面代码坏了")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "好页面" }));
    expect(await screen.findByText("一切正常")).toBeInTheDocument();
    expect(location.hash).toBe("#/home/healthy");
    expect(screen.queryByText("页面加载失败")).not.toBeInTheDocument();
  });

  it("重试 loads the page again: it shows once it no longer throws", async () => {
    await shell();
    await screen.findByText("页面加载失败");

    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("页面加载失败")).toBeInTheDocument();

    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("页面恢复了")).toBeInTheDocument();
    expect(screen.queryByText("页面加载失败")).not.toBeInTheDocument();
  });

  it("a page whose code cannot be loaded fails in the boundary too, tagged with its plugin", async () => {
    const unloadable = definePlugin<PageComponent>({
      id: "unloadable",
      routes: [
        {
          path: "/home/unloadable",
          title: "加载不了",
          load: () => Promise.reject(new Error("服务器没有这个文件")),
        },
      ],
    });
    await renderInTestShell(null, {
      plugins: [unloadable],
      permissions: ["business-hall"],
      route: "/home/unloadable",
    });

    expect(await screen.findByText("页面加载失败")).toBeInTheDocument();
    expect(screen.getByText("unloadable: 服务器没有这个文件")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "user menu" })).toBeInTheDocument());
  });
});

describe("reloadOnceForChunkError (a page part that fails to load reloads the page, spec §2)", () => {
  const chunkError = new TypeError(
    "Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/StoragePage-3f2a.js",
  );

  it("reloads once for a chunk-load error, and not a second time for the same route", () => {
    const reload = vi.fn();

    expect(reloadOnceForChunkError(chunkError, "/home/storage-manage", reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadOnceForChunkError(chunkError, "/home/storage-manage", reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload for an ordinary error", () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(new Error("页面代码坏了"), "/home/broken", reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("after a chunk-load reload, the route loads again", () => {
  it("a successful load clears the reload mark, so a later redeploy may reload once more", async () => {
    // A plugin of its own: its page code has not been loaded by an earlier test of this file.
    const reloadedPlugin = definePlugin<PageComponent>({
      id: "reloaded-page",
      routes: [
        {
          path: "/home/reloaded",
          title: "重新加载",
          load: async () => ({ default: () => <p>重新加载后正常</p> }),
        },
      ],
    });
    sessionStorage.setItem("ws.chunkReloadedFor", "/home/reloaded");
    await renderInTestShell(null, {
      plugins: [reloadedPlugin],
      permissions: ["business-hall"],
      route: "/home/reloaded",
    });
    expect(await screen.findByText("重新加载后正常")).toBeInTheDocument();
    expect(sessionStorage.getItem("ws.chunkReloadedFor")).toBeNull();

    const reload = vi.fn();
    const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/Reloaded-1.js");
    expect(reloadOnceForChunkError(chunkError, "/home/reloaded", reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
