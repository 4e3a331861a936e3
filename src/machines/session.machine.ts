import { assign, fromPromise, setup } from "xstate";

/**
 * The session: signed out, signing in, loading the user, signed in, expired (shell spec §4-§6).
 * Pure: time arrives on events and actor outputs; the deadline (`expiresAt`) is context, so a
 * restored snapshot still expires once a TICK re-arms the timer. The states that wait for an answer
 * (starting, signing in, exchanging a code, loading the user or the codes) carry the tag `pending`:
 * the shell asks `snapshot.hasTag("pending")` instead of naming them.
 */

export interface SessionUser {
  id: string;
  userName: string;
  resource: string[];
}

export interface TokenGrant {
  token: string;
  issuedAt: number;
}

export interface LoadedUser<TUser extends SessionUser = SessionUser> {
  user: TUser;
  /** When the answer arrived (the effect's clock). */
  at: number;
}

/** Why the last attempt failed, as a message-catalogue key the sign-in page shows. */
export type SessionNotice =
  | "login.empty"
  | "login.failed"
  | "login.disabled"
  | "login.throttled"
  | "login.noRole"
  | "login.expired"
  | null;

export interface SessionContext {
  token: string | null;
  issuedAt: number | null;
  expiresAt: number | null;
  now: number;
  user: SessionUser | null;
  codes: string[];
  notice: SessionNotice;
}

export interface SessionInput {
  token?: string | null;
  issuedAt?: number | null;
  now: number;
  lifetimeMs: number;
  /**
   * The stored user info, given where the start skips the user-info fetch (shell spec §4: on
   * person-page, unless forced): a live token with it signs in at once, with its codes.
   */
  keptUser?: SessionUser | null;
}

export type SessionEvent =
  | { type: "SUBMIT"; account: string; password: string }
  | { type: "EXCHANGE_CODE"; code: string }
  | { type: "LOGOUT" }
  /** A call answered 401; `disabled` when the server said the account is disabled. */
  | { type: "UNAUTHORIZED"; disabled?: boolean }
  | { type: "TICK"; now: number };

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext & { lifetimeMs: number };
    input: SessionInput;
    events: SessionEvent;
    tags: "pending";
  },
  actors: {
    requestToken: fromPromise<TokenGrant, { account: string; password: string }>(async () => {
      throw new Error("requestToken not provided");
    }),
    exchangeCode: fromPromise<TokenGrant, { code: string }>(async () => {
      throw new Error("exchangeCode not provided");
    }),
    loadUser: fromPromise<LoadedUser>(async () => {
      throw new Error("loadUser not provided");
    }),
    loadCodes: fromPromise<string[]>(async () => {
      throw new Error("loadCodes not provided");
    }),
  },
  actions: {
    /** Effects supplied by the session service: storage, permissions, navigation, the bus. */
    persistToken: () => {},
    persistUser: () => {},
    clearSession: () => {},
    /** Signed out by a 401: the sign-in page says so when the account was disabled (not only a toast). */
    noticeOfUnauthorized: assign({
      notice: ({ event }) => (event.type === "UNAUTHORIZED" && event.disabled ? "login.disabled" : null),
    }),
    endServerSession: () => {},
    assignGrant: assign(({ context, event }) => {
      const grant = (event as unknown as { output: TokenGrant }).output;
      return {
        token: grant.token,
        issuedAt: grant.issuedAt,
        expiresAt: grant.issuedAt + context.lifetimeMs,
        now: Math.max(context.now, grant.issuedAt),
      };
    }),
  },
  guards: {
    hasLiveToken: ({ context }) =>
      !!context.token && context.expiresAt !== null && context.now < context.expiresAt,
    hasStaleToken: ({ context }) => !!context.token,
    keepsStoredUser: ({ context }) =>
      !!context.token &&
      context.expiresAt !== null &&
      context.now < context.expiresAt &&
      context.user !== null &&
      context.user.resource.length > 0,
    emptyCredentials: ({ event }) =>
      event.type === "SUBMIT" && (event.account.trim() === "" || event.password === ""),
    pastDeadline: ({ context, event }) =>
      event.type === "TICK" && context.expiresAt !== null && event.now >= context.expiresAt,
  },
  delays: {
    sessionRemaining: ({ context }) => Math.max(0, (context.expiresAt ?? context.now) - context.now),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    token: input.token ?? null,
    issuedAt: input.issuedAt ?? null,
    expiresAt: input.issuedAt != null ? input.issuedAt + input.lifetimeMs : null,
    now: input.now,
    user: input.keptUser ?? null,
    codes: [],
    notice: null,
    lifetimeMs: input.lifetimeMs,
  }),
  initial: "starting",
  states: {
    starting: {
      tags: "pending",
      always: [
        {
          guard: "keepsStoredUser",
          target: "signedIn",
          actions: assign({ codes: ({ context }) => context.user?.resource ?? [] }),
        },
        { guard: "hasLiveToken", target: "loadingUser" },
        { guard: "hasStaleToken", target: "signedOut", actions: "clearSession" },
        { target: "signedOut" },
      ],
    },
    signedOut: {
      entry: assign({ token: null, issuedAt: null, expiresAt: null, user: null, codes: [] }),
      on: {
        SUBMIT: [
          { guard: "emptyCredentials", actions: assign({ notice: "login.empty" }) },
          { target: "signingIn", actions: assign({ notice: null }) },
        ],
        EXCHANGE_CODE: { target: "exchangingCode", actions: assign({ notice: null }) },
      },
    },
    signingIn: {
      tags: "pending",
      invoke: {
        id: "requestToken",
        src: "requestToken",
        input: ({ event }) =>
          event.type === "SUBMIT"
            ? { account: event.account, password: event.password }
            : { account: "", password: "" },
        onDone: { target: "loadingUser", actions: ["assignGrant", "persistToken"] },
        onError: {
          target: "signedOut",
          actions: assign({
            notice: ({ event }) => {
              const status = (event.error as { status?: number })?.status;
              return status === 400 ? "login.disabled" : status === 429 ? "login.throttled" : "login.failed";
            },
          }),
        },
      },
    },
    exchangingCode: {
      tags: "pending",
      invoke: {
        id: "exchangeCode",
        src: "exchangeCode",
        input: ({ event }) => ({ code: event.type === "EXCHANGE_CODE" ? event.code : "" }),
        onDone: { target: "loadingUser", actions: ["assignGrant", "persistToken"] },
        onError: { target: "signedOut", actions: assign({ notice: "login.failed" }) },
      },
    },
    loadingUser: {
      tags: "pending",
      invoke: {
        id: "loadUser",
        src: "loadUser",
        onDone: [
          {
            guard: ({ event }) => event.output.user.resource.length > 0,
            target: "signedIn",
            actions: assign({
              user: ({ event }) => event.output.user,
              codes: ({ event }) => event.output.user.resource,
              now: ({ event }) => event.output.at,
            }),
          },
          {
            target: "refetchingCodes",
            actions: assign({ user: ({ event }) => event.output.user, now: ({ event }) => event.output.at }),
          },
        ],
        onError: { target: "signedOut", actions: "clearSession" },
      },
      on: { UNAUTHORIZED: { target: "signedOut", actions: ["noticeOfUnauthorized", "clearSession"] } },
    },
    /** An empty permission list with a token: the codes are fetched once more (spec §4). */
    refetchingCodes: {
      tags: "pending",
      invoke: {
        id: "loadCodes",
        src: "loadCodes",
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: "signedIn",
            actions: assign({ codes: ({ event }) => event.output }),
          },
          // Told so and signed out: the server's session ends too, so the token is worth nothing.
          {
            target: "signedOut",
            actions: [assign({ notice: "login.noRole" }), "endServerSession", "clearSession"],
          },
        ],
        onError: { target: "signedOut", actions: "clearSession" },
      },
    },
    signedIn: {
      entry: "persistUser",
      initial: "counting",
      states: {
        counting: {
          after: { sessionRemaining: "#session.expired" },
          // TICK lives here, not on signedIn: re-entering signedIn would run persistUser again.
          on: {
            TICK: [
              { guard: "pastDeadline", target: "#session.expired" },
              { target: "counting", reenter: true, actions: assign({ now: ({ event }) => event.now }) },
            ],
          },
        },
      },
      on: {
        LOGOUT: { target: "signedOut", actions: ["endServerSession", "clearSession"] },
        UNAUTHORIZED: { target: "signedOut", actions: ["noticeOfUnauthorized", "clearSession"] },
      },
    },
    expired: {
      entry: [assign({ notice: "login.expired" }), "clearSession"],
      always: { target: "signedOut" },
    },
  },
});
