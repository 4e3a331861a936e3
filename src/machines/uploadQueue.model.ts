/**
 * The upload queue's data (storage spec §3 "upload-queue item") and the pure helpers its machine
 * (uploadQueue.machine.ts) and its effects share.
 */

export type UploadStatus = "wait" | "padding" | "error" | "success";

/** A file handed to the queue: the id is the key under which the effects hold the File. */
export interface UploadFile {
  id: string;
  /** The full remote path the file is written to. */
  name: string;
  size: number;
  volume: string;
  /** The file's path inside a dropped folder (`a/b/c.txt`), kept in the remote name. */
  relativePath?: string;
  /** A file of this name is in the current listing: the overwrite prompt opens first. */
  exists?: boolean;
}

export interface UploadItem extends Required<Omit<UploadFile, "relativePath">> {
  relativePath: string | null;
  status: UploadStatus;
  /** 0-100. */
  progress: number;
  /** Bytes the server acknowledged: the offset of the next chunk. */
  sent: number;
  overwrite: boolean;
  /** The spec's query string of the upload call: `file=…` and `&overwrite=true` when replacing. */
  query: string;
  /** A chunk of this item was sent: the server may hold a partial file. */
  attempted: boolean;
  /** RETRY asked to resume: the server is asked how much it holds before the next chunk. */
  resume: boolean;
  /** The reason of the last failure (the server's info text or the error's message). */
  error: string | null;
}

/** Where a chunk lies in its file. */
export interface ChunkSpan {
  offset: number;
  /** Bytes in this chunk (the last one may be shorter; an empty file sends one empty chunk). */
  size: number;
  /** 1-based (the spec's currentIndex). */
  index: number;
}

export interface ChunkRequest extends ChunkSpan {
  item: UploadItem;
  /**
   * The chunk the queue asks for next once this one is stored (null after the last): the effects may
   * read it ahead and send it as soon as this one's answer is 200, before the queue records that answer.
   */
  following: ChunkSpan | null;
}

/** The upload call's answer: body code 200 means stored. */
export interface ChunkAnswer {
  code: number;
  info?: string;
}

/** How a chunk call failed without a usable answer: no answer at all, or an HTTP status. */
export interface ChunkFailure {
  network?: boolean;
  status?: number;
  message?: string;
}

export interface QuotaRequest {
  volume: string;
  bytes: number;
  items: UploadItem[];
}

export interface QuotaAnswer {
  ok: boolean;
  message?: string;
}

export interface UploadQueueInput {
  chunkSize?: number;
  maxRetries?: number;
  retryBaseMs?: number;
}

export interface UploadQueueContext {
  items: UploadItem[];
  /** Added, not yet through the overwrite prompt and the storage check. */
  incoming: UploadItem[];
  /** Under the storage check now. */
  admitting: UploadItem[];
  /** Cancelled items whose partial file is still to be removed on the server. */
  cleanup: UploadItem[];
  currentId: string | null;
  /** Transient failures of the current chunk. */
  attempts: number;
  chunkSize: number;
  maxRetries: number;
  retryBaseMs: number;
}

export type UploadQueueEvent =
  | { type: "ADD"; files: UploadFile[] }
  | { type: "ANSWER_OVERWRITE"; overwrite: boolean }
  | { type: "RETRY"; id: string }
  | { type: "CANCEL"; id: string };

/** What the queue reports; the plugin turns these into tips and a list refresh (or listens with `actor.on`). */
export type UploadQueueEmitted =
  | { type: "uploaded"; item: UploadItem }
  | { type: "refreshList"; item: UploadItem }
  | { type: "uploadFailed"; item: UploadItem }
  | { type: "quotaRefused"; items: UploadItem[]; message: string | null }
  | { type: "cleanupFailed"; item: UploadItem; error: unknown };

export const UPLOAD_QUEUE_DEFAULTS = {
  /** Storage spec §9: 1048576 bytes. */
  chunkSize: 1_048_576,
  maxRetries: 3,
  retryBaseMs: 1000,
} as const;

/** Statuses that count as transient: the same chunk is sent again after a delay. */
export const TRANSIENT_STATUSES: readonly number[] = [429, 503];

export const uploadQuery = (name: string, overwrite: boolean): string =>
  `file=${encodeURIComponent(name)}${overwrite ? "&overwrite=true" : ""}`;

export const progressOf = (sent: number, size: number) => (size === 0 ? 0 : Math.floor((sent * 100) / size));

export const messageOf = (error: unknown): string => {
  const failure = error as ChunkFailure | Error | undefined;
  if (failure && typeof failure.message === "string" && failure.message) return failure.message;
  const status = (failure as ChunkFailure | undefined)?.status;
  return status ? `HTTP ${status}` : String(error ?? "");
};

export const isTransient = (error: unknown): boolean => {
  const failure = error as ChunkFailure | undefined;
  return Boolean(failure?.network) || TRANSIENT_STATUSES.includes(failure?.status ?? 0);
};

export const toItem = (file: UploadFile): UploadItem => ({
  id: file.id,
  name: file.name,
  size: file.size,
  volume: file.volume,
  exists: Boolean(file.exists),
  relativePath: file.relativePath ?? null,
  status: "wait",
  progress: 0,
  sent: 0,
  overwrite: false,
  query: uploadQuery(file.name, false),
  attempted: false,
  resume: false,
  error: null,
});

export const current = (context: UploadQueueContext) =>
  context.items.find((item) => item.id === context.currentId);

export const patchCurrent = (context: UploadQueueContext, patch: Partial<UploadItem>) =>
  context.items.map((item) => (item.id === context.currentId ? { ...item, ...patch } : item));

const spanAt = (offset: number, total: number, chunkSize: number): ChunkSpan => ({
  offset,
  size: Math.max(0, Math.min(chunkSize, total - offset)),
  index: Math.floor(offset / chunkSize) + 1,
});

/** The chunk to send now and the one after it; an empty file sends one empty chunk. */
export function nextChunk(context: UploadQueueContext): ChunkRequest {
  const item = current(context)!;
  const span = spanAt(item.sent, item.size, context.chunkSize);
  const end = span.offset + span.size;
  return { item, ...span, following: end < item.size ? spanAt(end, item.size, context.chunkSize) : null };
}
