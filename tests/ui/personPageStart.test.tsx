import type { AxiosAdapter } from "axios";
import { describe, expect, it } from "vitest";
import { API } from "../../src/core/config";
import { skipsUserInfoFetch } from "../../src/core/sessionService";
import { createTestCore, signInAs } from "../../src/testing";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
const server = serverForThisFile();

/** A start of the app on `hash` with the session admin left in storage; the calls it makes. */
async function restartOn(hash: string) {
  await signInAs(createTestCore({ adapter: server().adapter }), "admin");
  location.hash = hash;
  const calls: string[] = [];
  const recording: AxiosAdapter = (config) => {
    calls.push(String(config.url));
    return server().adapter(config);
  };
  const core = createTestCore({ adapter: recording });
  return { core, calls };
}

describe("shell spec §4: the user-info fetch on person-page is skipped unless forced", () => {
  it("knows a person page under every prefix, and nothing else", () => {
    for (const area of ["portal", "home", "operation", "backstage"])
      expect(skipsUserInfoFetch(`#/${area}/person-page?userId=1&self=1`)).toBe(true);
    expect(skipsUserInfoFetch("#/home/person-page")).toBe(true);
    expect(skipsUserInfoFetch("#/home/personal")).toBe(false);
    expect(skipsUserInfoFetch("#/home/person-pages")).toBe(false);
  });

  it("a start on a person page signs in with the stored user info, without asking for it", async () => {
    const { core, calls } = await restartOn("#/portal/person-page?self=1");
    expect(core.auth.getSnapshot().matches("signedIn")).toBe(true);
    expect(core.session.snapshot.user?.userName).toBe("admin");
    expect(core.permissions.has("portal-temp")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).not.toContain(API.userInfo);
  });

  it("a start elsewhere asks for the user info again", async () => {
    const { core, calls } = await restartOn("#/home/home-page");
    expect(core.auth.getSnapshot().matches("signedIn")).toBe(false);
    await new Promise<void>((resolve) => {
      const watch = core.auth.subscribe((snapshot) => {
        if (snapshot.matches("signedIn")) {
          queueMicrotask(() => watch.unsubscribe());
          resolve();
        }
      });
    });
    expect(calls).toContain(API.userInfo);
  });
});
