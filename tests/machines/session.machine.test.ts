import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor, fromPromise, waitFor, type SnapshotFrom } from "xstate";
import {
  sessionMachine,
  type LoadedUser,
  type SessionInput,
  type TokenGrant,
} from "../../src/machines/session.machine";

const LIFETIME = 288e5; // 8 hours (spec §9)
const T0 = 1_700_000_000_000;

type Snapshot = SnapshotFrom<typeof sessionMachine>;

interface Effects {
  requestToken?: (input: { account: string; password: string }) => Promise<TokenGrant>;
  exchangeCode?: (input: { code: string }) => Promise<TokenGrant>;
  loadUser?: () => Promise<LoadedUser>;
  loadCodes?: () => Promise<string[]>;
}

const grant: TokenGrant = { token: "tok-1", issuedAt: T0 };
const userWith = (resource: string[], at = T0 + 100): LoadedUser => ({
  user: { id: "u-1", userName: "admin", resource },
  at,
});

/** Starts the session machine with effects supplied as actors and the actions replaced by spies. */
function startSession(
  effects: Effects = {},
  input: Partial<SessionInput> = {},
  clock = new SimulatedClock(),
) {
  const calls: string[] = [];
  const requestToken = vi.fn(effects.requestToken ?? (async () => grant));
  const loadUser = vi.fn(effects.loadUser ?? (async () => userWith(["home"])));
  const loadCodes = vi.fn(effects.loadCodes ?? (async () => ["home"]));
  const spy = (name: string) =>
    vi.fn(
      ({ context }: { context: Snapshot["context"] }) => void calls.push(`${name}:${context.notice ?? ""}`),
    );
  const actions = {
    persistToken: spy("persistToken"),
    persistUser: spy("persistUser"),
    clearSession: spy("clearSession"),
    endServerSession: spy("endServerSession"),
  };
  const machine = sessionMachine.provide({
    actors: {
      requestToken: fromPromise(({ input }: { input: { account: string; password: string } }) =>
        requestToken(input),
      ),
      exchangeCode: fromPromise(({ input }: { input: { code: string } }) =>
        (effects.exchangeCode ?? (async () => grant))(input),
      ),
      loadUser: fromPromise(() => loadUser()),
      loadCodes: fromPromise(() => loadCodes()),
    },
    actions,
  });
  const actor = createActor(machine, { clock, input: { now: T0, lifetimeMs: LIFETIME, ...input } });
  const states: unknown[] = [];
  actor.subscribe((snapshot) => {
    if (states.length === 0 || JSON.stringify(states.at(-1)) !== JSON.stringify(snapshot.value))
      states.push(snapshot.value);
  });
  actor.start();
  return { actor, machine, clock, calls, actions, requestToken, loadUser, loadCodes, states };
}

const settled = (actor: ReturnType<typeof startSession>["actor"], state: "signedIn" | "signedOut") =>
  waitFor(actor, (snapshot) => snapshot.matches(state) && Object.keys(snapshot.children).length === 0);

const rejectWith = (status?: number) => async (): Promise<never> => {
  throw Object.assign(new Error("sign-in failed"), { status });
};

const signIn = async (session: ReturnType<typeof startSession>) => {
  session.actor.send({ type: "SUBMIT", account: "admin", password: "Admin@123" });
  await settled(session.actor, "signedIn");
};

describe("start", () => {
  it("starts in `starting` and, with no stored token, rests in signedOut without clearing anything", () => {
    expect(sessionMachine.config.initial).toBe("starting");
    const { actor, actions, loadUser } = startSession();
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actions.clearSession).not.toHaveBeenCalled();
    expect(loadUser).not.toHaveBeenCalled();
  });

  it("a stored live token goes to loadingUser and then signedIn, without a new token call", async () => {
    const session = startSession({}, { token: "stored", issuedAt: T0 - LIFETIME + 1 });
    expect(session.actor.getSnapshot().value).toBe("loadingUser");
    await settled(session.actor, "signedIn");
    expect(session.requestToken).not.toHaveBeenCalled();
    expect(session.loadUser).toHaveBeenCalledTimes(1);
    expect(session.actor.getSnapshot().context.token).toBe("stored");
  });

  it.each([
    ["8 h + 1 ms ago", T0 - LIFETIME - 1],
    ["exactly 8 h ago", T0 - LIFETIME],
  ])("a stored token issued %s goes to signedOut and clears the session", (_label, issuedAt) => {
    const { actor, actions, loadUser } = startSession({}, { token: "stale", issuedAt });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actions.clearSession).toHaveBeenCalledTimes(1);
    expect(loadUser).not.toHaveBeenCalled();
  });
});

describe("sign-in", () => {
  it.each([
    ["empty account", "", "Admin@123"],
    ["blank account", "   ", "Admin@123"],
    ["empty password", "admin", ""],
  ])("%s stays signedOut with notice login.empty and makes no call", (_label, account, password) => {
    const { actor, requestToken } = startSession();
    actor.send({ type: "SUBMIT", account, password });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.notice).toBe("login.empty");
    expect(requestToken).not.toHaveBeenCalled();
  });

  it.each([
    [400, "login.disabled"],
    [401, "login.failed"],
    [429, "login.throttled"],
    [500, "login.failed"],
    [undefined, "login.failed"],
  ])("a token failure with status %s ends in signedOut with notice %s", async (status, notice) => {
    const { actor, actions, states } = startSession({ requestToken: rejectWith(status) });
    actor.send({ type: "SUBMIT", account: "admin", password: "wrong" });
    expect(actor.getSnapshot().value).toBe("signingIn");
    await settled(actor, "signedOut");
    expect(states).toEqual(["signedOut", "signingIn", "signedOut"]);
    expect(actor.getSnapshot().context.notice).toBe(notice);
    expect(actions.persistToken).not.toHaveBeenCalled();
  });

  it("success goes signingIn -> loadingUser -> signedIn, storing token then user", async () => {
    const session = startSession();
    await signIn(session);
    expect(session.states).toEqual(["signedOut", "signingIn", "loadingUser", { signedIn: "counting" }]);
    expect(session.requestToken).toHaveBeenCalledWith({ account: "admin", password: "Admin@123" });
    expect(session.calls).toEqual(["persistToken:", "persistUser:"]);
    expect(session.actor.getSnapshot().context).toMatchObject({
      token: "tok-1",
      issuedAt: T0,
      expiresAt: T0 + LIFETIME,
      codes: ["home"],
      notice: null,
    });
  });

  it("a new submit clears the previous notice", async () => {
    const session = startSession({ requestToken: rejectWith(401) });
    session.actor.send({ type: "SUBMIT", account: "admin", password: "wrong" });
    await settled(session.actor, "signedOut");
    session.requestToken.mockImplementation(async () => grant);
    session.actor.send({ type: "SUBMIT", account: "admin", password: "Admin@123" });
    expect(session.actor.getSnapshot().context.notice).toBeNull();
    await settled(session.actor, "signedIn");
  });

  it("an authorisation code is exchanged for a token the same way", async () => {
    const exchangeCode = vi.fn(async () => grant);
    const session = startSession({ exchangeCode });
    session.actor.send({ type: "EXCHANGE_CODE", code: "c-1" });
    await settled(session.actor, "signedIn");
    expect(exchangeCode).toHaveBeenCalledWith({ code: "c-1" });
    expect(session.states).toEqual(["signedOut", "exchangingCode", "loadingUser", { signedIn: "counting" }]);
  });

  it("a failed code exchange ends signedOut with notice login.failed", async () => {
    const session = startSession({ exchangeCode: rejectWith(400) });
    session.actor.send({ type: "EXCHANGE_CODE", code: "bad" });
    await settled(session.actor, "signedOut");
    expect(session.actor.getSnapshot().context.notice).toBe("login.failed");
  });
});

describe("user info and permission codes (spec §4, §6)", () => {
  it("an empty resource refetches the codes; codes present -> signedIn with them", async () => {
    const session = startSession({
      loadUser: async () => userWith([]),
      loadCodes: async () => ["home", "serveM"],
    });
    await signIn(session);
    expect(session.states).toEqual([
      "signedOut",
      "signingIn",
      "loadingUser",
      "refetchingCodes",
      { signedIn: "counting" },
    ]);
    expect(session.loadCodes).toHaveBeenCalledTimes(1);
    expect(session.actor.getSnapshot().context.codes).toEqual(["home", "serveM"]);
    expect(session.calls).toEqual(["persistToken:", "persistUser:"]);
  });

  it("still empty -> signedOut with notice login.noRole, the server session ended, session cleared", async () => {
    const session = startSession({ loadUser: async () => userWith([]), loadCodes: async () => [] });
    session.actor.send({ type: "SUBMIT", account: "nobody", password: "Nobody@123" });
    await settled(session.actor, "signedOut");
    expect(session.states).toEqual(["signedOut", "signingIn", "loadingUser", "refetchingCodes", "signedOut"]);
    expect(session.actor.getSnapshot().context.notice).toBe("login.noRole");
    expect(session.calls).toEqual([
      "persistToken:",
      "endServerSession:login.noRole",
      "clearSession:login.noRole",
    ]);
  });

  it("a failed code refetch -> signedOut, session cleared", async () => {
    const session = startSession({ loadUser: async () => userWith([]), loadCodes: rejectWith(500) });
    session.actor.send({ type: "SUBMIT", account: "nobody", password: "Nobody@123" });
    await settled(session.actor, "signedOut");
    expect(session.actions.clearSession).toHaveBeenCalledTimes(1);
  });

  it("a failed user-info fetch -> signedOut, session cleared", async () => {
    const session = startSession({ loadUser: rejectWith(500) });
    session.actor.send({ type: "SUBMIT", account: "admin", password: "Admin@123" });
    await settled(session.actor, "signedOut");
    expect(session.states).toEqual(["signedOut", "signingIn", "loadingUser", "signedOut"]);
    expect(session.calls).toEqual(["persistToken:", "clearSession:"]);
    expect(session.actor.getSnapshot().context.token).toBeNull();
  });

  it("UNAUTHORIZED while the user is loading -> signedOut, session cleared", async () => {
    const session = startSession(
      { loadUser: () => new Promise<LoadedUser>(() => {}) },
      { token: "stored", issuedAt: T0 },
    );
    expect(session.actor.getSnapshot().value).toBe("loadingUser");
    session.actor.send({ type: "UNAUTHORIZED" });
    expect(session.actor.getSnapshot().value).toBe("signedOut");
    expect(session.actions.clearSession).toHaveBeenCalledTimes(1);
  });
});

describe("signed in: lifetime, logout, 401", () => {
  /** The clock reads the epoch time the effects report, so deadlines compare in absolute ms. */
  async function signedInAt(userAt: number) {
    const clock = new SimulatedClock();
    clock.set(userAt);
    const session = startSession({ loadUser: async () => userWith(["home"], userAt) }, {}, clock);
    await signIn(session);
    return session;
  }

  it("expires exactly at expiresAt (8 h after issue) with notice login.expired", async () => {
    const session = await signedInAt(T0 + 100);
    const { expiresAt } = session.actor.getSnapshot().context;
    expect(expiresAt).toBe(T0 + LIFETIME);
    session.clock.set(T0 + LIFETIME - 1);
    expect(session.actor.getSnapshot().matches("signedIn")).toBe(true);
    expect(session.actions.clearSession).not.toHaveBeenCalled();
    session.clock.set(T0 + LIFETIME);
    expect(session.actor.getSnapshot().value).toBe("signedOut");
    expect(session.actor.getSnapshot().context.notice).toBe("login.expired");
    expect(session.calls).toEqual(["persistToken:", "persistUser:", "clearSession:login.expired"]);
  });

  it("a TICK re-arms the timer from the time it carries, keeping the deadline", async () => {
    const session = await signedInAt(T0 + 100);
    session.clock.set(T0 + 3_600_000);
    session.actor.send({ type: "TICK", now: T0 + 3_600_000 });
    expect(session.actor.getSnapshot().matches("signedIn")).toBe(true);
    session.clock.set(T0 + LIFETIME - 1);
    expect(session.actor.getSnapshot().matches("signedIn")).toBe(true);
    session.clock.set(T0 + LIFETIME);
    expect(session.actor.getSnapshot().context.notice).toBe("login.expired");
    // A TICK must not re-run the signed-in entry (persistUser stores the user and greets on the bus).
    expect(session.calls).toEqual(["persistToken:", "persistUser:", "clearSession:login.expired"]);
  });

  it("LOGOUT ends the server session, then clears the local one", async () => {
    const session = await signedInAt(T0 + 100);
    session.actor.send({ type: "LOGOUT" });
    expect(session.actor.getSnapshot().value).toBe("signedOut");
    expect(session.calls).toEqual(["persistToken:", "persistUser:", "endServerSession:", "clearSession:"]);
    expect(session.actor.getSnapshot().context).toMatchObject({
      token: null,
      user: null,
      codes: [],
      notice: null,
    });
    // The expiry timer is gone with the signed-in state.
    session.clock.set(T0 + LIFETIME);
    expect(session.actions.clearSession).toHaveBeenCalledTimes(1);
  });

  it("UNAUTHORIZED -> signedOut, session cleared, no server logout", async () => {
    const session = await signedInAt(T0 + 100);
    session.actor.send({ type: "UNAUTHORIZED" });
    expect(session.actor.getSnapshot().value).toBe("signedOut");
    expect(session.calls).toEqual(["persistToken:", "persistUser:", "clearSession:"]);
  });

  it("UNAUTHORIZED of a disabled account -> signedOut with the notice login.disabled; a plain one with none", async () => {
    const disabled = await signedInAt(T0 + 100);
    disabled.actor.send({ type: "UNAUTHORIZED", disabled: true });
    expect(disabled.actor.getSnapshot().value).toBe("signedOut");
    expect(disabled.actor.getSnapshot().context.notice).toBe("login.disabled");

    const plain = await signedInAt(T0 + 100);
    plain.actor.send({ type: "UNAUTHORIZED" });
    expect(plain.actor.getSnapshot().context.notice).toBeNull();
  });

  it("events a state does not handle change nothing", async () => {
    const { actor, actions } = startSession();
    actor.send({ type: "LOGOUT" });
    actor.send({ type: "UNAUTHORIZED" });
    actor.send({ type: "TICK", now: T0 + 2 * LIFETIME });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actions.clearSession).not.toHaveBeenCalled();
    expect(actions.endServerSession).not.toHaveBeenCalled();
  });
});

describe("restore from a persisted snapshot (design §3: timers are not persisted)", () => {
  async function persistedWhileSignedIn() {
    const clock = new SimulatedClock();
    clock.set(T0 + 100);
    const session = startSession({}, {}, clock);
    await signIn(session);
    const persisted = session.actor.getPersistedSnapshot();
    session.actor.stop();
    return persisted;
  }

  function restore(persisted: unknown, at: number) {
    const clock = new SimulatedClock();
    clock.set(at);
    const session = startSession({}, {}, clock);
    session.actor.stop();
    const actor = createActor(session.machine, {
      clock,
      snapshot: persisted as Snapshot,
      input: { now: at, lifetimeMs: LIFETIME },
    });
    actor.start();
    return { actor, clock, actions: session.actions, calls: session.calls };
  }

  it("a TICK after restore re-arms the timer and the session expires at the original deadline", async () => {
    const persisted = await persistedWhileSignedIn();
    const restoredAt = T0 + 5 * 3_600_000;
    const { actor, clock, calls } = restore(persisted, restoredAt);
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
    actor.send({ type: "TICK", now: restoredAt });
    clock.set(T0 + LIFETIME - 1);
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
    clock.set(T0 + LIFETIME);
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.notice).toBe("login.expired");
    // Restoring does not re-run the signed-in entry (no second persistUser).
    expect(calls).toEqual(["clearSession:login.expired"]);
  });

  it("a TICK whose time is past the deadline expires at once", async () => {
    const persisted = await persistedWhileSignedIn();
    const { actor, calls } = restore(persisted, T0 + LIFETIME + 60_000);
    actor.send({ type: "TICK", now: T0 + LIFETIME + 60_000 });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context.notice).toBe("login.expired");
    expect(calls).toEqual(["clearSession:login.expired"]);
  });

  it("a TICK exactly at the deadline expires at once too", async () => {
    const persisted = await persistedWhileSignedIn();
    const { actor } = restore(persisted, T0 + LIFETIME);
    actor.send({ type: "TICK", now: T0 + LIFETIME });
    expect(actor.getSnapshot().context.notice).toBe("login.expired");
  });
});

describe("the pending tag (the shell's spinner instead of a page)", () => {
  it("is on while a sign-in, a code exchange or the user's codes are awaited, and off at rest", async () => {
    const pending: [string, boolean][] = [];
    let releaseCodes: (codes: string[]) => void = () => {};
    const session = startSession({
      loadUser: async () => userWith([]),
      loadCodes: () => new Promise<string[]>((resolve) => (releaseCodes = resolve)),
    });
    session.actor.subscribe((snapshot) => {
      const name = typeof snapshot.value === "string" ? snapshot.value : Object.keys(snapshot.value)[0]!;
      if (pending.at(-1)?.[0] !== name) pending.push([name, snapshot.hasTag("pending")]);
    });
    expect(session.actor.getSnapshot().hasTag("pending")).toBe(false);
    session.actor.send({ type: "SUBMIT", account: "admin", password: "Admin@123" });
    await waitFor(session.actor, (snapshot) => snapshot.matches("refetchingCodes"));
    releaseCodes(["home"]);
    await settled(session.actor, "signedIn");
    session.actor.send({ type: "LOGOUT" });
    session.actor.send({ type: "EXCHANGE_CODE", code: "c-1" });
    await waitFor(session.actor, (snapshot) => snapshot.matches("refetchingCodes"));
    releaseCodes(["home"]);
    await settled(session.actor, "signedIn");
    expect(pending).toEqual([
      ["signingIn", true],
      ["loadingUser", true],
      ["refetchingCodes", true],
      ["signedIn", false],
      ["signedOut", false],
      ["exchangingCode", true],
      ["loadingUser", true],
      ["refetchingCodes", true],
      ["signedIn", false],
    ]);
  });

  it("is on while a stored token is checked at start", () => {
    const { actor } = startSession(
      { loadUser: () => new Promise<LoadedUser>(() => {}) },
      { token: "t", issuedAt: T0 },
    );
    expect(actor.getSnapshot().matches("loadingUser")).toBe(true);
    expect(actor.getSnapshot().hasTag("pending")).toBe(true);
  });
});
