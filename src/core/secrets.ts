import type { EventObject } from "xstate";

/** What a secret is written as in an exported trace. */
export const MASK = "***";

/**
 * Secrets in exported traces and bundles (design §3): a file testers pass around must not carry a live
 * session, a password or a code. Two rules, over every machine's input, context, events and output:
 *
 * - By name: a field whose name holds a secret word (`password`, `token`, `secret`, `credential`,
 *   `authorization`, `cookie`) or pair (`privateKey`, `apiKey`, `verificationCode`,
 *   `smsCode`, `encryptAccount`…), in any case or spelling (`access_token`, `refreshToken`, `X-Token`).
 * - By value: any text that is, or holds, a value the session holds (its token, the HPC account in use)
 *   or that a secret-named field holds anywhere in the session's machines, whatever its field's name
 *   (a `Bearer …` header, a URL with `?token=`).
 *
 * A phone number is not a secret here: a replay of 设置手机号 needs it to pass the phone rule again.
 */
const SECRET_WORDS = new Set([
  "password",
  "passwd",
  "pwd",
  "secret",
  "token",
  "credential",
  "credentials",
  "authorization",
  "cookie",
]);
const SECRET_PAIRS = new Set([
  "private key",
  "api key",
  "access key",
  "secret key",
  "verification code",
  "sms code",
  "auth code",
  "captcha code",
  "encrypt account",
  "encrypted account",
]);

/** The words of a field name: `privateKey`, `private_key` and `Private-Key` are all `private key`. */
const wordsOf = (field: string): string[] =>
  field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether a field's name says it holds a secret (the rule by name). */
export function isSecretName(field: string): boolean {
  const words = wordsOf(field);
  return words.some(
    (word, index) => SECRET_WORDS.has(word) || SECRET_PAIRS.has(`${word} ${words[index + 1] ?? ""}`),
  );
}

/** Values shorter than this are masked by name only (a 6-digit code is the shortest held secret). */
const MIN_HELD_LENGTH = 6;

/** The held values worth masking wherever they appear, longest first (so a longer one wins). */
function heldValues(held: Iterable<string>): string[] {
  return [...new Set([...held].filter((value) => value.length >= MIN_HELD_LENGTH && value !== MASK))].sort(
    (a, b) => b.length - a.length,
  );
}

function maskText(text: string, held: string[]): string {
  let masked = text;
  for (const value of held) if (masked.includes(value)) masked = masked.split(value).join(MASK);
  return masked;
}

function redactWith(value: unknown, held: string[], depth: number): unknown {
  if (typeof value === "string") return held.length ? maskText(value, held) : value;
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redactWith(item, held, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
    copy[field] =
      isSecretName(field) && typeof inner === "string" ? MASK : redactWith(inner, held, depth + 1);
  }
  return copy;
}

/**
 * Copies a value with every secret replaced by "***": each secret-named field at any depth, and each
 * occurrence of a `held` value (the session's secrets) in any text.
 */
export function redactDeep(value: unknown, held: Iterable<string> = []): unknown {
  return redactWith(value, heldValues(held), 0);
}

/** Recorded events never keep secrets (passwords, tokens): a trace is a file testers pass around. */
export function redactSecrets<T extends EventObject>(event: T, held: Iterable<string> = []): T {
  return redactDeep(event, held) as T;
}

/** The texts secret-named fields hold anywhere in `value` (for the rule by value). */
export function secretValues(value: unknown, depth = 0, found: string[] = []): string[] {
  if (depth > 8 || value === null || typeof value !== "object") return found;
  for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
    if (isSecretName(field) && typeof inner === "string") found.push(inner);
    else secretValues(inner, depth + 1, found);
  }
  return found;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The dotted paths of the fields a trace masked (`form.password`, `sentTo`), in document order. */
export function maskedPaths(value: unknown, prefix = "", depth = 0): string[] {
  if (depth > 8 || !isRecord(value)) return [];
  return Object.entries(value).flatMap(([field, inner]) => {
    const path = prefix ? `${prefix}.${field}` : field;
    return inner === MASK ? [path] : maskedPaths(inner, path, depth + 1);
  });
}

function readPath(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((at, field) => (isRecord(at) ? at[field] : undefined), value);
}

function writePath(value: unknown, [field, ...rest]: string[], text: string): unknown {
  if (!isRecord(value)) return value;
  return { ...value, [field]: rest.length === 0 ? text : writePath(value[field], rest, text) };
}

/** A live value worth keeping in place of a mask: a real, non-empty string. */
const usable = (value: unknown): value is string =>
  typeof value === "string" && value !== "" && value !== MASK;

/** Where the value of a masked field came from when a recorded state was applied. */
export interface FilledSecret {
  path: string;
  source: "live" | "given" | "empty";
}

/** The masked fields of a recorded context that the live context has no value for (to ask the tester). */
export function missingSecrets(recorded: unknown, live: unknown): string[] {
  return maskedPaths(recorded).filter((path) => !usable(readPath(live, path)));
}

/**
 * A recorded context made fit for a live screen: every masked secret takes the live actor's value
 * where it has one, else the value the tester gave, else an empty string. A mask is never written.
 */
export function unmaskContext(
  recorded: unknown,
  live: unknown,
  given: Record<string, string> = {},
): { context: unknown; filled: FilledSecret[] } {
  let context = recorded;
  const filled: FilledSecret[] = [];
  for (const path of maskedPaths(recorded)) {
    const kept = readPath(live, path);
    const [text, source]: [string, FilledSecret["source"]] = usable(kept)
      ? [kept, "live"]
      : given[path]
        ? [given[path], "given"]
        : ["", "empty"];
    context = writePath(context, path.split("."), text);
    filled.push({ path, source });
  }
  return { context, filled };
}
