import { configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { cleanupTestShell, startTestServer, type TestServer } from "../../src/testing";

// Pages load on demand: the first page of a file is transformed by Vite on first use, which can
// take longer than testing-library's default second on a cold run.
configure({ asyncUtilTimeout: 5000 });

/** Every shell test file: unmount, stop the cores, clear storage and the location after each test. */
export function cleanShellAfterEach(): void {
  afterEach(cleanupTestShell);
}

/**
 * One reference server for the whole file (demo accounts seeded), closed after it.
 * Returns a getter, as the server exists only once `beforeAll` has run.
 */
export function serverForThisFile(): () => TestServer {
  let server: TestServer | undefined;
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
