import type { EventObject } from "xstate";

/** What a secret is written as in an exported trace. */
export const MASK = "***";

const SECRET_FIELDS = new Set(["password", "privateKey", "verificationCode", "token", "access_token"]);

/** Copies a value with every secret field, at any depth, replaced by "***". */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
    copy[field] = SECRET_FIELDS.has(field) && typeof inner === "string" ? MASK : redactDeep(inner, depth + 1);
  }
  return copy;
}

/** Recorded events never keep secrets (passwords, tokens): a trace is a file testers pass around. */
export function redactSecrets<T extends EventObject>(event: T): T {
  return redactDeep(event) as T;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The dotted paths of the secret fields a trace masked (`form.password`), in document order. */
export function maskedPaths(value: unknown, prefix = "", depth = 0): string[] {
  if (depth > 8 || !isRecord(value)) return [];
  return Object.entries(value).flatMap(([field, inner]) => {
    const path = prefix ? `${prefix}.${field}` : field;
    return SECRET_FIELDS.has(field) && inner === MASK ? [path] : maskedPaths(inner, path, depth + 1);
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
