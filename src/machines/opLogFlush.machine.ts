import { assign, enqueueActions, fromPromise, setup } from "xstate";

/**
 * The operation-log flush cycle (shell spec §4: "log entries are queued and flushed in batches; a
 * failed flush puts them back in the queue"). Pure: entries (with their ids and times) arrive on
 * events, the batch POST is the injected `sendBatch` actor, waiting is `after` delays.
 *
 * - `empty`: nothing to send.
 * - `gathering`: entries wait `gatherMs` so they leave together; a full batch leaves at once.
 * - `sending`: one batch (the oldest `batchSize` entries) is in flight; the rest keep queueing.
 * - `backingOff`: the batch failed and went back to the front of the queue, in order; the next try
 *   waits `retryBaseMs * 2^(failures-1)`, capped at `retryMaxMs`.
 * - `paused`: no session (no token to send with); entries wait for `SESSION_READY`.
 * The queue is bounded: beyond `maxQueue` the oldest waiting entries are dropped and counted.
 */

export interface OpLogEntry {
  /** Unique per entry: the server ignores an id it already stored, so a resend is harmless. */
  id: string;
  userId: string;
  userName: string;
  userAccount: string;
  ip: string;
  area: string;
  /** YYYY-MM-DD HH:mm:ss */
  operationTime: string;
  pageName: string;
  content: string;
}

export interface OpLogFlushInput {
  /** Entries restored from storage (a reload), oldest first; they are sent first. */
  queue?: OpLogEntry[];
  dropped?: number;
  /** A session exists (a token to send with). */
  ready: boolean;
  batchSize?: number;
  maxQueue?: number;
  gatherMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export interface OpLogFlushContext {
  queue: OpLogEntry[];
  inflight: OpLogEntry[];
  ready: boolean;
  /** A flush was asked for (logout, page hidden): batches leave without gathering until drained. */
  urgent: boolean;
  /** The next sends should survive the page going away (fetch keepalive). */
  keepalive: boolean;
  /** Consecutive failed flushes; 0 after a success. */
  failures: number;
  dropped: number;
  delivered: number;
  requests: number;
  batchSize: number;
  maxQueue: number;
  gatherMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export type OpLogFlushEvent =
  | { type: "ENQUEUE"; entries: OpLogEntry[] }
  /** Send now, without waiting (logout, page hidden); `keepalive` for a page about to go away. */
  | { type: "FLUSH"; keepalive?: boolean }
  | { type: "SESSION_READY" }
  | { type: "SESSION_ENDED" };

export interface SendBatchInput {
  entries: OpLogEntry[];
  keepalive: boolean;
}

export const OP_LOG_DEFAULTS = {
  batchSize: 50,
  maxQueue: 1000,
  gatherMs: 2000,
  retryBaseMs: 1000,
  retryMaxMs: 60_000,
} as const;

/** Appends entries and drops the oldest beyond the bound (ids are unique: the writer makes them). */
function bounded(context: OpLogFlushContext, queue: OpLogEntry[], incoming: OpLogEntry[]) {
  const next = queue.concat(incoming);
  const room = Math.max(0, context.maxQueue - context.inflight.length);
  const overflow = Math.max(0, next.length - room);
  return { queue: overflow ? next.slice(overflow) : next, dropped: context.dropped + overflow, overflow };
}

export const opLogFlushMachine = setup({
  types: {} as {
    context: OpLogFlushContext;
    input: OpLogFlushInput;
    events: OpLogFlushEvent;
  },
  actors: {
    sendBatch: fromPromise<unknown, SendBatchInput>(async () => {
      throw new Error("sendBatch not provided");
    }),
  },
  actions: {
    /** Effects the writer may replace: the spec sends flush failures to the console. */
    reportFailure: (_, params: { error: unknown; count: number }) => {
      console.error(`[op-log] flush of ${params.count} entries failed; requeued`, params.error);
    },
    reportDrop: (_, params: { count: number; total: number }) => {
      console.warn(
        `[op-log] queue full: dropped the ${params.count} oldest entries (${params.total} in all)`,
      );
    },
    takeBatch: assign(({ context }) => ({
      inflight: context.queue.slice(0, context.batchSize),
      queue: context.queue.slice(context.batchSize),
    })),
    delivered: assign(({ context }) => ({
      delivered: context.delivered + context.inflight.length,
      requests: context.requests + 1,
      inflight: [],
      failures: 0,
    })),
    markUrgent: assign(({ context, event }) => ({
      urgent: true,
      keepalive: context.keepalive || (event.type === "FLUSH" && !!event.keepalive),
    })),
    drained: assign({ urgent: false, keepalive: false }),
  },
  guards: {
    notReady: ({ context }) => !context.ready,
    empty: ({ context }) => context.queue.length === 0,
    batchDue: ({ context }) => context.urgent || context.queue.length >= context.batchSize,
  },
  delays: {
    gather: ({ context }) => context.gatherMs,
    retry: ({ context }) =>
      Math.min(context.retryMaxMs, context.retryBaseMs * 2 ** Math.max(0, context.failures - 1)),
  },
}).createMachine({
  id: "opLogFlush",
  context: ({ input }) => ({
    queue: input.queue ?? [],
    inflight: [],
    ready: input.ready,
    urgent: false,
    keepalive: false,
    failures: 0,
    dropped: input.dropped ?? 0,
    delivered: 0,
    requests: 0,
    batchSize: input.batchSize ?? OP_LOG_DEFAULTS.batchSize,
    maxQueue: input.maxQueue ?? OP_LOG_DEFAULTS.maxQueue,
    gatherMs: input.gatherMs ?? OP_LOG_DEFAULTS.gatherMs,
    retryBaseMs: input.retryBaseMs ?? OP_LOG_DEFAULTS.retryBaseMs,
    retryMaxMs: input.retryMaxMs ?? OP_LOG_DEFAULTS.retryMaxMs,
  }),
  initial: "settling",
  on: {
    ENQUEUE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { queue, dropped, overflow } = bounded(context, context.queue, event.entries);
        enqueue.assign({ queue, dropped });
        if (overflow) enqueue({ type: "reportDrop", params: { count: overflow, total: dropped } });
      }),
    },
    SESSION_READY: { actions: assign({ ready: true }) },
    SESSION_ENDED: { actions: assign({ ready: false }) },
  },
  states: {
    /** Decides where the queue stands; left at once. */
    settling: {
      always: [
        { guard: "notReady", target: "paused" },
        { guard: "empty", target: "empty", actions: "drained" },
        { guard: "batchDue", target: "sending" },
        { target: "gathering" },
      ],
    },
    paused: {
      on: { SESSION_READY: { target: "settling", actions: assign({ ready: true }) } },
    },
    empty: {
      always: [
        { guard: "notReady", target: "paused" },
        { guard: ({ context }) => context.queue.length > 0, target: "settling" },
      ],
    },
    gathering: {
      always: [
        { guard: "notReady", target: "paused" },
        { guard: "batchDue", target: "sending" },
      ],
      after: { gather: "sending" },
      on: { FLUSH: { actions: "markUrgent" } },
    },
    sending: {
      entry: "takeBatch",
      invoke: {
        id: "sendBatch",
        src: "sendBatch",
        input: ({ context }) => ({ entries: context.inflight, keepalive: context.keepalive }),
        onDone: { target: "settling", actions: "delivered" },
        onError: {
          target: "backingOff",
          actions: [
            {
              type: "reportFailure",
              params: ({ context, event }) => ({ error: event.error, count: context.inflight.length }),
            },
            /** The failed batch goes back in front, in order; the bound still holds. */
            enqueueActions(({ context, enqueue }) => {
              const all = [...context.inflight, ...context.queue];
              const { queue, dropped, overflow } = bounded({ ...context, inflight: [] }, [], all);
              enqueue.assign({
                queue,
                dropped,
                inflight: [],
                failures: context.failures + 1,
                requests: context.requests + 1,
                urgent: false,
                keepalive: false,
              });
              if (overflow) enqueue({ type: "reportDrop", params: { count: overflow, total: dropped } });
            }),
          ],
        },
      },
      on: { FLUSH: { actions: "markUrgent" } },
    },
    backingOff: {
      always: { guard: "notReady", target: "paused" },
      after: { retry: "sending" },
      on: { FLUSH: { target: "sending", actions: "markUrgent" } },
    },
  },
});
