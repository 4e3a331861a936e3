import { BehaviorSubject, type Observable } from "rxjs";
import { LIMITS } from "./config";
import { STORAGE_KEYS, clearAllStorage, decodeToken, encodeToken, readJson, writeJson } from "./storage";

export interface Group {
  id: string;
  title: string;
}

/** User info of shell spec §3. */
export interface UserInfo {
  id: string;
  userName: string;
  displayName: string;
  resource: string[];
  topGroup: Group[];
  auditStatus: number;
  belongSystem: number;
  attributeContent?: string;
}

/** A bound HPC account as the shell needs it (shell spec §3). */
export interface HpcAccount {
  id: string;
  accountType: number;
  account: string;
  bindType: number;
  encryptAccount: string;
  current?: boolean;
  bindGroupName?: string;
}

export interface SessionState {
  token: string | null;
  issuedAt: number | null;
  user: UserInfo | null;
  currentGroup: string | null;
  encryptAccount: string | null;
  hpcAccounts: HpcAccount[];
  /** Whether the HPC accounts have been fetched since sign-in (no prompt flashes before). */
  hpcAccountsLoaded: boolean;
}

const EMPTY: SessionState = {
  token: null,
  issuedAt: null,
  user: null,
  currentGroup: null,
  encryptAccount: null,
  hpcAccounts: [],
  hpcAccountsLoaded: false,
};

/** The secrets a session holds (its token, its HPC accounts' encrypted names): never in a trace. */
export function sessionSecrets(state: SessionState): string[] {
  return [
    state.token,
    state.encryptAccount,
    ...state.hpcAccounts.map((account) => account.encryptAccount),
  ].filter((value): value is string => typeof value === "string" && value !== "");
}

/** The deadline of a session: 8 h from token issue (spec §4, §9). */
export const sessionDeadline = (issuedAt: number): number => issuedAt + LIMITS.sessionLifetimeMs;

/**
 * The session store: the single owner of the storage keys token, encryptAccount, currentGroup and
 * userInfo. The session machine decides; this store remembers, in memory and in local storage.
 */
export class SessionStore {
  private readonly state = new BehaviorSubject<SessionState>(EMPTY);

  constructor(private readonly now: () => number = Date.now) {}

  /** Reads storage at start; an expired session clears storage (spec §4). */
  restore(): SessionState {
    const stored = decodeToken(localStorage.getItem(STORAGE_KEYS.token));
    if (stored && this.now() >= sessionDeadline(stored.issuedAt)) {
      clearAllStorage();
      this.state.next(EMPTY);
      return EMPTY;
    }
    const restored: SessionState = {
      token: stored?.token ?? null,
      issuedAt: stored?.issuedAt ?? null,
      user: stored ? readJson<UserInfo>(STORAGE_KEYS.userInfo) : null,
      currentGroup: localStorage.getItem(STORAGE_KEYS.currentGroup),
      encryptAccount: localStorage.getItem(STORAGE_KEYS.encryptAccount),
      hpcAccounts: [],
      hpcAccountsLoaded: false,
    };
    this.state.next(restored);
    return restored;
  }

  get snapshot(): SessionState {
    return this.state.value;
  }

  get changes(): Observable<SessionState> {
    return this.state.asObservable();
  }

  get token(): string | null {
    return this.state.value.token;
  }

  setToken(token: string, issuedAt: number): void {
    localStorage.setItem(STORAGE_KEYS.token, encodeToken({ token, issuedAt }));
    this.patch({ token, issuedAt });
  }

  /**
   * Stores the user info; the first topGroup item becomes the current group (spec §3), unless the
   * group chosen with 切换组织 is still one of the user's (a reload keeps the switch).
   */
  setUser(user: UserInfo): void {
    writeJson(STORAGE_KEYS.userInfo, user);
    const chosen = this.state.value.currentGroup;
    const currentGroup =
      (chosen && user.topGroup.some((group) => group.id === chosen) ? chosen : user.topGroup[0]?.id) ?? null;
    if (currentGroup) localStorage.setItem(STORAGE_KEYS.currentGroup, currentGroup);
    else localStorage.removeItem(STORAGE_KEYS.currentGroup);
    this.patch({ user, currentGroup });
  }

  setCurrentGroup(groupId: string): void {
    localStorage.setItem(STORAGE_KEYS.currentGroup, groupId);
    this.patch({ currentGroup: groupId });
  }

  /** Keeps the user's HPC accounts; the one in use is stored as encryptAccount (tenant header). */
  setHpcAccounts(accounts: HpcAccount[]): void {
    const stored = this.state.value.encryptAccount;
    const inUse =
      accounts.find((account) => account.encryptAccount === stored) ??
      accounts.find((account) => account.current) ??
      accounts[0];
    if (inUse) localStorage.setItem(STORAGE_KEYS.encryptAccount, inUse.encryptAccount);
    else localStorage.removeItem(STORAGE_KEYS.encryptAccount);
    this.patch({
      hpcAccounts: accounts,
      hpcAccountsLoaded: true,
      encryptAccount: inUse?.encryptAccount ?? null,
    });
  }

  /** Makes one of the bound accounts the one in use (stored as encryptAccount: the tenant header follows). */
  setCurrentHpcAccount(encryptAccount: string): void {
    const accounts = this.state.value.hpcAccounts.map((account) => ({
      ...account,
      current: account.encryptAccount === encryptAccount,
    }));
    localStorage.setItem(STORAGE_KEYS.encryptAccount, encryptAccount);
    this.patch({ hpcAccounts: accounts, encryptAccount });
  }

  /** Logout: local and session storage are cleared (spec §4). */
  clear(): void {
    clearAllStorage();
    this.state.next(EMPTY);
  }

  private patch(partial: Partial<SessionState>): void {
    this.state.next({ ...this.state.value, ...partial });
  }
}
