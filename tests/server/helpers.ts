import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildServer, type BuildServerOptions } from "../../server/app";
import { seededDataFolder } from "../../src/testing/seededDataFolder";
import { platformConfig } from "../../src/core/config";

export const CLIENT = { id: platformConfig.clientId, secret: platformConfig.clientSecret };
export const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;

/** A clock the tests move by hand. */
export function manualClock(start = Date.UTC(2025, 0, 6, 9, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

const open: FastifyInstance[] = [];
const dirs: string[] = [];

export function tempDir(prefix = "platform-test-"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/**
 * A copy of the seeded template (src/testing/seededDataFolder.ts) for a server on the clock `now`,
 * deleted by `closeAll`: for a test that needs its server's folder but not a first seeding.
 */
export async function seededTempDir(prefix = "platform-test-", now?: () => number): Promise<string> {
  const dir = await seededDataFolder(prefix, now);
  dirs.push(dir);
  return dir;
}

/**
 * A server on a fresh (or the given) data folder, closed by `closeAll`. A fresh folder is a copy of a
 * seeded template (src/testing/seededDataFolder.ts); a test that needs the first seeding of an empty
 * folder passes its own `tempDir()`.
 */
export async function startServer(options: Partial<BuildServerOptions> = {}): Promise<FastifyInstance> {
  const app = await buildServer({
    dataDir: options.dataDir ?? (await seededTempDir("platform-test-", options.now)),
    printOutbox: () => {},
    demo: true,
    // The server's own storage sampler would record the seeded demo files at start, on the test's
    // clock; tests that meter storage drive a StorageMeter themselves.
    storageMetering: false,
    ...options,
  });
  open.push(app);
  return app;
}

export async function closeAll(): Promise<void> {
  await Promise.all(open.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export function form(fields: Record<string, string>) {
  return {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function passwordGrant(app: FastifyInstance, username: string, password: string, client = CLIENT) {
  return app.inject({
    method: "POST",
    url: "/api/auth/oauth2/token",
    ...form({
      username,
      password,
      client_id: client.id,
      client_secret: client.secret,
      grant_type: "password",
    }),
  });
}

/** Signs in and returns the access token (fails the test when sign-in does not succeed). */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await passwordGrant(app, username, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in ${username}: ${response.statusCode} ${response.body}`);
  return response.json().access_token as string;
}

export function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
