import { describe, expect, it } from "vitest";
import type { PluginDefinition } from "../../src/core/pluginTypes";
import { claimSlots, slotKey } from "../../src/core/routeSlots";
import { makeHost, page } from "../support/pluginHost";

/** An area plugin: a menu page of the spec as a placeholder route (codes: the group's and the page's). */
const area: PluginDefinition = {
  id: "area",
  menus: [
    { id: "models", area: "home", title: "模型管理", permission: "modelManage" },
    {
      id: "algorithms",
      area: "home",
      title: "算法管理",
      parent: "models",
      path: "/home/model-management/algorithm-management",
      permission: "calcM",
    },
  ],
  routes: [
    {
      path: "/home/model-management/algorithm-management",
      title: "算法管理",
      permission: ["modelManage", "calcM"],
      placeholder: true,
      load: page("此功能暂未开发"),
    },
    { path: "/portal/appList/:appId", title: "应用列表", noCheck: true, placeholder: true, load: page() },
  ],
};

/** A feature plugin building the page: a real route on the same path, nothing edited elsewhere. */
const algorithms = (extra: Partial<PluginDefinition> = {}): PluginDefinition => ({
  id: "algorithms",
  routes: [
    { path: "/home/model-management/algorithm-management", title: "算法管理", load: page("Algorithms") },
  ],
  ...extra,
});

const at = (host: ReturnType<typeof makeHost>["host"], path: string) =>
  host.routes().filter((route) => route.path === path);

describe("a real route claims a placeholder's slot", () => {
  it("replaces the placeholder, keeps the menu's codes, and registers without an error", async () => {
    const { host } = makeHost();
    host.register(area);
    const record = host.register(algorithms());
    await host.activateAll();

    expect(record.errors).toEqual([]);
    const [route] = at(host, "/home/model-management/algorithm-management");
    expect(at(host, "/home/model-management/algorithm-management")).toHaveLength(1);
    expect(route).toMatchObject({
      pluginId: "algorithms",
      title: "算法管理",
      permission: ["modelManage", "calcM"],
    });
    expect(route.placeholder).toBeUndefined();
    expect(await route.load()).toEqual({ default: "Algorithms" });
    // The menu stays the area's data.
    expect(host.menus().find((menu) => menu.id === "algorithms")?.pluginId).toBe("area");
  });

  it("claims whatever the registration order, and a declared permission replaces the menu's", async () => {
    const { host } = makeHost();
    host.register(
      algorithms({
        routes: [
          {
            path: "/home/model-management/algorithm-management",
            title: "算法管理",
            permission: ["calcM"],
            load: page("Algorithms"),
          },
        ],
      }),
    );
    host.register(area);
    await host.activateAll();
    expect(at(host, "/home/model-management/algorithm-management")).toEqual([
      expect.objectContaining({ pluginId: "algorithms", permission: ["calcM"] }),
    ]);
  });

  it("disabling the claiming plugin brings the placeholder back; enabling claims the slot again", async () => {
    const { host } = makeHost();
    host.register(area);
    host.register(algorithms());
    await host.activateAll();

    host.disable("algorithms");
    expect(at(host, "/home/model-management/algorithm-management")).toEqual([
      expect.objectContaining({ pluginId: "area", placeholder: true }),
    ]);

    await host.enable("algorithms");
    expect(at(host, "/home/model-management/algorithm-management")).toEqual([
      expect.objectContaining({ pluginId: "algorithms" }),
    ]);
  });

  it("a pattern route claims the placeholder of the same pattern, whatever its params are named", async () => {
    const { host } = makeHost();
    host.register(area);
    host.register({
      id: "apps",
      routes: [{ path: "/portal/appList/:id", title: "应用列表", noCheck: true, load: page() }],
    });
    await host.activateAll();
    expect(host.routes().filter((route) => slotKey(route.path) === "/portal/appList/:")).toEqual([
      expect.objectContaining({ pluginId: "apps", path: "/portal/appList/:id" }),
    ]);
  });

  it("a route added at run time claims the slot until its disposer runs", async () => {
    const { host } = makeHost();
    let dispose = () => {};
    host.register(area);
    host.register({
      id: "late",
      activate: (ctx) => {
        dispose = ctx.registerRoute({
          path: "/home/model-management/algorithm-management",
          title: "算法管理",
          load: page("Late"),
        });
      },
    });
    await host.activateAll();
    expect(at(host, "/home/model-management/algorithm-management")[0].pluginId).toBe("late");
    dispose();
    dispose();
    expect(at(host, "/home/model-management/algorithm-management")[0].pluginId).toBe("area");
  });
});

describe("clashes are still coded errors", () => {
  it("two real routes on one path: DUPLICATE_ROUTE naming both plugins; the first keeps the slot", async () => {
    const { host } = makeHost();
    host.register(area);
    host.register(algorithms());
    const rival = host.register({
      id: "rival",
      routes: [{ path: "/home/model-management/algorithm-management", title: "算法", load: page("Rival") }],
    });
    await host.activateAll();

    expect(rival.status).toBe("failed");
    expect(rival.errors).toEqual([
      {
        code: "DUPLICATE_ROUTE",
        pluginId: "rival",
        message:
          "rival: route /home/model-management/algorithm-management is already contributed by plugin algorithms",
      },
    ]);
    expect(at(host, "/home/model-management/algorithm-management")[0].pluginId).toBe("algorithms");
  });

  it("two placeholders on one path, and two real pattern routes of one shape, are DUPLICATE_ROUTE too", () => {
    const { host } = makeHost();
    host.register(area);
    const second = host.register({ ...area, id: "area-two", menus: [] });
    expect(second.errors.map((error) => error.code)).toEqual(["DUPLICATE_ROUTE", "DUPLICATE_ROUTE"]);
    expect(second.errors[0].message).toContain("placeholder route");
    expect(second.errors[0].message).toContain("plugin area");

    host.register({ id: "apps", routes: [{ path: "/portal/appList/:appId", title: "a", load: page() }] });
    const rival = host.register({
      id: "apps-two",
      routes: [{ path: "/portal/appList/:x", title: "b", load: page() }],
    });
    expect(rival.errors[0]).toMatchObject({
      code: "DUPLICATE_ROUTE",
      message: expect.stringContaining("plugin apps"),
    });
  });

  it("a clash at run time is recorded on the plugin and adds nothing; a new activation starts without it", async () => {
    const { host } = makeHost();
    host.register(area);
    host.register(algorithms());
    const late = host.register({
      id: "late",
      activate: (ctx) => {
        ctx.registerRoute({ path: "/home/model-management/algorithm-management", title: "x", load: page() });
      },
    });
    await host.activateAll();
    expect(late.status).toBe("active");
    expect(late.errors).toEqual([
      expect.objectContaining({
        code: "DUPLICATE_ROUTE",
        message: expect.stringContaining("plugin algorithms"),
      }),
    ]);
    expect(at(host, "/home/model-management/algorithm-management").map((route) => route.pluginId)).toEqual([
      "algorithms",
    ]);

    // A disabled plugin keeps its paths (enabling it again must not clash): the retry clashes once more,
    // and the record shows that attempt's error, not an accumulation.
    host.disable("algorithms");
    host.disable("late");
    await host.enable("late");
    expect(late.status).toBe("active");
    expect(late.errors.map((error) => error.code)).toEqual(["DUPLICATE_ROUTE"]);
    expect(at(host, "/home/model-management/algorithm-management")[0].pluginId).toBe("area");
  });
});

describe("claimSlots (what the router sees)", () => {
  it("keeps unclaimed placeholders and every real route, in contribution order", () => {
    const routes = claimSlots([
      { path: "/a", pluginId: "area", placeholder: true, permission: ["g", "a"] },
      { path: "/b", pluginId: "area", placeholder: true },
      { path: "/a", pluginId: "feature" },
      { path: "/c", pluginId: "feature", noCheck: true },
    ]);
    expect(routes).toEqual([
      { path: "/b", pluginId: "area", placeholder: true },
      { path: "/a", pluginId: "feature", permission: ["g", "a"], any: undefined },
      { path: "/c", pluginId: "feature", noCheck: true },
    ]);
  });
});
