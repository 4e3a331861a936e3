import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPluginTester } from "../../src/testing";
import { disposeTestCores } from "../../src/testing/testCore";

// Under Vitest `import.meta.env.DEV` is true, and in a dev build anyone may open the inspector: the
// plugin is loaded as in a production build, where system-manage decides.
let inspector: typeof import("../../src/plugins/inspector").default;
let inspectorOpen: typeof import("../../src/plugins/inspector/inspectorOpen").inspectorOpen;
beforeAll(async () => {
  vi.stubEnv("DEV", false);
  vi.resetModules();
  inspector = (await import("../../src/plugins/inspector")).default;
  inspectorOpen = (await import("../../src/plugins/inspector/inspectorOpen")).inspectorOpen;
});
afterAll(() => vi.unstubAllEnvs());

const pressHotkey = () =>
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, altKey: true }));

afterEach(() => {
  disposeTestCores();
  inspectorOpen.next(false);
  localStorage.clear();
});

/** Ctrl+Alt+K right after a reload: the workspace shows before the user's codes are back. */
describe("the inspector's hotkey while the session is restoring", () => {
  it("keeps a press made before the codes arrive and opens once they grant system-manage", async () => {
    const tester = createPluginTester(inspector);
    await tester.activate();
    tester.core.session.setToken("restored-token", Date.now());

    pressHotkey();
    expect(inspectorOpen.value).toBe(false);
    tester.core.permissions.set(["system-manage", "home"]);
    expect(inspectorOpen.value).toBe(true);
  });

  it("drops the press when the codes arrive without system-manage", async () => {
    const tester = createPluginTester(inspector);
    await tester.activate();
    tester.core.session.setToken("restored-token", Date.now());

    pressHotkey();
    tester.core.permissions.set(["home"]);
    expect(inspectorOpen.value).toBe(false);
    pressHotkey();
    expect(inspectorOpen.value).toBe(false);
  });

  it("toggles at once once the codes are known", async () => {
    const tester = createPluginTester(inspector);
    await tester.activate();
    tester.core.session.setToken("restored-token", Date.now());
    tester.core.permissions.set(["system-manage"]);

    pressHotkey();
    expect(inspectorOpen.value).toBe(true);
    pressHotkey();
    expect(inspectorOpen.value).toBe(false);
  });
});
