import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AxiosAdapter } from "axios";
import { API } from "../../src/core/config";
import {
  cleanupTestShell,
  createTestCore,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";
import { waitUntil } from "../support/budgets";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(cleanupTestShell);

/** Passes requests to the server and notes each one's method and path. */
function recording(adapter: AxiosAdapter, log: string[]): AxiosAdapter {
  return (config) => {
    log.push(`${config.method?.toUpperCase()} ${config.url}`);
    return adapter(config);
  };
}

describe("session.loggingOut", () => {
  it("comes before storage is cleared, and the server session ends only after the deferred work", async () => {
    const log: string[] = [];
    const core = createTestCore({ adapter: recording(server.adapter, log) });
    await signInAs(core, "dev");
    const tokenAtEvent: (string | null)[] = [];
    let finish: () => void = () => {};
    core.bus.on("session.loggingOut").subscribe(({ payload }) => {
      tokenAtEvent.push(core.session.token);
      payload.defer(
        new Promise<void>((resolve) => {
          finish = () => {
            log.push("deferred work done");
            resolve();
          };
        }),
      );
    });

    core.auth.send({ type: "LOGOUT" });
    expect(tokenAtEvent).toHaveLength(1);
    expect(tokenAtEvent[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(core.session.token).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).not.toContain(`POST ${API.logout}`);

    finish();
    await waitUntil(() => expect(log.slice(-2)).toEqual(["deferred work done", `POST ${API.logout}`]));
  });

  it("without deferred work the server session ends at once", async () => {
    const log: string[] = [];
    const core = createTestCore({ adapter: recording(server.adapter, log) });
    await signInAs(core, "dev");
    core.auth.send({ type: "LOGOUT" });
    await waitUntil(() => expect(log.at(-1)).toBe(`POST ${API.logout}`));
  });
});
