import axios from "axios";
import { describe, expect, it } from "vitest";
import { EventBus } from "../../src/core/bus";
import { MachineRegistry } from "../../src/core/machines";
import { PermissionRegistry } from "../../src/core/permissions";
import { PluginHost } from "../../src/core/plugins";
import { createServiceToken, type PluginDefinition } from "../../src/core/pluginTypes";
import { SessionStore } from "../../src/core/session";
import { builtInPlugins } from "../../src/plugins";
import { STORAGE_PICKER } from "../../src/plugins/shared/storagePicker";

function makeHost() {
  return new PluginHost({
    bus: new EventBus(),
    http: axios.create(),
    session: new SessionStore(() => 0),
    permissions: new PermissionRegistry(),
    machines: new MachineRegistry(() => 0),
    now: () => 0,
  });
}

describe("a service token is the object, not its id", () => {
  const CLOCK = createServiceToken<{ now(): number }>("clock");
  const provider: PluginDefinition = {
    id: "clock-provider",
    provides: [CLOCK],
    activate: (ctx) => ctx.provide(CLOCK, { now: () => 42 }),
  };

  it("a second token with an existing id is refused at registration (TOKEN_CONFLICT)", async () => {
    const host = makeHost();
    host.register(provider);
    const impostor = createServiceToken<{ now(): string }>("clock");
    const record = host.register({ id: "clock-user", requires: [impostor] });
    expect(record.status).toBe("failed");
    expect(record.errors).toEqual([
      {
        code: "TOKEN_CONFLICT",
        pluginId: "clock-user",
        message:
          "clock-user: service token clock is another token than the one plugin clock-provider declares",
      },
    ]);
    await host.activateAll();
    expect(host.get("clock-provider")?.status).toBe("active");
    expect(host.get("clock-user")?.status).toBe("failed");
  });

  it("the same token object is accepted and resolves the service", async () => {
    const host = makeHost();
    host.register(provider);
    let seen: number | undefined;
    host.register({
      id: "clock-user",
      requires: [CLOCK],
      activate: (ctx) => void (seen = ctx.get(CLOCK).now()),
    });
    await host.activateAll();
    expect(host.get("clock-user")?.status).toBe("active");
    expect(seen).toBe(42);
  });

  it("a look-up by another token with the same id finds nothing", async () => {
    const host = makeHost();
    host.register(provider);
    await host.activateAll();
    expect(host.getService(CLOCK)?.now()).toBe(42);
    expect(host.getService(createServiceToken<{ now(): number }>("clock"))).toBeUndefined();
  });

  it("providing at run time under another token with a taken id is refused", async () => {
    const host = makeHost();
    host.register(provider);
    const other = createServiceToken<{ now(): number }>("clock");
    let dispose: (() => void) | undefined;
    host.register({ id: "late", activate: (ctx) => void (dispose = ctx.provide(other, { now: () => 0 })) });
    await host.activateAll();
    expect(host.get("late")?.errors.map((error) => error.code)).toEqual(["TOKEN_CONFLICT"]);
    expect(host.getService(other)).toBeUndefined();
    dispose?.();
    expect(host.getService(CLOCK)?.now()).toBe(42);
  });
});

describe("the built-in plugins", () => {
  it("register without a token conflict, and the picker's users declare the storage picker", () => {
    const host = makeHost();
    for (const plugin of builtInPlugins) host.register(plugin);
    expect(host.errors().filter((error) => error.code === "TOKEN_CONFLICT")).toEqual([]);
    const users = builtInPlugins
      .filter(
        (plugin) => plugin.optional?.includes(STORAGE_PICKER) || plugin.requires?.includes(STORAGE_PICKER),
      )
      .map((plugin) => plugin.id)
      .sort();
    expect(users).toEqual(["algorithms", "datasets", "file-transfer", "models"]);
    expect(builtInPlugins.find((plugin) => plugin.id === "storage")?.provides).toContain(STORAGE_PICKER);
  });
});
