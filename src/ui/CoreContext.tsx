import { createContext, useContext, useSyncExternalStore, type ComponentType } from "react";
import { useSelector } from "@xstate/react";
import type { Observable } from "rxjs";
import type { Core } from "../core/createCore";
import type { SessionState } from "../core/session";

/** A contributed page is a React component; the core stays React-free and generic. */
export type PageComponent = ComponentType;
export type ShellCore = Core<PageComponent>;

const CoreContext = createContext<ShellCore | null>(null);

export const CoreProvider = CoreContext.Provider;

export function useCore(): ShellCore {
  const core = useContext(CoreContext);
  if (!core) throw new Error("useCore must be used inside <CoreProvider>");
  return core;
}

/** Subscribes a component to an RxJS observable that always has a current value. */
export function useObservableValue<T>(source: Observable<unknown>, getCurrent: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = source.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    getCurrent,
    getCurrent,
  );
}

export function useSession(): SessionState {
  const { session } = useCore();
  return useObservableValue(session.changes, () => session.snapshot);
}

/** The permission codes, as a version number that changes whenever they do. */
export function usePermissions() {
  const { permissions } = useCore();
  useObservableValue(permissions.changes, () => permissions.list.join(","));
  return permissions;
}

/**
 * The plugin host, re-rendering when anything contributed changes: a plugin registered, enabled or
 * disabled, a route, extension, command or service added or disposed at run time.
 */
export function usePlugins() {
  const { plugins } = useCore();
  useObservableValue(plugins.changes, () => plugins.version);
  return plugins;
}

/** Where the session stands for the shell: waiting for an answer, signed in, or signed out. */
export type AuthStatus = "pending" | "signedIn" | "signedOut";

/** The session as the shell sees it; the machine's waiting states carry the tag `pending`. */
export function useAuthStatus(): AuthStatus {
  const { auth } = useCore();
  return useSelector(auth, (snapshot) =>
    snapshot.hasTag("pending") ? "pending" : snapshot.matches("signedIn") ? "signedIn" : "signedOut",
  );
}
