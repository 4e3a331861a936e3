import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { definePlugin } from "../../src/core/pluginTypes";
import { renderInTestShell } from "../../src/testing";
import type { PageComponent } from "../../src/ui/CoreContext";
import { diagnoseChunkFailure, pageReload } from "../../src/ui/routing/chunkFailure";
import { cleanShellAfterEach } from "../support/testShell";

cleanShellAfterEach();

const CHUNK = "http://localhost/assets/ReportPage-3f2a.js";
const chunkError = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

/** What the network does: the server down, or answering index.html and the chunk (or not). */
type Server = "down" | "newBuild" | "up";
let server: Server = "down";

function answer(url: string): Response {
  if (url === CHUNK && server === "newBuild")
    // The single-page fallback: the old chunk's name is gone, index.html answers instead.
    return new Response("<!doctype html>", { status: 200, headers: { "content-type": "text/html" } });
  if (url === CHUNK)
    return new Response("export default 1", { headers: { "content-type": "text/javascript" } });
  return new Response("<!doctype html>", { status: 200, headers: { "content-type": "text/html" } });
}

const fakeFetch = vi.fn(async (input: RequestInfo | URL) => {
  if (server === "down") throw new TypeError("Failed to fetch");
  return answer(String(input));
});

/** A plugin whose page code fails to load `failures` times, then loads. */
function reportPlugin(failures: number) {
  let calls = 0;
  return definePlugin<PageComponent>({
    id: "report",
    routes: [
      {
        path: "/home/report",
        title: "报表",
        load: () =>
          ++calls <= failures
            ? Promise.reject(chunkError())
            : Promise.resolve({ default: () => <p>报表已加载</p> }),
      },
    ],
  });
}

const open = (failures: number) =>
  renderInTestShell(null, {
    plugins: [reportPlugin(failures)],
    permissions: ["business-hall"],
    route: "/home/report",
  });

describe("a page whose code cannot be fetched", () => {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    server = "down";
    fakeFetch.mockClear();
    vi.stubGlobal("fetch", fakeFetch);
    reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("while the server is down: 无法连接服务器 with 重试, no reload; 重试 loads the page once it is back", async () => {
    await open(2);

    expect(await screen.findByText("无法连接服务器")).toBeInTheDocument();
    expect(
      screen.getByText("页面内容未能加载：网络或服务器暂时不可用。请检查网络后重试。"),
    ).toBeInTheDocument();
    // The rest of the workspace still works around it.
    expect(screen.getByRole("button", { name: "user menu" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("无法连接服务器")).toBeInTheDocument();

    server = "up";
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("报表已加载")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("a new build replaced the chunk (index.html answers, the chunk's name is gone): 平台已更新，请刷新页面 with 刷新, no reload until pressed", async () => {
    server = "newBuild";
    await open(5);

    expect(await screen.findByText("平台已更新，请刷新页面")).toBeInTheDocument();
    expect(screen.queryByText("无法连接服务器")).toBeNull();
    expect(screen.queryByText("页面加载失败")).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "刷新" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a retry that fails again while the server answers reloads (the browser keeps a failed module)", async () => {
    await open(5);
    await screen.findByText("无法连接服务器");

    server = "up";
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe("diagnoseChunkFailure", () => {
  it("tells offline, a replaced chunk and a passing failure apart", async () => {
    const fetchOf = (page: Response | Error, chunk?: Response | Error) =>
      vi.fn(async (input: RequestInfo | URL) => {
        const result = String(input) === CHUNK ? chunk : page;
        if (!result || result instanceof Error) throw result ?? new Error("unexpected");
        return result;
      });
    const html = () => new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
    const js = () => new Response("export {}", { headers: { "content-type": "text/javascript" } });

    expect(await diagnoseChunkFailure(chunkError(), fetchOf(new TypeError("Failed to fetch")))).toBe(
      "offline",
    );
    expect(await diagnoseChunkFailure(chunkError(), fetchOf(new Response("", { status: 502 })))).toBe(
      "offline",
    );
    expect(await diagnoseChunkFailure(chunkError(), fetchOf(html(), new Response("", { status: 404 })))).toBe(
      "replaced",
    );
    expect(await diagnoseChunkFailure(chunkError(), fetchOf(html(), html()))).toBe("replaced");
    expect(await diagnoseChunkFailure(chunkError(), fetchOf(html(), js()))).toBe("transient");
    // A browser that does not name the chunk: the server answers, so a new build is the likely cause.
    expect(
      await diagnoseChunkFailure(new TypeError("Importing a module script failed."), fetchOf(html())),
    ).toBe("replaced");
  });
});
