import type { ChunkAnswer, ChunkRequest, ChunkSpan } from "../../../machines/uploadQueue.machine";
import { nextTask } from "./nextTask";

/** Sends one chunk's prepared body; the signal aborts it. */
export type SendPrepared<TBody> = (
  chunk: ChunkRequest,
  body: TBody,
  signal: AbortSignal,
) => Promise<ChunkAnswer>;

interface Flight {
  key: string;
  answer: Promise<ChunkAnswer>;
  controller: AbortController;
}

/** What makes two chunk requests the same request on the wire. */
const keyOf = (chunk: ChunkRequest) =>
  [chunk.item.id, chunk.item.query, chunk.item.size, chunk.offset, chunk.size, chunk.index].join("\n");

const followingOf = (chunk: ChunkRequest, span: ChunkSpan): ChunkRequest => ({
  item: chunk.item,
  ...span,
  following: null,
});

/**
 * The upload queue's chunk sender, pipelined (design §6: the queue at the pace of a bare request loop).
 * Chunks still go one at a time and in order, but the queue's own step stays off the wire's path:
 *
 * - while a chunk travels, the body of the one after it (`chunk.following`) is sliced and packed;
 * - the moment a chunk's answer is 200, the following chunk is sent, and the queue gets the answer a
 *   task later (its step, the progress, the panel run while the next chunk travels); when the queue
 *   then asks for that chunk, it gets the request already under way. A refused or failed chunk
 *   starts nothing, so the queue stops at the first failure as before;
 * - a chunk sent ahead that the queue does not ask for once it has recorded the answer (the item was
 *   cancelled, the queue stopped) is aborted.
 *
 * The machine stays the only source of the queue's state: it sees the same requests and answers, in
 * the same order, as without the pipeline.
 */
export function createChunkPipeline<TBody>(
  prepare: (chunk: ChunkRequest) => TBody,
  send: SendPrepared<TBody>,
  /** Runs `task` in a later task (every pending microtask ran before: the queue took its answer). */
  later: (task: () => void) => void = nextTask,
) {
  let ahead: Flight | null = null;
  let prepared: { key: string; body: TBody } | null = null;
  /** The last chunk handed to `send`: a body prepared too late for it is not made. */
  let lastSent = "";

  const bodyOf = (chunk: ChunkRequest): TBody => {
    const key = keyOf(chunk);
    if (prepared?.key === key) {
      const { body } = prepared;
      prepared = null;
      return body;
    }
    return prepare(chunk);
  };

  /** Sends a chunk; throws when its body cannot be made (the file is gone). */
  const launch = (chunk: ChunkRequest): Flight => {
    const controller = new AbortController();
    lastSent = keyOf(chunk);
    const answer = send(chunk, bodyOf(chunk), controller.signal);
    // A chunk sent ahead may fail before the queue asks for it: the failure is handed over then.
    answer.catch(() => {});
    return { key: keyOf(chunk), answer, controller };
  };

  /** The chunk after this one, sent ahead; none when its body cannot be made (the queue then asks for it and hears why). */
  const launchAhead = (chunk: ChunkRequest, following: ChunkSpan): Flight | null => {
    try {
      return launch(followingOf(chunk, following));
    } catch {
      return null;
    }
  };

  /** Sends the chunk (or takes the request already sent ahead for it) and answers as the queue expects. */
  return async function sendChunk(chunk: ChunkRequest, signal: AbortSignal): Promise<ChunkAnswer> {
    const key = keyOf(chunk);
    const early = ahead;
    ahead = null;
    if (early && early.key !== key) early.controller.abort();
    const flight = early?.key === key ? early : launch(chunk);
    const stop = () => flight.controller.abort();
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
    const { following } = chunk;
    // Once this chunk's request is on its way (a task later), the next chunk is sliced and packed.
    if (following)
      later(() => {
        const next = followingOf(chunk, following);
        const nextKey = keyOf(next);
        if (signal.aborted || lastSent === nextKey) return;
        try {
          prepared = { key: nextKey, body: prepare(next) };
        } catch {
          // The file is gone (the item was let go): nothing to prepare.
        }
      });
    try {
      const answer = await flight.answer;
      const sentAhead =
        answer.code === 200 && following && !signal.aborted ? launchAhead(chunk, following) : null;
      if (sentAhead) {
        ahead = sentAhead;
        // The queue takes this answer a task later, once the request ahead has left (its way through
        // the HTTP client's interceptors is a chain of microtasks the queue's step would otherwise join).
        await new Promise<void>((resolve) => later(resolve));
        later(() => {
          if (ahead !== sentAhead) return;
          ahead = null;
          sentAhead.controller.abort();
        });
      }
      return answer;
    } finally {
      signal.removeEventListener("abort", stop);
    }
  };
}
