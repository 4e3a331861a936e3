import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from "xstate";
import {
  current,
  isTransient,
  messageOf,
  nextChunk,
  patchCurrent,
  progressOf,
  toItem,
  uploadQuery,
  UPLOAD_QUEUE_DEFAULTS,
  type ChunkAnswer,
  type ChunkRequest,
  type QuotaAnswer,
  type QuotaRequest,
  type UploadItem,
  type UploadQueueContext,
  type UploadQueueEmitted,
  type UploadQueueEvent,
  type UploadQueueInput,
} from "./uploadQueue.model";

export * from "./uploadQueue.model";

/**
 * The storage upload queue (storage spec §4): items wait, then upload (`padding`, the spec's word),
 * then `success` (dropped on the next pass) or `error`. One item at a time, in sequential chunks
 * (PUT with Content-Range; the effect builds the request). Three regions run side by side:
 *
 * - `intake`: files the user added. A name already in the listing asks first (ANSWER_OVERWRITE:
 *   yes uploads with the overwrite flag, no drops the file); then the storage check of the volume
 *   (`checkQuota`) must pass, or the files never join the queue.
 * - `transfer`: the next waiting item uploads chunk after chunk. A failed answer puts it in error
 *   with progress 0 and the queue goes on. A transient failure (no answer, 429, 503) is retried up
 *   to `maxRetries` times after growing delays. A retry past the first chunk, and RETRY of an errored
 *   item, first ask the server how many bytes it holds (`askServerOffset`) and resume from there (a
 *   lost answer may hide a chunk that landed).
 * - `cleanup`: a cancelled item that may have left a partial file is removed on the server
 *   (`cancelRemote`), one at a time.
 *
 * Pure: no File and no HTTP here. Items carry ids, names and sizes; the effects (src/plugins/storage/
 * upload) hold the files by id and read them slice by slice. Each chunk request names the chunk that
 * follows it, so the effects may start that one the moment this one is stored; the queue still asks
 * for it in order, and its answers (the done events a trace records) are the same.
 *
 * What an effect answered reaches the actions and guards as typed params, taken from the done or
 * error event where the transition is written.
 */

/** Why a chunk or the offset question failed: the server's refusal, or the error's message. */
const refusalOf = (answer: ChunkAnswer) => ({ reason: answer.info ?? `code ${answer.code}` });
const failureOf = (error: unknown) => ({ reason: messageOf(error) });

export const uploadQueueMachine = setup({
  types: {} as {
    context: UploadQueueContext;
    input: UploadQueueInput | undefined;
    events: UploadQueueEvent;
    emitted: UploadQueueEmitted;
  },
  actors: {
    sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(async () => {
      throw new Error("sendChunk not provided");
    }),
    /** How many bytes of the item the server holds (0 when it holds none). */
    askServerOffset: fromPromise<number, { item: UploadItem }>(async () => {
      throw new Error("askServerOffset not provided");
    }),
    checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(async () => {
      throw new Error("checkQuota not provided");
    }),
    /** Removes the partial file of a cancelled item. */
    cancelRemote: fromPromise<unknown, { item: UploadItem }>(async () => {
      throw new Error("cancelRemote not provided");
    }),
  },
  actions: {
    add: assign(({ context, event }) => {
      if (event.type !== "ADD") return {};
      const known = new Set(
        [...context.items, ...context.incoming, ...context.admitting].map((item) => item.id),
      );
      const fresh = event.files.filter((file) => !known.has(file.id) && (known.add(file.id), true));
      return { incoming: [...context.incoming, ...fresh.map(toItem)] };
    }),
    answerOverwrite: assign(({ context, event }) => {
      if (event.type !== "ANSWER_OVERWRITE") return {};
      const asked = context.incoming.find((item) => item.exists && !item.overwrite);
      if (!asked) return {};
      return {
        incoming: event.overwrite
          ? context.incoming.map((item) =>
              item === asked ? { ...item, overwrite: true, query: uploadQuery(item.name, true) } : item,
            )
          : context.incoming.filter((item) => item !== asked),
      };
    }),
    /** The files of one volume go to the storage check together. */
    takeForCheck: assign(({ context }) => {
      const volume = context.incoming[0]?.volume;
      return {
        admitting: context.incoming.filter((item) => item.volume === volume),
        incoming: context.incoming.filter((item) => item.volume !== volume),
      };
    }),
    admit: assign(({ context }) => ({ items: [...context.items, ...context.admitting], admitting: [] })),
    refuse: enqueueActions(({ context, enqueue }, params: { message: string | null }) => {
      enqueue.emit({ type: "quotaRefused", items: context.admitting, message: params.message });
      enqueue.assign({ admitting: [] });
    }),
    /** The next pass: succeeded items leave the queue, the first waiting one starts. */
    startNext: assign(({ context }) => {
      const items = context.items.filter((item) => item.status !== "success");
      const next = items.find((item) => item.status === "wait")!;
      return {
        currentId: next.id,
        attempts: 0,
        items: items.map((item) => (item === next ? { ...item, status: "padding" as const } : item)),
      };
    }),
    takeServerOffset: assign(({ context }, params: { held: number }) => {
      const item = current(context)!;
      const held = Math.max(0, Math.min(item.size, params.held || 0));
      return {
        items: patchCurrent(context, {
          sent: held,
          progress: progressOf(held, item.size),
          resume: false,
          attempted: item.attempted || held > 0,
        }),
      };
    }),
    /** Once per item (not per chunk: the items stay the same arrays while only `sent` moves). */
    markAttempted: assign(({ context }) =>
      current(context)?.attempted ? {} : { items: patchCurrent(context, { attempted: true }) },
    ),
    acknowledge: assign(({ context }) => {
      const chunk = nextChunk(context);
      const sent = chunk.offset + chunk.size;
      return {
        attempts: 0,
        items: patchCurrent(context, { sent, progress: progressOf(sent, chunk.item.size) }),
      };
    }),
    succeed: enqueueActions(({ context, enqueue }) => {
      const item = { ...current(context)!, status: "success" as const, progress: 100, error: null };
      enqueue.assign({ items: patchCurrent(context, item), currentId: null });
      enqueue.emit({ type: "uploaded", item });
      enqueue.emit({ type: "refreshList", item });
    }),
    fail: enqueueActions(({ context, enqueue }, params: { reason: string }) => {
      const item = {
        ...current(context)!,
        status: "error" as const,
        progress: 0,
        resume: false,
        error: params.reason,
      };
      enqueue.assign({ items: patchCurrent(context, item), currentId: null, attempts: 0 });
      enqueue.emit({ type: "uploadFailed", item });
    }),
    /** After a lost answer the chunk may have landed: past the first chunk, the server is asked first. */
    countAttempt: assign(({ context }) => ({
      attempts: context.attempts + 1,
      items: patchCurrent(context, { resume: (current(context)?.sent ?? 0) > 0 }),
    })),
    retry: assign(({ context, event }) => ({
      items: context.items.map((item) =>
        event.type === "RETRY" && item.id === event.id && item.status === "error"
          ? { ...item, status: "wait" as const, error: null, resume: !(item.overwrite && !item.attempted) }
          : item,
      ),
    })),
    /** Drops the item wherever it is; one that may have left a partial file goes to cleanup. */
    cancel: assign(({ context, event }) => {
      if (event.type !== "CANCEL") return {};
      const keep = (item: UploadItem) => item.id !== event.id;
      const item = context.items.find((candidate) => candidate.id === event.id);
      const leftover = item && item.status !== "success" && (item.attempted || item.status === "padding");
      return {
        items: context.items.filter(keep),
        incoming: context.incoming.filter(keep),
        admitting: context.admitting.filter(keep),
        cleanup:
          leftover && !context.cleanup.some((queued) => queued.id === item.id)
            ? [...context.cleanup, item]
            : context.cleanup,
        currentId: context.currentId === event.id ? null : context.currentId,
        attempts: context.currentId === event.id ? 0 : context.attempts,
      };
    }),
    cleaned: assign(({ context }) => ({ cleanup: context.cleanup.slice(1) })),
    cleanupFailed: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const item = context.cleanup[0];
      if (item) enqueue.emit({ type: "cleanupFailed", item, error: params.error });
      enqueue.assign({ cleanup: context.cleanup.slice(1) });
    }),
  },
  guards: {
    hasIncoming: ({ context }) => context.incoming.length > 0,
    needsAnswer: ({ context }) => context.incoming.some((item) => item.exists && !item.overwrite),
    quotaOk: (_, params: { answer: QuotaAnswer | undefined }) => Boolean(params.answer?.ok),
    hasWaiting: ({ context }) => context.items.some((item) => item.status === "wait"),
    needsServerOffset: ({ context }) => Boolean(current(context)?.resume),
    serverHoldsAll: ({ context }, params: { held: number }) => {
      const item = current(context)!;
      return item.size > 0 && params.held >= item.size;
    },
    answerRefused: (_, params: { answer: ChunkAnswer | undefined }) => params.answer?.code !== 200,
    lastChunk: ({ context }) => {
      const chunk = nextChunk(context);
      return chunk.offset + chunk.size >= chunk.item.size;
    },
    retryable: ({ context }, params: { error: unknown }) =>
      context.attempts < context.maxRetries && isTransient(params.error),
    isCurrent: ({ context, event }) => event.type === "CANCEL" && event.id === context.currentId,
    notCurrent: ({ context, event }) => event.type === "CANCEL" && event.id !== context.currentId,
    hasCleanup: ({ context }) => context.cleanup.length > 0,
  },
  delays: {
    /** retryBaseMs, then twice, then four times as long. */
    retryDelay: ({ context }) => context.retryBaseMs * 2 ** Math.max(0, context.attempts - 1),
  },
}).createMachine({
  id: "uploadQueue",
  context: ({ input }) => ({
    items: [],
    incoming: [],
    admitting: [],
    cleanup: [],
    currentId: null,
    attempts: 0,
    chunkSize: input?.chunkSize ?? UPLOAD_QUEUE_DEFAULTS.chunkSize,
    maxRetries: input?.maxRetries ?? UPLOAD_QUEUE_DEFAULTS.maxRetries,
    retryBaseMs: input?.retryBaseMs ?? UPLOAD_QUEUE_DEFAULTS.retryBaseMs,
  }),
  type: "parallel",
  on: {
    ADD: { actions: "add" },
    RETRY: { actions: "retry" },
    CANCEL: { guard: "notCurrent", actions: "cancel" },
  },
  states: {
    intake: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasIncoming", target: "reviewing" },
        },
        reviewing: {
          always: [{ guard: "needsAnswer", target: "confirmingOverwrite" }, { target: "checkingQuota" }],
        },
        confirmingOverwrite: {
          always: { guard: ({ context }) => context.incoming.length === 0, target: "idle" },
          on: { ANSWER_OVERWRITE: { target: "reviewing", actions: "answerOverwrite" } },
        },
        checkingQuota: {
          entry: "takeForCheck",
          invoke: {
            id: "checkQuota",
            src: "checkQuota",
            input: ({ context }) => ({
              volume: context.admitting[0]?.volume ?? "",
              bytes: context.admitting.reduce((sum, item) => sum + item.size, 0),
              items: context.admitting,
            }),
            onDone: [
              {
                guard: { type: "quotaOk", params: ({ event }) => ({ answer: event.output }) },
                target: "idle",
                actions: "admit",
              },
              {
                target: "idle",
                actions: {
                  type: "refuse",
                  params: ({ event }) => ({ message: event.output?.message ?? null }),
                },
              },
            ],
            onError: { target: "idle", actions: { type: "refuse", params: { message: null } } },
          },
        },
      },
    },
    transfer: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasWaiting", target: "uploading", actions: "startNext" },
        },
        uploading: {
          initial: "preparing",
          on: { CANCEL: { guard: "isCurrent", target: "idle", actions: "cancel" } },
          states: {
            preparing: {
              always: [{ guard: "needsServerOffset", target: "askingOffset" }, { target: "sending" }],
            },
            askingOffset: {
              invoke: {
                id: "askServerOffset",
                src: "askServerOffset",
                input: ({ context }) => ({ item: current(context)! }),
                onDone: [
                  {
                    guard: { type: "serverHoldsAll", params: ({ event }) => ({ held: event.output }) },
                    target: "#uploadQueue.transfer.idle",
                    actions: [
                      { type: "takeServerOffset", params: ({ event }) => ({ held: event.output }) },
                      "succeed",
                    ],
                  },
                  {
                    target: "sending",
                    actions: { type: "takeServerOffset", params: ({ event }) => ({ held: event.output }) },
                  },
                ],
                onError: [
                  {
                    guard: { type: "retryable", params: ({ event }) => ({ error: event.error }) },
                    target: "waitingToRetry",
                    actions: "countAttempt",
                  },
                  {
                    target: "#uploadQueue.transfer.idle",
                    actions: { type: "fail", params: ({ event }) => failureOf(event.error) },
                  },
                ],
              },
            },
            sending: {
              entry: "markAttempted",
              invoke: {
                id: "sendChunk",
                src: "sendChunk",
                input: ({ context }) => nextChunk(context),
                onDone: [
                  {
                    guard: { type: "answerRefused", params: ({ event }) => ({ answer: event.output }) },
                    target: "#uploadQueue.transfer.idle",
                    actions: { type: "fail", params: ({ event }) => refusalOf(event.output) },
                  },
                  {
                    guard: "lastChunk",
                    target: "#uploadQueue.transfer.idle",
                    actions: ["acknowledge", "succeed"],
                  },
                  { target: "sending", reenter: true, actions: "acknowledge" },
                ],
                onError: [
                  {
                    guard: { type: "retryable", params: ({ event }) => ({ error: event.error }) },
                    target: "waitingToRetry",
                    actions: "countAttempt",
                  },
                  {
                    target: "#uploadQueue.transfer.idle",
                    actions: { type: "fail", params: ({ event }) => failureOf(event.error) },
                  },
                ],
              },
            },
            waitingToRetry: {
              after: { retryDelay: "preparing" },
            },
          },
        },
      },
    },
    cleanup: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasCleanup", target: "removing" },
        },
        removing: {
          invoke: {
            id: "cancelRemote",
            src: "cancelRemote",
            input: ({ context }) => ({ item: context.cleanup[0] }),
            onDone: { target: "idle", actions: "cleaned" },
            onError: {
              target: "idle",
              actions: { type: "cleanupFailed", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type UploadQueueSnapshot = SnapshotFrom<typeof uploadQueueMachine>;

/** Uploads remain (waiting, sending, or still being admitted): closing the page asks first. */
export function hasPendingUploads(snapshot: Pick<UploadQueueSnapshot, "context">): boolean {
  const { items, incoming, admitting } = snapshot.context;
  return (
    incoming.length > 0 ||
    admitting.length > 0 ||
    items.some((item) => item.status === "wait" || item.status === "padding")
  );
}
