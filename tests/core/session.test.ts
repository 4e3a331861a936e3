import { beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/core/config";
import { SessionStore, sessionDeadline, type HpcAccount, type UserInfo } from "../../src/core/session";
import { PREFERENCE_KEYS, decodeToken } from "../../src/core/storage";

const ISSUED = 1_700_000_000_000;
const EIGHT_HOURS = 8 * 60 * 60 * 1000;

const user: UserInfo = {
  id: "u-1",
  userName: "admin",
  displayName: "管理员",
  resource: ["home", "storageM-look"],
  topGroup: [
    { id: "g-1", title: "第一组" },
    { id: "g-2", title: "第二组" },
  ],
  auditStatus: 1,
  belongSystem: 1,
};

const accounts: HpcAccount[] = [
  { id: "h1", accountType: 1, account: "hpc-a", bindType: 1, encryptAccount: "enc-a" },
  { id: "h2", accountType: 1, account: "hpc-b", bindType: 1, encryptAccount: "enc-b", current: true },
];

const localKeys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort();

/** A store whose clock the test sets. */
function storeAt(time: number) {
  return new SessionStore(() => time);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("SessionStore storage", () => {
  it("uses exactly the keys token, encryptAccount, currentGroup and userInfo", () => {
    const store = storeAt(ISSUED);
    store.setToken("tok-1", ISSUED);
    store.setUser(user);
    store.setHpcAccounts(accounts);
    expect(localKeys()).toEqual(["currentGroup", "encryptAccount", "token", "userInfo"]);
  });

  it("stores the token encoded with its issue time, never as the plain string", () => {
    const store = storeAt(ISSUED);
    store.setToken("plain-secret-token", ISSUED);
    const stored = localStorage.getItem("token");
    expect(stored).not.toBeNull();
    expect(stored).not.toContain("plain-secret-token");
    expect(decodeToken(stored)).toEqual({ token: "plain-secret-token", issuedAt: ISSUED });
    expect(store.token).toBe("plain-secret-token");
  });

  it("makes the first topGroup the current group", () => {
    const store = storeAt(ISSUED);
    store.setUser(user);
    expect(localStorage.getItem("currentGroup")).toBe("g-1");
    expect(store.snapshot.currentGroup).toBe("g-1");
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toEqual(user);
  });

  it("keeps the group chosen with 切换组织 when the user info arrives again, while it is still the user's", () => {
    const store = storeAt(ISSUED);
    store.setUser(user);
    store.setCurrentGroup("g-2");
    store.setUser(user);
    expect(store.snapshot.currentGroup).toBe("g-2");
    expect(localStorage.getItem("currentGroup")).toBe("g-2");
    store.setUser({ ...user, topGroup: [{ id: "g-1", title: "第一组" }] });
    expect(store.snapshot.currentGroup).toBe("g-1");
  });

  it("has no current group for a user without topGroup", () => {
    const store = storeAt(ISSUED);
    store.setUser(user);
    store.setUser({ ...user, topGroup: [] });
    expect(localStorage.getItem("currentGroup")).toBeNull();
    expect(store.snapshot.currentGroup).toBeNull();
  });

  it("stores the encryptAccount of the current HPC account", () => {
    const store = storeAt(ISSUED);
    store.setHpcAccounts(accounts);
    expect(localStorage.getItem("encryptAccount")).toBe("enc-b");
    expect(store.snapshot.encryptAccount).toBe("enc-b");
    expect(store.snapshot.hpcAccounts).toHaveLength(2);
  });

  it("keeps the account already chosen, and forgets it when no account is bound", () => {
    const store = storeAt(ISSUED);
    localStorage.setItem("encryptAccount", "enc-a");
    store.restore();
    store.setHpcAccounts(accounts);
    expect(localStorage.getItem("encryptAccount")).toBe("enc-a");
    store.setHpcAccounts([]);
    expect(localStorage.getItem("encryptAccount")).toBeNull();
    expect(store.snapshot.encryptAccount).toBeNull();
  });
});

describe("SessionStore lifetime (spec §4, §9: 8 hours)", () => {
  it("the lifetime constant is 8 hours", () => {
    expect(LIMITS.sessionLifetimeMs).toBe(EIGHT_HOURS);
    expect(sessionDeadline(ISSUED)).toBe(ISSUED + EIGHT_HOURS);
  });

  function storeEverything() {
    const writer = storeAt(ISSUED);
    writer.setToken("tok-1", ISSUED);
    writer.setUser(user);
    writer.setHpcAccounts(accounts);
    sessionStorage.setItem("appState", '{"autoLearning":{}}');
  }

  it("restore() of a token issued 8 h + 1 ms ago clears local and session storage", () => {
    storeEverything();
    const restored = storeAt(ISSUED + EIGHT_HOURS + 1).restore();
    expect(restored.token).toBeNull();
    expect(restored.user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("restore() exactly at the deadline also clears", () => {
    storeEverything();
    expect(storeAt(ISSUED + EIGHT_HOURS).restore().token).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("restore() of a live token brings back token, issue time, user, group and tenant", () => {
    storeEverything();
    const store = storeAt(ISSUED + EIGHT_HOURS - 1);
    const restored = store.restore();
    expect(restored).toEqual({
      token: "tok-1",
      issuedAt: ISSUED,
      user,
      currentGroup: "g-1",
      encryptAccount: "enc-b",
      hpcAccounts: [],
      hpcAccountsLoaded: false,
    });
    expect(store.snapshot.token).toBe("tok-1");
    expect(sessionStorage.getItem("appState")).not.toBeNull();
  });

  it("restore() of a corrupt token is a signed-out state", () => {
    localStorage.setItem("token", "not base64 json");
    expect(storeAt(ISSUED).restore()).toMatchObject({ token: null, issuedAt: null, user: null });
  });
});

describe("SessionStore.clear (logout, spec §4)", () => {
  it("empties local and session storage and the in-memory state, keeping the theme preference", () => {
    const store = storeAt(ISSUED);
    store.setToken("tok-1", ISSUED);
    store.setUser(user);
    store.setHpcAccounts(accounts);
    sessionStorage.setItem("appState", "{}");
    localStorage.setItem(PREFERENCE_KEYS.theme, "dark");
    store.clear();
    expect(localKeys()).toEqual([PREFERENCE_KEYS.theme]);
    expect(sessionStorage.length).toBe(0);
    expect(store.snapshot).toEqual({
      token: null,
      issuedAt: null,
      user: null,
      currentGroup: null,
      encryptAccount: null,
      hpcAccounts: [],
      hpcAccountsLoaded: false,
    });
  });
});
