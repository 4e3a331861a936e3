import { fromPromise, type Actor, type Subscription } from "xstate";
import { OP_LOG } from "../../core/config";
import type { PluginContext } from "../../core/pluginTypes";
import { readJson, writeJson } from "../../core/storage";
import {
  opLogFlushMachine,
  type OpLogEntry,
  type OpLogFlushInput,
  type SendBatchInput,
} from "../../machines/opLogFlush.machine";
import { writeLogs } from "./api";
import type { CityLookup } from "./api";
import { stamp } from "../../core/stamp";

export const OP_LOG_MACHINE_ID = "opLogFlush";
/** Local-storage key of the queue (in-flight entries first): a reload sends them again. */
export const OP_LOG_QUEUE_KEY = "ws.opLogQueue";

/** Texts of the entries the writer makes from shell events. */
export const OP_LOG_TEXTS = {
  signInPage: "登录",
  signInContent: "登录系统",
  logoutPage: "退出登录",
  logoutContent: "退出系统",
  visitContent: "访问页面",
} as const;

export type OpLogLevel = (typeof OP_LOG.levels)[number];

interface PersistedQueue {
  entries: OpLogEntry[];
  dropped: number;
}

export interface OpLogWriterOptions {
  cityLookup: { get(): Promise<CityLookup> };
  now?: () => number;
  /** Input overrides (batch size, delays) for tests. */
  input?: Partial<OpLogFlushInput>;
  /** Page lifecycle: `pagehide` on the window, `visibilitychange` on the document; absent in tests. */
  window?: Pick<Window, "addEventListener" | "removeEventListener">;
  document?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
}

export interface OpLogWriter {
  actor: Actor<typeof opLogFlushMachine>;
  /** Writes an entry for the signed-in user, if the send rule allows it (spec §5). */
  record(pageName: string, content: string, level?: OpLogLevel): boolean;
  /** Sends what is queued now; resolves when the queue is empty, a send failed, or nothing can be sent. */
  flush(keepalive?: boolean): Promise<void>;
  dispose(): void;
}

function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Turns shell events into operation-log entries and runs the flush machine: the send rule, the city
 * lookup, the queue kept in local storage, a last flush on logout (before storage is cleared and the
 * server session ends) and when the page is hidden.
 */
export function startOpLogWriter(ctx: PluginContext, options: OpLogWriterOptions): OpLogWriter {
  const now = options.now ?? Date.now;
  const { session, bus } = ctx;
  /** The token of a session being logged out: the last flush still sends with it. */
  let logoutToken: string | null = null;
  let draining = 0;

  const persisted = readJson<PersistedQueue>(OP_LOG_QUEUE_KEY);
  const confirmed = () => !!session.token && !!session.snapshot.user && ctx.permissions.list.length > 0;
  const actor = ctx.machines.start<typeof opLogFlushMachine>(OP_LOG_MACHINE_ID, {
    input: {
      queue: Array.isArray(persisted?.entries) ? persisted.entries : [],
      dropped: persisted?.dropped ?? 0,
      ready: confirmed(),
      batchSize: OP_LOG.batchSize,
      maxQueue: OP_LOG.maxQueue,
      gatherMs: OP_LOG.gatherMs,
      retryBaseMs: OP_LOG.retryBaseMs,
      retryMaxMs: OP_LOG.retryMaxMs,
      ...options.input,
    },
    implement: (machine) =>
      machine.provide({
        actors: {
          sendBatch: fromPromise<unknown, SendBatchInput>(({ input }) =>
            writeLogs(ctx.http, input.entries, {
              keepalive: input.keepalive,
              token: session.token ?? logoutToken,
            }),
          ),
        },
      }),
  });

  actor.start();

  // The queue is written to local storage after each change, at most once per task.
  let lastQueue: OpLogEntry[] | null = null;
  let lastInflight: OpLogEntry[] | null = null;
  let writeScheduled = false;
  const writeQueue = () => {
    writeScheduled = false;
    const { queue, inflight, dropped } = actor.getSnapshot().context;
    writeJson(OP_LOG_QUEUE_KEY, { entries: [...inflight, ...queue], dropped } satisfies PersistedQueue);
  };
  const persistence = actor.subscribe((snapshot) => {
    const { queue, inflight } = snapshot.context;
    if (queue === lastQueue && inflight === lastInflight) return;
    lastQueue = queue;
    lastInflight = inflight;
    if (!writeScheduled) {
      writeScheduled = true;
      setTimeout(writeQueue, 0);
    }
  });

  const cityLookup = options.cityLookup;
  let chain: Promise<void> = Promise.resolve();
  /** Entries are made at once (user, time) and queued in order once the ip and area are known. */
  const record = (pageName: string, content: string, level: OpLogLevel = "info"): boolean => {
    const { token, user } = session.snapshot;
    const userToken = token ?? logoutToken;
    if (!user?.id || !user.userName || !userToken || !pageName || !content) return false;
    if (!OP_LOG.allowedLevels.includes(level)) return false;
    const base = {
      id: newId(),
      userId: user.id,
      userName: user.displayName || user.userName,
      userAccount: user.userName,
      operationTime: stamp(now()),
      pageName,
      content,
    };
    chain = chain
      .then(() => cityLookup.get())
      .then((where) =>
        actor.send({ type: "ENQUEUE", entries: [{ ...base, ip: where.ip, area: where.area }] }),
      );
    return true;
  };

  /** Resolves once the machine has nothing left to send or cannot send now. */
  const settled = () =>
    new Promise<void>((resolve) => {
      let watch: Subscription | undefined;
      const check = () => {
        const snapshot = actor.getSnapshot();
        const done =
          snapshot.matches("empty") || snapshot.matches("paused") || snapshot.matches("backingOff");
        if (!done) return false;
        queueMicrotask(() => watch?.unsubscribe());
        resolve();
        return true;
      };
      if (!check()) watch = actor.subscribe(() => void check());
    });

  const flush = async (keepalive = false) => {
    await chain;
    actor.send({ type: "FLUSH", keepalive });
    await settled();
  };

  const setReady = (ready: boolean) => actor.send({ type: ready ? "SESSION_READY" : "SESSION_ENDED" });

  // A token restored at start is not a sign-in: only a new token's signedIn writes the 登录 entry.
  let restoredToken = session.token;
  const subscriptions = [
    bus.on("session.signedIn").subscribe(() => {
      setReady(true);
      if (session.token && session.token === restoredToken) return;
      restoredToken = null;
      record(OP_LOG_TEXTS.signInPage, OP_LOG_TEXTS.signInContent);
    }),
    bus.on("page.visited").subscribe(({ payload }) => {
      record(payload.pageName, OP_LOG_TEXTS.visitContent);
    }),
    bus.on("oplog.action").subscribe(({ payload }) => {
      record(payload.pageName, payload.content, payload.level);
    }),
    bus.on("session.loggingOut").subscribe(({ payload }) => {
      logoutToken = session.token;
      draining++;
      record(OP_LOG_TEXTS.logoutPage, OP_LOG_TEXTS.logoutContent);
      payload.defer(
        flush().finally(() => {
          if (--draining === 0) {
            logoutToken = null;
            if (!session.token) setReady(false);
          }
        }),
      );
    }),
    session.changes.subscribe((state) => {
      if (!state.token && !draining) setReady(false);
    }),
  ];

  // Page hidden or going away: store the queue now and send what can go, surviving the unload.
  const onHidden = () => {
    writeQueue();
    if (confirmed()) void flush(true);
  };
  const onVisibility = () => {
    if (options.document?.visibilityState === "hidden") onHidden();
  };
  options.window?.addEventListener("pagehide", onHidden);
  options.document?.addEventListener("visibilitychange", onVisibility);

  return {
    actor,
    record,
    flush,
    dispose() {
      options.window?.removeEventListener("pagehide", onHidden);
      options.document?.removeEventListener("visibilitychange", onVisibility);
      for (const subscription of subscriptions) subscription.unsubscribe();
      persistence.unsubscribe();
      if (writeScheduled) writeQueue();
      actor.stop();
    },
  };
}
