import { configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { PluginDefinition } from "../../src/core/pluginTypes";
import { cleanupTestShell, startTestServer, type TestServer } from "../../src/testing";

// Pages load on demand: the first page of a file is transformed by Vite on first use, which can
// take longer than testing-library's default second on a cold run.
configure({ asyncUtilTimeout: 5000 });

/** Every shell test file: unmount, stop the cores, clear storage and the location after each test. */
export function cleanShellAfterEach(): void {
  afterEach(cleanupTestShell);
}

/**
 * Loads the page and overlay code of the plugins before the file's tests: the first page a file renders
 * is otherwise transformed by Vite inside its test, and on a busy host that cold load, not the page,
 * outlasts the test's waits. After this, a test waits only for what the page does.
 */
export function pagesLoadedBeforeTests(...plugins: PluginDefinition<unknown>[]): void {
  beforeAll(async () => {
    await Promise.all(
      plugins.flatMap((plugin) => [
        ...(plugin.routes ?? []).map((route) => route.load()),
        ...(plugin.overlays ?? []).map((overlay) => overlay.load()),
      ]),
    );
  }, 60_000);
}

/**
 * One reference server for the whole file (demo accounts seeded), closed after it.
 * Returns a getter, as the server exists only once `beforeAll` has run.
 */
export function serverForThisFile(): () => TestServer {
  let server: TestServer | undefined;
  // The folder is a copy of a template seeded before the suite (src/testing/seededDataFolder.ts): the
  // start runs no migration and no seeding, well inside the default hook budget.
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error("the test server starts in beforeAll");
    return server;
  };
}

/**
 * @deprecated Named like a React hook, which ESLint's rules-of-hooks refuses at a file's top level;
 * use {@link cleanShellAfterEach}.
 */
export const useShellCleanup = cleanShellAfterEach;

/** @deprecated Use {@link serverForThisFile} (see {@link useShellCleanup}). */
export const useTestServer = serverForThisFile;
