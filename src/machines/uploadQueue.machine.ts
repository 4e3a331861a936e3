import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from "xstate";
import {
  acknowledge,
  cancelItem,
  countAttempt,
  failed,
  markAttempted,
  retryItem,
  startNext,
  succeeded,
  takeServerOffset,
} from "./uploadQueue.chunks";
import {
  addFiles,
  admit,
  answerOverwrite,
  askedItem,
  quotaRequestOf,
  takeForCheck,
} from "./uploadQueue.intake";
import {
  current,
  isTransient,
  messageOf,
  nextChunk,
  patchCurrent,
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
 * error event where the transition is written. The steps themselves are pure functions of the
 * context: uploadQueue.intake.ts (adding, the overwrite answer, the storage check) and
 * uploadQueue.chunks.ts (starting, chunks, offsets, success, failure, retry, cancel).
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
    add: assign(({ context, event }) => (event.type === "ADD" ? addFiles(context, event.files) : {})),
    answerOverwrite: assign(({ context, event }) =>
      event.type === "ANSWER_OVERWRITE" ? answerOverwrite(context, event.overwrite) : {},
    ),
    takeForCheck: assign(({ context }) => takeForCheck(context)),
    admit: assign(({ context }) => admit(context)),
    refuse: enqueueActions(({ context, enqueue }, params: { message: string | null }) => {
      enqueue.emit({ type: "quotaRefused", items: context.admitting, message: params.message });
      enqueue.assign({ admitting: [] });
    }),
    startNext: assign(({ context }) => startNext(context)),
    takeServerOffset: assign(({ context }, params: { held: number }) =>
      takeServerOffset(context, params.held),
    ),
    markAttempted: assign(({ context }) => markAttempted(context)),
    acknowledge: assign(({ context }) => acknowledge(context)),
    succeed: enqueueActions(({ context, enqueue }) => {
      const item = succeeded(context);
      enqueue.assign({ items: patchCurrent(context, item), currentId: null });
      enqueue.emit({ type: "uploaded", item });
      enqueue.emit({ type: "refreshList", item });
    }),
    fail: enqueueActions(({ context, enqueue }, params: { reason: string }) => {
      const item = failed(context, params.reason);
      enqueue.assign({ items: patchCurrent(context, item), currentId: null, attempts: 0 });
      enqueue.emit({ type: "uploadFailed", item });
    }),
    countAttempt: assign(({ context }) => countAttempt(context)),
    retry: assign(({ context, event }) => (event.type === "RETRY" ? retryItem(context, event.id) : {})),
    cancel: assign(({ context, event }) => (event.type === "CANCEL" ? cancelItem(context, event.id) : {})),
    cleaned: assign(({ context }) => ({ cleanup: context.cleanup.slice(1) })),
    cleanupFailed: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const item = context.cleanup[0];
      if (item) enqueue.emit({ type: "cleanupFailed", item, error: params.error });
      enqueue.assign({ cleanup: context.cleanup.slice(1) });
    }),
  },
  guards: {
    hasIncoming: ({ context }) => context.incoming.length > 0,
    needsAnswer: ({ context }) => askedItem(context) !== undefined,
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
            input: ({ context }) => quotaRequestOf(context),
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
