import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, SimulatedClock, type AnyStateNode } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  hpcTokenRefreshMachine,
  type HpcTokenRefreshEvent,
} from "../../src/machines/hpcTokenRefresh.machine";

const INTERVAL = 300_000;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(fail = false) {
  const refresh = vi.fn(async () => {
    if (fail) throw new Error("506");
    return { account: "hpc_basic", token: "t" };
  });
  const clock = new SimulatedClock();
  const machine = hpcTokenRefreshMachine.provide({ actors: { refreshToken: fromPromise(refresh) } });
  const actor = createActor(machine, { input: { intervalMs: INTERVAL }, clock }).start();
  return { actor, clock, refresh };
}

describe("the HPC token refresh, on a SimulatedClock", () => {
  it("refreshes every 300 000 ms while an account is bound, and never while unbound", async () => {
    const { actor, clock, refresh } = start();
    clock.increment(INTERVAL * 3);
    expect(refresh).not.toHaveBeenCalled();

    actor.send({ type: "BOUND" });
    clock.increment(INTERVAL - 1);
    expect(refresh).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ refreshed: 1, account: "hpc_basic" });
    expect(actor.getSnapshot().value).toBe("waiting");

    clock.increment(INTERVAL);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);

    actor.send({ type: "UNBOUND" });
    clock.increment(INTERVAL * 2);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe("unbound");
  });

  it("a failed refresh waits for the next turn", async () => {
    const { actor, clock, refresh } = start(true);
    actor.send({ type: "BOUND" });
    clock.increment(INTERVAL);
    await flush();
    expect(actor.getSnapshot().context.failures).toBe(1);
    clock.increment(INTERVAL);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe("waiting");
  });

  it("reaches every state (getShortestPaths)", () => {
    const paths = getShortestPaths(hpcTokenRefreshMachine, {
      events: [
        { type: "BOUND" },
        { type: "UNBOUND" },
        { type: "xstate.after.interval.hpcTokenRefresh.waiting" },
        { type: "xstate.done.actor.refreshToken", output: { account: "a", token: "t" } },
      ] as unknown as HpcTokenRefreshEvent[],
      input: { intervalMs: INTERVAL },
      // The counters grow without end; states are told apart by their value alone.
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const reached = new Set(paths.map((path) => path.state.value as string));
    const all = Object.values(hpcTokenRefreshMachine.root.states).map((node: AnyStateNode) => node.key);
    expect([...reached].sort()).toEqual(all.sort());
  });
});
