import { describe, expect, it, vi } from "vitest";
import { createMachine } from "xstate";
import { createSlot, extend, USER_MENU } from "../../src/core/extensions";
import { createServiceToken } from "../../src/core/pluginTypes";
import { makeHost, page } from "../support/pluginHost";

interface Tab {
  title: string;
}
const TABS = createSlot<Tab>("test.tabs");
const OTHER = createSlot<Tab>("test.other");

describe("extension slots", () => {
  it("lists the active plugins' contributions to a slot by order, manifest and run time, tagged with the plugin", async () => {
    const { host } = makeHost();
    host.register({
      id: "host-page",
      extensions: [
        extend(TABS, { id: "items", title: "数据", order: 10 }),
        extend(TABS, { id: "info", title: "基本信息", order: 20 }),
        extend(OTHER, { id: "elsewhere", title: "别处" }),
      ],
    });
    host.register({
      id: "quality",
      activate: (ctx) =>
        void ctx.registerExtension(TABS, { id: "quality", title: "质量", order: 15, permission: "q" }),
    });
    await host.activateAll();
    expect(host.extensions(TABS)).toEqual([
      { id: "items", title: "数据", order: 10, pluginId: "host-page" },
      { id: "quality", title: "质量", order: 15, permission: "q", pluginId: "quality" },
      { id: "info", title: "基本信息", order: 20, pluginId: "host-page" },
    ]);
    expect(host.extensions(OTHER).map((tab) => tab.id)).toEqual(["elsewhere"]);
  });

  it("a manifest's userMenu entries are contributions to the USER_MENU slot", async () => {
    const { host } = makeHost();
    host.register({
      id: "hpcish",
      userMenu: [{ id: "bind", title: "绑定/切换HPC账号", command: "hpc.bind", order: 10 }],
      extensions: [
        extend(USER_MENU, {
          id: "manage",
          title: "用户HPC管理",
          path: "/home/user-hpc-management",
          order: 20,
        }),
      ],
    });
    await host.activateAll();
    expect(host.userMenu().map((entry) => [entry.title, entry.pluginId])).toEqual([
      ["绑定/切换HPC账号", "hpcish"],
      ["用户HPC管理", "hpcish"],
    ]);
    expect(host.extensions(USER_MENU)).toEqual(host.userMenu());
  });

  it("DUPLICATE_EXTENSION names both plugins, in a manifest and at run time", async () => {
    const { host } = makeHost();
    host.register({ id: "first", extensions: [extend(TABS, { id: "items", title: "数据" })] });
    const second = host.register({
      id: "second",
      userMenu: [{ id: "x", title: "x" }],
      extensions: [extend(TABS, { id: "items", title: "又一个" })],
    });
    expect(second.errors).toEqual([
      {
        code: "DUPLICATE_EXTENSION",
        pluginId: "second",
        message: "second: extension items of slot test.tabs is already contributed by plugin first",
      },
    ]);
    const late = host.register({
      id: "late",
      activate: (ctx) => void ctx.registerExtension(TABS, { id: "items", title: "晚到" }),
    });
    await host.activateAll();
    expect(late.errors.map((error) => [error.code, error.message])).toEqual([
      [
        "DUPLICATE_EXTENSION",
        "late: extension items of slot test.tabs is already contributed by plugin first",
      ],
    ]);
    expect(host.extensions(TABS).map((tab) => tab.title)).toEqual(["数据"]);
  });
});

describe("every register* returns a disposer, and disable takes every contribution away", () => {
  const LOG = createServiceToken<{ write(line: string): void }>("log");

  it("each disposer removes its own registration once and signals a change", async () => {
    const { host } = makeHost();
    const disposers: Record<string, () => void> = {};
    host.register({
      id: "feature",
      provides: [LOG],
      activate: (ctx) => {
        disposers.service = ctx.provide(LOG, { write: () => {} });
        disposers.command = ctx.registerCommand("feature.run", () => {});
        disposers.route = ctx.registerRoute({ path: "/home/feature", title: "功能", load: page() });
        disposers.extension = ctx.registerExtension(TABS, { id: "feature", title: "功能" });
      },
    });
    await host.activateAll();
    const versions: number[] = [];
    host.changes.subscribe((version) => versions.push(version));

    disposers.service();
    expect(host.getService(LOG)).toBeUndefined();
    disposers.command();
    expect(host.hasCommand("feature.run")).toBe(false);
    disposers.route();
    expect(host.routes()).toEqual([]);
    disposers.extension();
    expect(host.extensions(TABS)).toEqual([]);
    for (const dispose of Object.values(disposers)) dispose();
    // The current version when subscribing, then one change per disposer, none for the repeats.
    expect(versions).toHaveLength(5);
  });

  it("disable removes routes, menus, user-menu entries, extensions, overlays, commands, services and machines; enable restores them", async () => {
    const { host, machines } = makeHost();
    const cleanup = vi.fn();
    host.register({
      id: "hpcish",
      provides: [LOG],
      routes: [{ path: "/home/user-hpc-management", title: "用户HPC管理", load: page() }],
      menus: [{ id: "hpcish", area: "home", title: "HPC", path: "/home/user-hpc-management" }],
      userMenu: [{ id: "bind", title: "绑定/切换HPC账号", command: "hpc.bind" }],
      extensions: [extend(TABS, { id: "hpc", title: "HPC" })],
      overlays: [{ id: "dialog", load: page() }],
      machines: { hpcBinding: createMachine({ id: "hpcBinding", initial: "idle", states: { idle: {} } }) },
      activate: (ctx) => {
        ctx.provide(LOG, { write: () => {} });
        ctx.registerCommand("hpc.bind", () => {});
        ctx.registerRoute({ path: "/home/hpc-extra", title: "额外", load: page() });
        ctx.registerExtension(TABS, { id: "hpc-late", title: "HPC 2" });
        return cleanup;
      },
    });
    await host.activateAll();
    const snapshot = () => ({
      routes: host.routes().map((route) => route.path),
      menus: host.menus().map((menu) => menu.id),
      userMenu: host.userMenu().map((entry) => entry.id),
      tabs: host.extensions(TABS).map((tab) => tab.id),
      overlays: host.overlays().map((overlay) => overlay.id),
      command: host.hasCommand("hpc.bind"),
      service: host.getService(LOG) !== undefined,
    });
    const active = snapshot();
    expect(active).toEqual({
      routes: ["/home/user-hpc-management", "/home/hpc-extra"],
      menus: ["hpcish"],
      userMenu: ["bind"],
      tabs: ["hpc", "hpc-late"],
      overlays: ["dialog"],
      command: true,
      service: true,
    });

    host.disable("hpcish");
    expect(snapshot()).toEqual({
      routes: [],
      menus: [],
      userMenu: [],
      tabs: [],
      overlays: [],
      command: false,
      service: false,
    });
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(machines.has("hpcBinding")).toBe(false);

    await host.enable("hpcish");
    expect(snapshot()).toEqual(active);
    expect(machines.has("hpcBinding")).toBe(true);
    expect(host.get("hpcish")?.errors).toEqual([]);
  });
});
