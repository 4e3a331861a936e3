/**
 * Browser storage keys of shell spec §3 and their encoding. The token is stored encoded together
 * with its issue time, so the 8 h lifetime survives a reload without a fifth key.
 */

export const STORAGE_KEYS = {
  token: "token",
  encryptAccount: "encryptAccount",
  currentGroup: "currentGroup",
  userInfo: "userInfo",
} as const;

/** Shell preferences, not part of the session: they survive logout. */
export const PREFERENCE_KEYS = { theme: "ws.theme" } as const;

export interface StoredToken {
  token: string;
  issuedAt: number;
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeToken(value: StoredToken): string {
  return toBase64(JSON.stringify({ t: value.token, i: value.issuedAt }));
}

export function decodeToken(encoded: string | null): StoredToken | null {
  if (!encoded) return null;
  try {
    const parsed = JSON.parse(fromBase64(encoded)) as { t?: unknown; i?: unknown };
    if (typeof parsed.t !== "string" || typeof parsed.i !== "number") return null;
    return { token: parsed.t, issuedAt: parsed.i };
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Logout: local and session storage are cleared (spec §4), preferences kept. */
export function clearAllStorage(): void {
  const keep = Object.values(PREFERENCE_KEYS).map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of keep) if (value !== null) localStorage.setItem(key, value);
}
