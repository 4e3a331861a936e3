import fs from "node:fs";
import type { AxiosAdapter } from "axios";
import type { FastifyInstance } from "fastify";
import { buildServer, type BuildServerOptions } from "../../server/app";
import { seededDataFolder } from "./seededDataFolder";
import { createServerAdapter } from "./serverAdapter";

/** A reference server on a throw-away data folder, with an adapter that talks to it. */
export interface TestServer {
  app: FastifyInstance;
  /** Answers `core.http` requests through `app.inject()`; see {@link createServerAdapter}. */
  adapter: AxiosAdapter;
  /** Closes the server and deletes its data folder. */
  close(): Promise<void>;
}

/**
 * Starts the reference platform server (seeded demo accounts, SQLite in a fresh temporary folder)
 * without listening on a port. Start one per test file (`beforeAll`) and close it in `afterAll`.
 *
 * @example
 * let server: TestServer;
 * beforeAll(async () => (server = await startTestServer()));
 * afterAll(() => server.close());
 */
export async function startTestServer(options: Partial<BuildServerOptions> = {}): Promise<TestServer> {
  // A copy of a seeded template unless the test brings its own folder (see seededDataFolder).
  const dataDir = options.dataDir ?? (await seededDataFolder("ws-test-server-", options.now));
  const app = await buildServer({ logger: false, printOutbox: () => {}, demo: true, ...options, dataDir });
  return {
    app,
    adapter: createServerAdapter(app),
    close: async () => {
      await app.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
