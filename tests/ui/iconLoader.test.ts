import { IconSize, type IconName } from "@blueprintjs/icons";
import { describe, expect, it, vi } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import { bundledIconNames, loadIconPaths } from "../../src/ui/iconLoader";

describe("the shell's icons", () => {
  it("ships every icon the plugins' menus name, so no menu icon waits for Blueprint's fallback loader", async () => {
    const shipped = new Set(await bundledIconNames());
    const named = builtInPlugins
      .flatMap((plugin) => (plugin.menus ?? []).map((menu) => menu.icon))
      .filter(Boolean);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((icon) => !shipped.has(icon as string))).toEqual([]);
  });

  it("ships the sign-in page's field icons", async () => {
    const shipped = await bundledIconNames();
    expect(shipped).toEqual(expect.arrayContaining(["user", "lock", "error"]));
  });
});

/** Blueprint's fallback chunk of every 16 px icon: the loader must never import it. */
const fallbackImported = vi.hoisted(() => ({ value: false }));
vi.mock("@blueprintjs/icons/lib/esm/generated/16px/paths/index.js", () => {
  fallbackImported.value = true;
  return {};
});

describe("the icon loader", () => {
  it("loads an icon outside the shell's lists from its own module, not Blueprint's fallback chunk", async () => {
    const shipped = new Set(await bundledIconNames());
    expect(shipped.has("airplane")).toBe(false);
    const own = await import("@blueprintjs/icons/lib/esm/generated/16px/paths/airplane.js");
    expect(await loadIconPaths("airplane", IconSize.STANDARD)).toEqual(own.default);
    expect(fallbackImported.value).toBe(false);
  });

  it("loads a 20 px icon from its own module too", async () => {
    const own = await import("@blueprintjs/icons/lib/esm/generated/20px/paths/folder-open.js");
    const paths = await loadIconPaths("folder-open", IconSize.LARGE);
    expect(paths).toEqual(own.default);
    // Not the 16 px drawing of the workspace's list.
    const small = await import("@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open.js");
    expect(paths).not.toEqual(small.default);
  });

  it("an icon of the workspace's lists comes from its chunk; a name Blueprint lacks fails clearly", async () => {
    const home = await import("@blueprintjs/icons/lib/esm/generated/16px/paths/home.js");
    expect(await loadIconPaths("home", IconSize.STANDARD)).toEqual(home.default);
    // The placeholder page's NonIdealState draws at 20 px.
    const build = await import("@blueprintjs/icons/lib/esm/generated/20px/paths/build.js");
    expect(await loadIconPaths("build", IconSize.LARGE)).toEqual(build.default);
    await expect(loadIconPaths("no-such-icon" as IconName, IconSize.STANDARD)).rejects.toThrow(
      'no 16px paths for the icon "no-such-icon"',
    );
  });
});
