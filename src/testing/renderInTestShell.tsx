import type { ReactElement, ReactNode } from "react";
import { BlueprintProvider } from "@blueprintjs/core";
import { cleanup, render, type RenderResult } from "@testing-library/react";
import type { AxiosAdapter } from "axios";
import { Router } from "wouter";
import type { PluginDefinition } from "../core/pluginTypes";
import type { HpcAccount, UserInfo } from "../core/session";
import { App } from "../ui/App";
import { CoreProvider, type PageComponent, type ShellCore } from "../ui/CoreContext";
import { useHashPath } from "../ui/routing/hashLocation";
import { TipToaster } from "../ui/shell/TipToaster";
import { preventHreflessAnchorNavigation } from "./jsdomFixes";
import { seedSession } from "./session";
import { createTestCore, disposeTestCores } from "./testCore";

export interface TestShellOptions {
  /** Plugins to register and activate (in dependency order) before rendering. */
  plugins?: PluginDefinition<PageComponent>[];
  /**
   * Signs a user in without a server (see `seedSession`): the seeded user's permission codes.
   * Default with `user` given: `user.resource`, else every code.
   */
  permissions?: string[];
  /** Signs this user in without a server, merged over `TEST_USER`. */
  user?: Partial<UserInfo>;
  /** The seeded user's bound HPC accounts (default none: the avatar menu prompts to bind one). */
  hpcAccounts?: HpcAccount[];
  /** The location hash to start at, e.g. "/home/home-page" or "/portal/home?m=1"; "" means no hash. */
  route?: string;
  /** A core to render (e.g. one signed in with `signInAs`); default a fresh `createTestCore`. */
  core?: ShellCore;
  /** The HTTP adapter of the fresh core, e.g. `createServerAdapter(app)`; ignored with `core`. */
  adapter?: AxiosAdapter;
}

export type TestShellResult = RenderResult & { core: ShellCore };

/** The providers `<App>` puts around every page: the core, Blueprint, the hash router, toasts. */
export function TestShellProviders({ core, children }: { core: ShellCore; children: ReactNode }) {
  return (
    <CoreProvider value={core}>
      <BlueprintProvider>
        <Router hook={useHashPath}>{children}</Router>
        <TipToaster />
      </BlueprintProvider>
    </CoreProvider>
  );
}

/**
 * Renders the workspace shell (`<App>`), or `ui` inside the shell's providers, for a component test:
 * the given plugins registered and activated, optionally a user signed in (`user`, `permissions`,
 * `hpcAccounts`) and the location hash set to `route`. Returns testing-library's render result and
 * the core. Call {@link cleanupTestShell} after each test.
 *
 * @example
 * const { core } = await renderInTestShell(null, {
 *   plugins: [myPlugin],
 *   permissions: ["business-hall", "my-code"],
 *   route: "/home/my-page",
 * });
 * expect(await screen.findByText("My page")).toBeInTheDocument();
 */
export async function renderInTestShell(
  ui: ReactElement | null,
  options: TestShellOptions = {},
): Promise<TestShellResult> {
  preventHreflessAnchorNavigation();
  const core = options.core ?? createTestCore({ adapter: options.adapter });
  for (const plugin of options.plugins ?? []) core.plugins.register(plugin);
  await core.plugins.activateAll();
  if (options.user || options.permissions || options.hpcAccounts) {
    await seedSession(core, {
      user: options.user,
      permissions: options.permissions,
      hpcAccounts: options.hpcAccounts,
    });
  }
  if (options.route !== undefined) setRoute(options.route);
  const rendered = render(
    ui ? <TestShellProviders core={core}>{ui}</TestShellProviders> : <App core={core} />,
  );
  return { ...rendered, core };
}

/**
 * Puts the shell at a route the way its router does: the path and its query in the hash
 * (`/portal/home?m=1` becomes `#/portal/home?m=1`). No event is sent; render afterwards.
 */
export function setRoute(route: string): void {
  const url = new URL(location.href);
  url.hash = route ? (route.startsWith("/") ? route : `/${route}`) : "";
  url.search = "";
  history.replaceState(null, "", url.href);
}

/**
 * After each test: unmounts what was rendered, stops the test cores, clears local and session storage
 * and the location's hash and query. `afterEach(cleanupTestShell)`.
 */
export function cleanupTestShell(): void {
  cleanup();
  disposeTestCores();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "", location.pathname);
}
