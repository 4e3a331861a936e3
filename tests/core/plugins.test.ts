import axios from "axios";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createMachine } from "xstate";
import { EventBus } from "../../src/core/bus";
import { MachineRegistry } from "../../src/core/machines";
import { PermissionRegistry } from "../../src/core/permissions";
import { PluginHost } from "../../src/core/plugins";
import { createServiceToken, type PluginDefinition, type PluginErrorCode } from "../../src/core/pluginTypes";
import { SessionStore } from "../../src/core/session";

function makeHost() {
  const machines = new MachineRegistry(() => 0);
  const bus = new EventBus();
  const host = new PluginHost({
    bus,
    http: axios.create(),
    session: new SessionStore(() => 0),
    permissions: new PermissionRegistry(),
    machines,
    now: () => 0,
  });
  return { host, machines, bus };
}

const page = () => Promise.resolve({ default: "Page" });

/** A healthy plugin with one route and one menu entry in the development platform. */
const healthy = (id: string, extra: Partial<PluginDefinition> = {}): PluginDefinition => ({
  id,
  routes: [{ path: `/home/${id}`, title: id, load: page }],
  menus: [{ id: `${id}-menu`, area: "home", title: id, path: `/home/${id}` }],
  ...extra,
});

const LOG = createServiceToken<{ write(line: string): void }>("log");
const API = createServiceToken<{ base: string }>("api");

const toggle = createMachine({
  id: "toggle",
  initial: "off",
  states: { off: { on: { FLIP: "on" } }, on: { on: { FLIP: "off" } } },
});

beforeEach(() => vi.restoreAllMocks());

describe("registration errors are coded, name the plugin and leave the others working", () => {
  type Case = {
    code: PluginErrorCode;
    first?: PluginDefinition;
    culprit: PluginDefinition;
    setup?: (machines: MachineRegistry) => void;
  };
  const cases: Case[] = [
    { code: "INVALID_ID", culprit: healthy("Bad_Id") },
    {
      code: "DUPLICATE_PLUGIN",
      first: healthy("dup"),
      culprit: { id: "dup", routes: [{ path: "/home/other", title: "o", load: page }] },
    },
    {
      code: "DUPLICATE_ROUTE",
      first: healthy("storage"),
      culprit: { id: "thief", routes: [{ path: "/home/storage", title: "偷", load: page }] },
    },
    {
      code: "INVALID_ROUTE",
      culprit: { id: "relative", routes: [{ path: "home/relative", title: "r", load: page }] },
    },
    {
      code: "DUPLICATE_MENU",
      first: healthy("storage"),
      culprit: { id: "thief", menus: [{ id: "storage-menu", area: "home", title: "偷" }] },
    },
    // An area outside the four the shell knows (a typo in a manifest written in plain JS).
    {
      code: "UNKNOWN_AREA",
      culprit: { id: "lost", menus: [{ id: "lost-menu", area: "nowhere" as "home", title: "迷路" }] },
    },
    {
      code: "UNKNOWN_PARENT",
      culprit: { id: "orphan", menus: [{ id: "child", area: "home", title: "子", parent: "no-such-menu" }] },
    },
    {
      code: "DUPLICATE_MACHINE",
      first: healthy("queue-a", { machines: { uploadQueue: toggle } }),
      culprit: { id: "queue-b", machines: { uploadQueue: toggle } },
    },
    {
      code: "DUPLICATE_MACHINE",
      culprit: { id: "hijack", machines: { session: toggle } },
      setup: (machines) => machines.register("session", toggle, "core"),
    },
    {
      code: "SERVICE_CONFLICT",
      first: healthy("logger-a", {
        provides: [LOG],
        activate: (ctx) => ctx.provide(LOG, { write: () => {} }),
      }),
      culprit: { id: "logger-b", provides: [LOG], activate: (ctx) => ctx.provide(LOG, { write: () => {} }) },
    },
  ];

  it.each(cases)("$code from plugin $culprit.id", async ({ code, first, culprit, setup }) => {
    const { host, machines } = makeHost();
    setup?.(machines);
    if (first) host.register(first);
    const record = host.register(culprit);
    const bystander = host.register(healthy("bystander"));
    await host.activateAll();

    expect(record.status).toBe("failed");
    expect(record.errors.map((error) => error.code)).toEqual([code]);
    expect(record.errors[0].pluginId).toBe(culprit.id);
    expect(record.errors[0].message).toContain(culprit.id);
    expect(host.errors()).toEqual(record.errors);

    expect(bystander.status).toBe("active");
    expect(host.routes().map((route) => route.path)).toContain("/home/bystander");
    if (first) expect(host.get(first.id)?.status).toBe("active");
    // The culprit contributes nothing: no silent override of the first plugin's route or menu.
    expect(host.routes().map((route) => [route.pluginId, route.path])).toEqual(
      [first, bystander.plugin].flatMap((plugin) =>
        (plugin?.routes ?? []).map((route) => [plugin?.id, route.path]),
      ),
    );
    expect(host.menus().map((menu) => menu.pluginId)).toEqual(
      [first, bystander.plugin].flatMap((plugin) => (plugin?.menus ?? []).map(() => plugin?.id)),
    );
  });

  it("DUPLICATE_PLUGIN keeps the first plugin registered under the id", () => {
    const { host } = makeHost();
    host.register(healthy("dup"));
    host.register({ id: "dup" });
    expect(host.list()).toHaveLength(1);
    expect(host.get("dup")?.plugin.routes?.[0].path).toBe("/home/dup");
  });

  it("a plugin refused at registration stays out even when activated or re-enabled by hand", async () => {
    const { host } = makeHost();
    host.register(healthy("storage"));
    host.register({ id: "thief", routes: [{ path: "/home/storage", title: "偷", load: page }] });
    await host.activateAll();
    await host.activate("thief");
    host.disable("thief");
    await host.enable("thief");
    expect(host.get("thief")?.status).toBe("failed");
    expect(host.routes().map((route) => route.pluginId)).toEqual(["storage"]);
  });
});

describe("activation errors", () => {
  it("MISSING_SERVICE names the plugin and the service", async () => {
    const { host } = makeHost();
    const activate = vi.fn();
    const record = host.register(healthy("consumer", { requires: [LOG], activate }));
    host.register(healthy("bystander"));
    await host.activateAll();
    expect(record.status).toBe("failed");
    expect(record.errors).toEqual([
      { code: "MISSING_SERVICE", pluginId: "consumer", message: expect.stringContaining("log") },
    ]);
    expect(record.errors[0].message).toContain("consumer");
    expect(activate).not.toHaveBeenCalled();
    expect(host.get("bystander")?.status).toBe("active");
  });

  it("DEPENDENCY_CYCLE fails every plugin of the cycle and no other", async () => {
    const { host } = makeHost();
    const a = host.register({
      id: "alpha",
      requires: [API],
      provides: [LOG],
      activate: (ctx) => ctx.provide(LOG, { write: () => {} }),
    });
    const b = host.register({
      id: "beta",
      requires: [LOG],
      provides: [API],
      activate: (ctx) => ctx.provide(API, { base: "/" }),
    });
    host.register(healthy("bystander"));
    await host.activateAll();
    expect([a.status, b.status]).toEqual(["failed", "failed"]);
    expect(a.errors.map((error) => [error.code, error.pluginId])).toEqual([["DEPENDENCY_CYCLE", "alpha"]]);
    expect(b.errors.map((error) => [error.code, error.pluginId])).toEqual([["DEPENDENCY_CYCLE", "beta"]]);
    expect(a.errors[0].message).toContain("alpha -> beta -> alpha");
    expect(host.get("bystander")?.status).toBe("active");
  });

  it("ACTIVATION_FAILED when activate throws: its message, its cleanups run, the others stay", async () => {
    const { host } = makeHost();
    const record = host.register(
      healthy("broken", {
        activate: (ctx) => {
          ctx.registerCommand("broken.hello", () => {});
          throw new Error("boom");
        },
      }),
    );
    host.register(healthy("bystander"));
    await host.activateAll();
    expect(record.status).toBe("failed");
    expect(record.errors).toEqual([
      { code: "ACTIVATION_FAILED", pluginId: "broken", message: "broken: boom" },
    ]);
    expect(host.runCommand("broken.hello")).toBe(false);
    expect(host.routes().map((route) => route.pluginId)).toEqual(["bystander"]);
  });

  it("ACTIVATION_FAILED when an async activate rejects", async () => {
    const { host } = makeHost();
    const record = host.register({ id: "slow", activate: () => Promise.reject(new Error("offline")) });
    await host.activateAll();
    expect(record.errors).toEqual([
      { code: "ACTIVATION_FAILED", pluginId: "slow", message: "slow: offline" },
    ]);
  });

  it("ACTIVATION_FAILED when a declared service is not provided, and its dependents miss it", async () => {
    const { host } = makeHost();
    const liar = host.register({ id: "liar", provides: [LOG] });
    const consumer = host.register({ id: "consumer", requires: [LOG] });
    await host.activateAll();
    expect(liar.errors.map((error) => error.code)).toEqual(["ACTIVATION_FAILED"]);
    expect(liar.errors[0].message).toBe("liar: did not provide log");
    expect(consumer.errors.map((error) => error.code)).toEqual(["MISSING_SERVICE"]);
  });
});

describe("activation order", () => {
  it("activates providers before the plugins that need them, whatever the registration order", async () => {
    const { host } = makeHost();
    const order: string[] = [];
    const written: string[] = [];
    host.register({
      id: "consumer",
      requires: [API],
      activate: (ctx) => {
        order.push("consumer");
        ctx.get(LOG).write(`consumer uses ${ctx.get(API).base}`);
      },
    });
    host.register({
      id: "middle",
      requires: [LOG],
      provides: [API],
      activate: (ctx) => {
        order.push("middle");
        ctx.provide(API, { base: "/api" });
      },
    });
    host.register({
      id: "logger",
      provides: [LOG],
      activate: (ctx) => {
        order.push("logger");
        ctx.provide(LOG, { write: (line) => written.push(line) });
      },
    });
    await host.activateAll();
    expect(order).toEqual(["logger", "middle", "consumer"]);
    expect(written).toEqual(["consumer uses /api"]);
    expect(host.list().map((record) => record.status)).toEqual(["active", "active", "active"]);
  });

  it("an optional service is used when present and absent otherwise", async () => {
    const { host } = makeHost();
    const seen: (string | undefined)[] = [];
    host.register({
      id: "reader",
      optional: [API],
      activate: (ctx) => void seen.push(ctx.getOptional(API)?.base),
    });
    host.register({ id: "api", provides: [API], activate: (ctx) => ctx.provide(API, { base: "/v1" }) });
    await host.activateAll();
    expect(seen).toEqual(["/v1"]);

    const lonely = makeHost().host;
    lonely.register({
      id: "reader",
      optional: [API],
      activate: (ctx) => void seen.push(ctx.getOptional(API)?.base),
    });
    await lonely.activateAll();
    expect(seen).toEqual(["/v1", undefined]);
    expect(lonely.get("reader")?.status).toBe("active");
  });

  it("menus come sorted by order", async () => {
    const { host } = makeHost();
    host.register({ id: "late", menus: [{ id: "late", area: "home", title: "存储管理", order: 90 }] });
    host.register({ id: "early", menus: [{ id: "early", area: "home", title: "首页", order: 10 }] });
    await host.activateAll();
    expect(host.menus().map((menu) => menu.title)).toEqual(["首页", "存储管理"]);
  });
});

describe("disable and enable at run time", () => {
  function providerAndConsumer() {
    const made = makeHost();
    const providerCleanup = vi.fn();
    const consumerCleanup = vi.fn();
    const activations: string[] = [];
    made.host.register(
      healthy("consumer", {
        requires: [LOG],
        activate: () => {
          activations.push("consumer");
          return consumerCleanup;
        },
      }),
    );
    made.host.register(
      healthy("logger", {
        provides: [LOG],
        activate: (ctx) => {
          activations.push("logger");
          ctx.provide(LOG, { write: () => {} });
          ctx.registerCommand("logger.flush", () => {});
          return providerCleanup;
        },
      }),
    );
    made.host.register(healthy("bystander"));
    return { ...made, providerCleanup, consumerCleanup, activations };
  }

  it("disable runs cleanups, removes routes, menus, services and commands, and disables dependents", async () => {
    const { host, providerCleanup, consumerCleanup } = providerAndConsumer();
    await host.activateAll();
    expect(
      host
        .routes()
        .map((route) => route.pluginId)
        .sort(),
    ).toEqual(["bystander", "consumer", "logger"]);

    host.disable("logger");
    expect(providerCleanup).toHaveBeenCalledTimes(1);
    expect(consumerCleanup).toHaveBeenCalledTimes(1);
    expect(host.get("logger")?.status).toBe("disabled");
    expect(host.get("consumer")?.status).toBe("disabled");
    expect(host.routes().map((route) => route.path)).toEqual(["/home/bystander"]);
    expect(host.menus().map((menu) => menu.id)).toEqual(["bystander-menu"]);
    expect(host.getService(LOG)).toBeUndefined();
    expect(host.runCommand("logger.flush")).toBe(false);
    expect(host.get("bystander")?.status).toBe("active");
  });

  it("disabling twice runs the cleanups once", async () => {
    const { host, providerCleanup } = providerAndConsumer();
    await host.activateAll();
    host.disable("logger");
    host.disable("logger");
    expect(providerCleanup).toHaveBeenCalledTimes(1);
  });

  it("enable brings the routes, menus, service and command back, and then the dependent can come back", async () => {
    const { host, activations } = providerAndConsumer();
    await host.activateAll();
    host.disable("logger");
    await host.enable("logger");
    expect(host.get("logger")?.status).toBe("active");
    expect(host.routes().map((route) => route.path)).toContain("/home/logger");
    expect(host.menus().map((menu) => menu.id)).toContain("logger-menu");
    expect(host.getService(LOG)).toBeDefined();
    expect(host.runCommand("logger.flush")).toBe(true);

    await host.enable("consumer");
    expect(host.get("consumer")?.status).toBe("active");
    expect(
      host
        .routes()
        .map((route) => route.path)
        .sort(),
    ).toEqual(["/home/bystander", "/home/consumer", "/home/logger"]);
    expect(activations).toEqual(["logger", "consumer", "logger", "consumer"]);
  });

  it("enabling a provider brings back the dependents disabled with it, not those disabled by hand", async () => {
    const { host } = providerAndConsumer();
    await host.activateAll();
    host.disable("logger");
    expect(host.get("consumer")?.status).toBe("disabled");
    await host.enable("logger");
    expect(host.get("consumer")?.status).toBe("active");

    host.disable("consumer");
    host.disable("logger");
    await host.enable("logger");
    expect(host.get("consumer")?.status).toBe("disabled");
  });

  it("a dependent activated after its provider came back shows no stale MISSING_SERVICE error", async () => {
    const { host } = providerAndConsumer();
    await host.activateAll();
    host.disable("logger");
    await host.enable("consumer");
    expect(host.get("consumer")?.errors.map((error) => error.code)).toEqual(["MISSING_SERVICE"]);
    await host.enable("logger");
    await host.activate("consumer");
    expect(host.get("consumer")?.status).toBe("active");
    expect(host.errors()).toEqual([]);
  });
});

describe("commands", () => {
  it("runCommand runs a registered command and says whether one existed", async () => {
    const { host } = makeHost();
    const run = vi.fn();
    let dispose: () => void = () => {};
    host.register({
      id: "palette",
      activate: (ctx) => void (dispose = ctx.registerCommand("palette.open", run)),
    });
    await host.activateAll();
    expect(host.runCommand("palette.open")).toBe(true);
    expect(host.runCommand("palette.close")).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
    dispose();
    expect(host.runCommand("palette.open")).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("plugin machines", () => {
  it("are registered on activation and unregistered (and their actors stopped) on disable", async () => {
    const { host, machines } = makeHost();
    host.register({ id: "storage", machines: { uploadQueue: toggle } });
    expect(machines.has("uploadQueue")).toBe(false);
    await host.activateAll();
    expect(machines.get("uploadQueue").pluginId).toBe("storage");

    const actor = machines.start("uploadQueue");
    actor.start();
    expect(machines.liveActors("uploadQueue")).toHaveLength(1);

    host.disable("storage");
    expect(machines.has("uploadQueue")).toBe(false);
    expect(actor.getSnapshot().status).toBe("stopped");
    expect(machines.liveActors()).toEqual([]);

    await host.enable("storage");
    expect(machines.has("uploadQueue")).toBe(true);
  });

  it("the plugin's bus stamps the plugin id", async () => {
    const { host, bus } = makeHost();
    const sources: string[] = [];
    bus.on("ui.tip").subscribe((event) => sources.push(event.source));
    host.register({
      id: "feedback",
      activate: (ctx) => ctx.bus.emit("ui.tip", { intent: "success", message: "提交成功，请等待管理员通知" }),
    });
    await host.activateAll();
    expect(sources).toEqual(["feedback"]);
  });
});
