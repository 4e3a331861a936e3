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

export type AuthStatus =
  "starting" | "signedOut" | "signingIn" | "exchangingCode" | "loadingUser" | "refetchingCodes" | "signedIn";

/** The session machine's top-level state, named as the user sees it. */
export function useAuthStatus(): AuthStatus {
  const { auth } = useCore();
  return useSelector(auth, (snapshot) => {
    const value = snapshot.value;
    return (typeof value === "string" ? value : Object.keys(value)[0]) as AuthStatus;
  });
}
