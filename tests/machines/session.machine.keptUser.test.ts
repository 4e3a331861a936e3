import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { sessionMachine, type LoadedUser, type SessionInput } from "../../src/machines/session.machine";

const LIFETIME = 288e5;
const T0 = 1_700_000_000_000;
const KEPT = { id: "u-1", userName: "admin", resource: ["home", "person-look"] };

/** The machine at start with a stored token, its effects spied on. */
function start(input: Partial<SessionInput>) {
  const loadUser = vi.fn(async (): Promise<LoadedUser> => ({ user: KEPT, at: T0 }));
  const persistUser = vi.fn();
  const clearSession = vi.fn();
  const machine = sessionMachine.provide({
    actors: { loadUser: fromPromise(() => loadUser()) },
    actions: { persistUser, clearSession },
  });
  const actor = createActor(machine, {
    input: { token: "tok-0", issuedAt: T0, now: T0 + 1, lifetimeMs: LIFETIME, ...input },
  }).start();
  return { actor, loadUser, persistUser, clearSession };
}

describe("shell spec §4: a start on person-page skips the user-info fetch (keptUser)", () => {
  it("a live token with the kept user info signs in at once, with its codes, without the call", () => {
    const { actor, loadUser, persistUser } = start({ keptUser: KEPT });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedIn: "counting" });
    expect(snapshot.context.user).toEqual(KEPT);
    expect(snapshot.context.codes).toEqual(["home", "person-look"]);
    expect(loadUser).not.toHaveBeenCalled();
    expect(persistUser).toHaveBeenCalledTimes(1);
  });

  it("kept info without codes is fetched as usual (the codes are asked again if still empty)", () => {
    const { actor, loadUser } = start({ keptUser: { ...KEPT, resource: [] } });
    expect(actor.getSnapshot().value).toBe("loadingUser");
    expect(loadUser).toHaveBeenCalledTimes(1);
  });

  it("the kept info of an expired token does not sign in: the session is cleared", () => {
    const { actor, loadUser, clearSession } = start({ keptUser: KEPT, now: T0 + LIFETIME });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(loadUser).not.toHaveBeenCalled();
    expect(clearSession).toHaveBeenCalledTimes(1);
  });
});
