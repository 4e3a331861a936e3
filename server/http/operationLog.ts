import { randomBytes } from "node:crypto";
import dayjs from "dayjs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { areaOfIp } from "../lib/ipArea";
import { OpLogStore } from "../op-log/opLogStore";
import { DATE_TIME_FORMAT } from "../lib/time";
import type { DbClock } from "../lib/db";

/**
 * What a write is called in the operation log: a short Chinese description of the action and the
 * module (the log's 页面 column). Routes that declare none get a default from their method and url.
 */
export interface OperationLog {
  name: string;
  module?: string;
  /** Body fields masked besides the secret-looking names (a key file's `content`). */
  hide?: string[];
}

/** `false`: the route is not logged (sign-in, the op-log write itself, heartbeats, reads sent as POST). */
export type LogRule = OperationLog | false;

/** What a handler may say about its own entry. */
export interface OperationNote {
  /** This call changed nothing worth an entry (a chunk of an upload that is not complete yet). */
  skip(): void;
  /** Adds a line to the entry (what the handler did beyond the request's parts). */
  detail(text: string): void;
  /**
   * Says what the call did as one readable sentence, instead of the request's `key=value` parts
   * (`重命名 /GPUFS/admin/a.txt → b.txt`, not `type=4, from=[{"path":…}]`): the log and the home page's
   * 最近操作 show it as it is.
   */
  describe(sentence: string): void;
}

interface NoteState {
  skipped: boolean;
  failed: boolean;
  details: string[];
  sentence?: string;
}

/** Field names whose values never reach the log. */
const SECRET = /pass|pwd|secret|token|code|key|credential|captcha|ticket/i;
export const MASK = "******";
const VALUE_MAX = 80;
/** The store's column limit for entries (opLogStore TEXT_MAX). */
const CONTENT_MAX = 500;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const VERB: Record<string, string> = { POST: "提交", PUT: "修改", PATCH: "修改", DELETE: "删除" };

const notes = new WeakMap<FastifyRequest, NoteState>();

/** The note of a request's handler; the route wrapper marks a thrown call as failed. */
export function noteFor(request: FastifyRequest): { note: OperationNote; fail: () => void } {
  const state: NoteState = { skipped: false, failed: false, details: [] };
  notes.set(request, state);
  return {
    note: {
      skip: () => {
        state.skipped = true;
      },
      describe: (sentence) => {
        state.sentence = sentence;
      },
      detail: (text) => {
        state.details.push(text);
      },
    },
    fail: () => {
      state.failed = true;
    },
  };
}

/** The default name and module: `提交 data-set/data` in module `data-set` (the path after `/v1/`). */
export function defaultOperation(method: string, url: string): { name: string; module: string } {
  const path = (url.split("?")[0] ?? "").replace(/^\/api\//, "");
  const afterVersion = path.replace(/^.*?\/v\d+\//, "");
  const segments = afterVersion.split("/").filter((part) => part && !part.startsWith(":"));
  return {
    name: `${VERB[method] ?? method} ${segments.join("/")}`,
    module: segments[0] ?? path,
  };
}

function masked(value: unknown, hide: readonly string[], depth = 0): unknown {
  if (Array.isArray(value)) return value.slice(0, 10).map((item) => masked(item, hide, depth + 1));
  if (value && typeof value === "object") {
    if (depth > 3) return "…";
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        SECRET.test(key) || hide.includes(key) ? MASK : masked(item, hide, depth + 1),
      ]),
    );
  }
  return value;
}

function shown(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX)}…` : text;
}

/**
 * What a write changed, as one line: `key=value` for the path, query and body fields (arrays and
 * objects as JSON, long values cut), with every secret-looking field (password, code, token, key…)
 * replaced by ******.
 */
export function summarize(
  parts: { params?: unknown; query?: unknown; body?: unknown },
  hide: readonly string[] = [],
): string {
  const pairs: string[] = [];
  for (const part of [parts.params, parts.query, parts.body]) {
    if (part === undefined || part === null) continue;
    const safe = masked(part, hide);
    if (typeof safe === "object" && !Array.isArray(safe) && safe) {
      for (const [key, value] of Object.entries(safe))
        if (value !== undefined) pairs.push(`${key}=${shown(value)}`);
    } else {
      pairs.push(shown(safe));
    }
  }
  return pairs.join(", ");
}

/**
 * The default of the route framework: after a successful write (a non-GET route whose handler did not
 * throw, answered below 400) by a signed-in user, one operation-log entry is stored with the session's
 * user, the request's address, the route's declared name and module, and a masked summary of what was
 * sent. Routes opt out with `log: false`; a handler skips one call with `log.skip()`.
 */
export function registerOperationLog(app: FastifyInstance, platform: DbClock): void {
  const store = new OpLogStore(platform.db, platform.now);
  app.addHook("onSend", async (request, reply, payload) => {
    const rule = request.routeOptions.config?.log;
    const state = notes.get(request);
    const user = request.user;
    if (!state || state.failed || state.skipped || rule === false || !user) return payload;
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    const fallback = defaultOperation(request.method, request.routeOptions.url ?? request.url);
    const name = rule?.name ?? fallback.name;
    const parts = { params: request.params, query: request.query, body: request.body };
    const summary =
      state.sentence ?? [summarize(parts, rule?.hide), ...state.details].filter(Boolean).join("; ");
    const content = summary ? `${name}：${summary}` : name;
    try {
      store.insert(
        [
          {
            id: `srv-${randomBytes(12).toString("hex")}`,
            userId: String(user.id),
            userName: user.display_name || user.user_name,
            userAccount: user.user_name,
            ip: request.ip,
            area: areaOfIp(request.ip),
            operationTime: dayjs(platform.now()).format(DATE_TIME_FORMAT),
            pageName: rule?.module ?? fallback.module,
            content: content.length > CONTENT_MAX ? `${content.slice(0, CONTENT_MAX - 1)}…` : content,
          },
        ],
        user.id,
        request.ip,
      );
    } catch (error) {
      // The write itself succeeded: a log that cannot be stored must not turn it into a failure.
      request.log.error({ err: error }, "operation log entry not stored");
    }
    return payload;
  });
}
