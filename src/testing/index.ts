/**
 * The test harness for the shell and for plugin authors (tests only: never imported by the app).
 *
 * - {@link createPluginTester}: a plugin's manifest and coded errors, without rendering.
 * - {@link renderInTestShell}: the shell rendered with plugins, a user and a route.
 * - {@link startTestServer} / {@link createServerAdapter}: the reference server's handlers behind
 *   the core's HTTP client, through `app.inject()`.
 * - {@link signInAs} (demo accounts, through the server) and {@link seedSession} (no server).
 */
export { createServerAdapter, type InjectableServer, type InjectedRequest } from "./serverAdapter";
export { preventHreflessAnchorNavigation } from "./jsdomFixes";
export { startTestServer, type TestServer } from "./testServer";
export { createTestCore, disposeTestCores, offlineAdapter, type TestCoreOptions } from "./testCore";
export { seedSession, signInAs, TEST_USER, type DemoAccountName, type SessionSeed } from "./session";
export {
  cleanupTestShell,
  renderInTestShell,
  setRoute,
  TestShellProviders,
  type TestShellOptions,
  type TestShellResult,
} from "./renderInTestShell";
export { createPluginTester, type PluginTester, type PluginTesterOptions } from "./createPluginTester";
