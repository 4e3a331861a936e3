import type { AxiosInstance } from "axios";
import { fromPromise, type Actor } from "xstate";
import { sessionMachine, type LoadedUser, type TokenGrant } from "../machines/session.machine";
import type { EventBus } from "./bus";
import { API, LIMITS, OP_LOG, platformConfig } from "./config";
import { statusOf, type Envelope } from "./http";
import type { MachineRegistry } from "./machines";
import type { PermissionRegistry } from "./permissions";
import type { SessionStore, UserInfo } from "./session";

export const SESSION_MACHINE_ID = "session";
const SOURCE = "core.session";

export interface SessionServiceOptions {
  http: AxiosInstance;
  store: SessionStore;
  permissions: PermissionRegistry;
  machines: MachineRegistry;
  bus: EventBus;
  /** Where logout goes (spec §4: "/"); the shell's router follows the hash. */
  navigate: (path: string) => void;
  now?: () => number;
}

export type SessionActor = Actor<typeof sessionMachine>;

/** A sign-in failure keeps its HTTP status, which picks the message (400 disabled, else wrong). */
class SignInError extends Error {
  constructor(readonly status: number | undefined) {
    super(`sign-in failed (${status ?? "no answer"})`);
  }
}

/**
 * Shell spec §4: "the user-info fetch on person-page is skipped unless forced". A start on a person
 * page (any prefix) signs in with the stored user info; elsewhere the info is fetched. The forced fetch
 * is the one after the user changes their own info (the settings page asks for it).
 */
export function skipsUserInfoFetch(hash: string): boolean {
  return /^#\/(portal|home|operation|backstage)\/person-page(\?|$)/.test(hash);
}

/** Waits for the given work (failures ignored), at most `ms`; nothing to wait for resolves at once. */
function settleWithin(work: Promise<unknown>[], ms: number): Promise<void> {
  if (!work.length) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([Promise.allSettled(work).then(() => undefined), deadline]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Wires the session machine to the world: the identity provider, the user-info and resource calls,
 * the session store, the permission registry and navigation.
 */
export function startSessionService(options: SessionServiceOptions): SessionActor {
  const { http, store, permissions, bus, navigate } = options;
  const now = options.now ?? Date.now;

  const grantFrom = (data: { access_token: string; issued_at?: number }): TokenGrant => ({
    token: data.access_token,
    issuedAt: typeof data.issued_at === "number" ? data.issued_at : now(),
  });

  const postForm = async (url: string, fields: Record<string, string>) => {
    try {
      const response = await http.post(url, new URLSearchParams(fields), {
        tokenCall: true,
        hideTip: true,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      return grantFrom(response.data);
    } catch (error) {
      throw new SignInError(statusOf(error));
    }
  };

  const restored = store.restore();
  const keptUser = skipsUserInfoFetch(location.hash) ? restored.user : null;
  options.machines.register(SESSION_MACHINE_ID, sessionMachine, "core");
  const actor = options.machines.start<typeof sessionMachine>(SESSION_MACHINE_ID, {
    input: {
      token: restored.token,
      issuedAt: restored.issuedAt,
      now: now(),
      lifetimeMs: LIMITS.sessionLifetimeMs,
      keptUser,
    },
    implement: (machine) =>
      machine.provide({
        actors: {
          requestToken: fromPromise(({ input }) =>
            postForm(API.token, {
              username: input.account,
              password: input.password,
              client_id: platformConfig.clientId,
              client_secret: platformConfig.clientSecret,
              grant_type: "password",
            }),
          ),
          exchangeCode: fromPromise(({ input }) =>
            postForm(API.authorizeToken, {
              clientId: platformConfig.clientId,
              clientSecret: platformConfig.clientSecret,
              grantType: "authorization_code",
              redirectUrl: `${location.origin}${location.pathname}#/home/call_back`,
              code: input.code,
            }),
          ),
          loadUser: fromPromise<LoadedUser>(async () => {
            const response = await http.get<Envelope<UserInfo>>(API.userInfo, { hideTip: true });
            return { user: response.data.data, at: now() };
          }),
          loadCodes: fromPromise<string[]>(async () => {
            const response = await http.get<Envelope<string[]>>(API.userResource, { hideTip: true });
            return response.data.data ?? [];
          }),
        },
        actions: {
          persistToken: ({ context }) => {
            if (context.token && context.issuedAt !== null) store.setToken(context.token, context.issuedAt);
          },
          persistUser: ({ context }) => {
            const user = { ...(context.user as UserInfo), resource: context.codes };
            store.setUser(user);
            permissions.set(context.codes);
            // Plugins follow the sign-in on the bus (the hpc plugin loads the user's HPC accounts).
            bus.emit(SOURCE, "session.signedIn", { userId: user.id, userName: user.userName });
          },
          endServerSession: ({ context }) => {
            if (!context.token) return;
            const headers = { Authorization: `Bearer ${context.token}` };
            const deferred: Promise<unknown>[] = [];
            bus.emit(SOURCE, "session.loggingOut", { defer: (work) => deferred.push(work) });
            void settleWithin(deferred, OP_LOG.logoutFlushWaitMs)
              .then(() => http.post(API.logout, {}, { headers, hideTip: true, hideSuccessTip: true }))
              .catch(() => undefined);
          },
          clearSession: ({ context }) => {
            const hadSession = store.token !== null;
            store.clear();
            permissions.clear();
            const reason =
              context.notice === "login.noRole"
                ? "noRole"
                : context.notice === "login.expired"
                  ? "expired"
                  : "logout";
            if (hadSession) bus.emit(SOURCE, "session.signedOut", { reason });
            navigate("/");
          },
        },
      }),
  });
  actor.start();
  return actor;
}
