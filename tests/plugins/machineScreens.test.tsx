import { act, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { machineCatalog, type CatalogEntry } from "../../scripts/machineCatalog";
import { pathToState, stateNodes } from "../../src/core/replay";
import { builtInPlugins } from "../../src/plugins";
import {
  cleanupTestShell,
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";
import { SAMPLES, samplesOf } from "../support/machineSamples";

/**
 * For every registered machine, its plugin's screen renders each of the machine's states without
 * error: the state is reached by its shortest path (xstate/graph) and put into the live actor with
 * the registry's `restore` (what the inspector's 应用到界面 does), and the screen must not fall into
 * an error boundary. A machine with no screen of its own says why here. A machine without a row is
 * shown on its plugin's first page (a route without params that is not a placeholder), which must
 * start it: so a new plugin's machine is tested on its page without editing this file.
 */
type Screen = { route: string; command?: string } | { none: string };
const SCREENS: Record<string, Screen> = {
  session: { route: "/portal/home" },
  hpcBinding: { route: "/home/home-page", command: "hpc.bind" },
  smsCode: { route: "/home/personal", command: "personal.setPhone" },
  opLogFlush: { none: "runs in the background; nothing on screen follows its state" },
  hpcTokenRefresh: { none: "a background timer; nothing on screen follows its state" },
  uploadQueue: { route: "/home/storage-manage" },
  annotationTask: {
    none: "a task's status lives on the server; the task page asks this machine which operations it allows",
  },
  annotationSubTask: { none: "like annotationTask, for one member's share" },
  trainingRun: {
    none: "one run's log dialog starts it for that run; it mirrors the server's status (tests/machines/trainingRun.machine.test.ts, tests/e2e/training.spec.ts)",
  },
};

const catalog = machineCatalog();
let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());
afterEach(cleanupTestShell);

/** The row of the table, or the machine's plugin's first page. */
function screenOf(entry: CatalogEntry): Screen | undefined {
  if (entry.id in SCREENS) return SCREENS[entry.id];
  const plugin = builtInPlugins.find((candidate) => candidate.id === entry.pluginId);
  const page = plugin?.routes?.find((route) => !route.placeholder && !route.path.includes(":"));
  return page && { route: page.path };
}

it("every registered machine has a screen (its row here or its plugin's first page), or a stated reason why it has none", () => {
  expect(catalog.filter((entry) => !screenOf(entry)).map((entry) => entry.id)).toEqual([]);
  for (const [id, row] of Object.entries(SCREENS)) {
    if ("none" in row) expect(row.none, `${id}: the reason it has no screen`).not.toBe("");
  }
});

const withScreens = catalog.filter((entry) => "route" in (screenOf(entry) ?? {}));

describe.each(withScreens.map((entry) => [entry.id, entry] as const))("the screen of %s", (id, entry) => {
  it("renders every state of the machine without error", async () => {
    const shown = screenOf(entry) as { route: string; command?: string };
    const core = createTestCore({ adapter: server.adapter });
    const failures = vi.spyOn(console, "error");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/login" });
    await act(() => signInAs(core, "admin"));
    await act(async () => core.plugins.runCommand(shown.command ?? "") || location.assign(`#${shown.route}`));
    await waitFor(() =>
      expect(
        core.machines.liveActors(id),
        `${shown.route} starts no ${id} actor: give it a row in SCREENS`,
      ).toHaveLength(1),
    );

    const { machine } = entry;
    const row = SAMPLES[machine.id];
    const passThrough = new Set(row?.passThrough ?? []);
    const reached = stateNodes(machine)
      .filter((node) => !passThrough.has(node.id))
      .map((node) => ({
        id: node.id,
        path: pathToState(machine, row?.input, node.id, samplesOf(machine, row)),
      }));
    expect(
      reached.filter((state) => !state.path).map((state) => state.id),
      "states with no path",
    ).toEqual([]);
    // A final state ends the actor: those come last, and one is enough.
    const running = reached.filter((state) => state.path?.snapshot.status === "active");
    const final = reached.find((state) => state.path?.snapshot.status !== "active");

    for (const state of [...running, ...(final ? [final] : [])]) {
      const [live] = core.machines.liveActors(id);
      await act(async () =>
        core.machines.restore(live.liveId, state.path?.snapshot as AnyMachineSnapshot, []),
      );
      // Lazy parts may show a spinner first; the screen must settle on something readable.
      await waitFor(() =>
        expect(document.body.textContent?.trim(), `empty screen at ${state.id}`).not.toBe(""),
      );
      expect(screen.queryByText("页面加载失败"), `error boundary at ${state.id}`).toBeNull();
    }
    const crashes = failures.mock.calls.filter((call) =>
      /error occurred|Uncaught|boundary/i.test(String(call[0])),
    );
    expect(crashes, "React errors while rendering the states").toEqual([]);
    failures.mockRestore();
  });
});
