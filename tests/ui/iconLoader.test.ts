import { describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import { bundledIconNames } from "../../src/ui/iconLoader";

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
