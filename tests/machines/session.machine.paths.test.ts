import { describe, expect, it } from "vitest";
import { getShortestPaths } from "xstate/graph";
import type { AnyEventObject, AnyStateNode, EventObject, SnapshotFrom } from "xstate";
import {
  sessionMachine,
  type LoadedUser,
  type SessionEvent,
  type TokenGrant,
} from "../../src/machines/session.machine";

/**
 * Model-based reachability of the session machine with `getShortestPaths` (xstate/graph).
 *
 * What this covers, honestly: the graph folds events through the machine's pure transition
 * function; it never runs an invoked promise actor and never waits for a timer. So the answers of
 * the effects (`xstate.done.actor.*`, `xstate.error.actor.*`) and the expiry timer
 * (`xstate.after.sessionRemaining.*`) are given to it as events, with the same payloads the real
 * actors produce. That the real effects produce those events is covered by session.machine.test.ts,
 * which drives the machine with provided actors and a SimulatedClock.
 *
 * Two state nodes are transient (`always`): `starting` and `expired`. No path rests in them; they are
 * covered by the paths that pass through them (the initial resolution, and the notice login.expired).
 */

const LIFETIME = 288e5;
const T0 = 1_700_000_000_000;

const grant: TokenGrant = { token: "tok", issuedAt: T0 };
const withCodes: LoadedUser = { user: { id: "u", userName: "admin", resource: ["home"] }, at: T0 + 100 };
const withoutCodes: LoadedUser = { user: { id: "u", userName: "nobody", resource: [] }, at: T0 + 100 };
const EXPIRY = "xstate.after.sessionRemaining.session.signedIn.counting";

const userEvents: SessionEvent[] = [
  { type: "SUBMIT", account: "admin", password: "Admin@123" },
  { type: "SUBMIT", account: "", password: "" },
  { type: "EXCHANGE_CODE", code: "c-1" },
  { type: "LOGOUT" },
  { type: "UNAUTHORIZED" },
  { type: "UNAUTHORIZED", disabled: true },
  { type: "TICK", now: T0 + 3_600_000 },
  { type: "TICK", now: T0 + LIFETIME },
];

/** What the effects answer, as the events the machine receives from its invoked actors. */
const effectEvents: AnyEventObject[] = [
  { type: "xstate.done.actor.requestToken", output: grant },
  { type: "xstate.error.actor.requestToken", error: { status: 400 } },
  { type: "xstate.error.actor.requestToken", error: { status: 401 } },
  { type: "xstate.done.actor.exchangeCode", output: grant },
  { type: "xstate.error.actor.exchangeCode", error: { status: 400 } },
  { type: "xstate.done.actor.loadUser", output: withCodes },
  { type: "xstate.done.actor.loadUser", output: withoutCodes },
  { type: "xstate.error.actor.loadUser", error: { status: 500 } },
  { type: "xstate.done.actor.loadCodes", output: ["home"] },
  { type: "xstate.done.actor.loadCodes", output: [] },
  { type: "xstate.error.actor.loadCodes", error: { status: 500 } },
  { type: EXPIRY },
];

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const events: AnyEventObject[] = [...userEvents, ...effectEvents];
const paths = (input: { token?: string; issuedAt?: number }, given = events) =>
  getShortestPaths(sessionMachine, {
    events: given as SessionEvent[],
    input: { now: T0, lifetimeMs: LIFETIME, ...input },
  });

/** A path's events after the machine's own start event. */
const eventTypes = (steps: { event: EventObject }[]) => {
  expect(steps[0]?.event.type).toBe("xstate.init");
  return steps.slice(1).map((step) => step.event.type);
};

/** Every state node, by its id without the machine prefix (e.g. "signedIn.counting"). */
function allStateNodes(node: AnyStateNode = sessionMachine.root): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...allStateNodes(child)]);
}
const isTransient = (node: AnyStateNode) => node.always !== undefined && node.always.length > 0;
const idOf = (node: AnyStateNode) => node.id.replace(/^session\./, "");
const nodesOf = (snapshot: Snapshot) =>
  snapshot._nodes.filter((node) => node !== sessionMachine.root).map(idOf);

describe("session machine: every state is reachable (getShortestPaths)", () => {
  const fromSignedOut = paths({});

  it("the expiry event name matches the machine's own delayed transition", () => {
    const counting = sessionMachine.getStateNodeById("session.signedIn.counting");
    expect(counting.after.map((transition) => transition.eventType)).toEqual([EXPIRY]);
  });

  it("reaches every non-transient state node from a fresh start", () => {
    const resting = allStateNodes()
      .filter((node) => !isTransient(node))
      .map(idOf)
      .sort();
    const reached = new Set(fromSignedOut.flatMap((path) => nodesOf(path.state)));
    expect(resting).toEqual([
      "exchangingCode",
      "loadingUser",
      "refetchingCodes",
      "signedIn",
      "signedIn.counting",
      "signedOut",
      "signingIn",
    ]);
    expect([...reached].sort()).toEqual(resting);
  });

  it("the transient nodes are exactly starting and expired", () => {
    expect(allStateNodes().filter(isTransient).map(idOf).sort()).toEqual(["expired", "starting"]);
  });

  it("passes through expired: the expiry timer alone, or a past-deadline TICK alone, ends in signedOut with login.expired", () => {
    const pastDeadline = (event: AnyEventObject) => event.type === "TICK" && event.now >= T0 + LIFETIME;
    const byTimer = paths(
      {},
      events.filter((event) => !pastDeadline(event)),
    );
    const byTick = paths(
      {},
      events.filter((event) => event.type !== EXPIRY),
    );
    for (const [reached, last] of [
      [byTimer, EXPIRY],
      [byTick, "TICK"],
    ] as const) {
      const expired = reached.find(
        (path) => path.state.matches("signedOut") && path.state.context.notice === "login.expired",
      );
      expect(eventTypes(expired?.steps ?? [])).toEqual([
        "SUBMIT",
        "xstate.done.actor.requestToken",
        "xstate.done.actor.loadUser",
        last,
      ]);
    }
  });

  it("reaches every notice the sign-in page shows", () => {
    const notices = new Set(fromSignedOut.map((path) => path.state.context.notice));
    expect([...notices].sort()).toEqual(
      [null, "login.disabled", "login.empty", "login.expired", "login.failed", "login.noRole"].sort(),
    );
  });

  it("the shortest way to signedIn is submit, token, user", () => {
    const toSignedIn = fromSignedOut
      .filter((path) => path.state.matches("signedIn"))
      .sort((a, b) => a.weight - b.weight)[0];
    expect(eventTypes(toSignedIn.steps)).toEqual([
      "SUBMIT",
      "xstate.done.actor.requestToken",
      "xstate.done.actor.loadUser",
    ]);
  });

  it("starting resolves by the stored token: live -> loadingUser, stale -> signedOut, none -> signedOut", () => {
    const initialOf = (input: { token?: string; issuedAt?: number }) =>
      paths(input).find((path) => path.steps.length === 1)?.state.value;
    expect(initialOf({ token: "tok", issuedAt: T0 - LIFETIME + 1 })).toBe("loadingUser");
    expect(initialOf({ token: "tok", issuedAt: T0 - LIFETIME })).toBe("signedOut");
    expect(initialOf({})).toBe("signedOut");
  });
});
