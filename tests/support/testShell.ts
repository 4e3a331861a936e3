import { afterAll, afterEach, beforeAll } from "vitest";
import type { PluginDefinition } from "../../src/core/pluginTypes";
import { cleanupTestShell, startTestServer, type TestServer } from "../../src/testing";

/** Every shell test file: unmount, stop the cores, clear storage and the location after each test. */
export function cleanShellAfterEach(): void {
  afterEach(cleanupTestShell);
}

/**
 * Loads the page and overlay code of the plugins; a file awaits it at its top level, so the code is
 * transformed while the file is collected, before any test or hook runs. The first page a file renders
 * would otherwise be transformed by Vite inside its test, and on a busy host that cold load, not the
 * page, is what the test waits for. After this, a test waits only for what the page does.
 */
export async function loadPageCode(...plugins: PluginDefinition<unknown>[]): Promise<void> {
  await Promise.all(
    plugins.flatMap((plugin) => [
      ...(plugin.routes ?? []).map((route) => route.load()),
      ...(plugin.overlays ?? []).map((overlay) => overlay.load()),
    ]),
  );
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
