import { STORAGE_API } from "../../../contracts/storage";
import axios, { type AxiosInstance } from "axios";
import { fromPromise } from "xstate";
import { CHECK_STORAGE_PATH, type CheckStorageAnswer } from "../../../contracts/storageCheck";
import type {
  ChunkAnswer,
  ChunkFailure,
  ChunkRequest,
  QuotaAnswer,
  QuotaRequest,
  UploadItem,
} from "../../../machines/uploadQueue.machine";
import { clientTimeoutMessage, errorMessage } from "../../../core/errors";
import { storageText } from "../messages";
import type { UploadFiles } from "./fileRegistry";
import { createChunkPipeline } from "./chunkPipeline";
import { sliceOf } from "./sliceReader";

/** A storage answer: body code 200 is OK, any other comes with the server's info text. */
interface StorageReply<T = unknown> {
  code: number;
  info?: string;
  message?: string;
  spec?: T;
}

/** The platform envelope of check-storage (not a gateway call). */
interface Envelope<T> {
  code: number;
  message?: string;
  data?: T;
}

/** The spec's Content-Range: `bytes start-end/total` (end inclusive); an empty file `bytes *\/0`. */
export function contentRange(offset: number, size: number, total: number): string {
  return total === 0 ? "bytes */0" : `bytes ${offset}-${offset + size - 1}/${total}`;
}

/**
 * An axios failure as the queue sees it: no answer (network) or an HTTP status, with words a user
 * reads on the failed row (never axios's English `Network Error`): the server's text, else the
 * platform's text for the status, else the storage screen's network or timeout text.
 */
export function chunkFailureOf(error: unknown): ChunkFailure {
  if (axios.isAxiosError(error)) {
    if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT")
      return { network: true, message: clientTimeoutMessage() };
    if (!error.response) return { network: true, message: storageText("uploadNetworkError") };
    const body = error.response.data as Partial<StorageReply> | undefined;
    const status = error.response.status;
    return {
      status,
      message:
        body?.info ||
        body?.message ||
        errorMessage(status, undefined, true) ||
        storageText("uploadRefused", { status }),
    };
  }
  return { message: storageText("uploadReadError") };
}

const infoOf = (body: Partial<StorageReply> | undefined) => body?.info || body?.message || undefined;

/**
 * The upload queue's effects on the core's axios instance, ready for `uploadQueueMachine.provide`.
 * Chunks are slices of the File (never the whole file read); tips are left to the queue's events.
 */
export function createUploadQueueEffects(http: AxiosInstance, files: UploadFiles) {
  const quiet = { hideTip: true, hideSuccessTip: true } as const;
  const fileQuery = (item: UploadItem) => ({ file: item.name });

  /** The chunk's multipart body: a slice of the File (a view, read by the browser as it sends). */
  const chunkBody = ({ item, offset, size, index }: ChunkRequest): FormData => {
    const form = new FormData();
    form.append("file", sliceOf(files.get(item.id), offset, size), item.name.split("/").pop() || "blob");
    form.append("currentChunkSize", String(size));
    form.append("totalSize", String(item.size));
    form.append("currentIndex", String(index));
    return form;
  };

  const putChunk = async (
    { item, offset, size }: ChunkRequest,
    body: FormData,
    signal: AbortSignal,
  ): Promise<ChunkAnswer> => {
    try {
      const { data } = await http.put<StorageReply>(`${STORAGE_API.storageUpload}?${item.query}`, body, {
        ...quiet,
        signal,
        // No XSRF cookie here (bearer tokens): without this, axios in Chromium first reads the cookie
        // through the async Cookie Store, a round trip to the browser process before every chunk.
        withXSRFToken: false,
        headers: { "Content-Range": contentRange(offset, size, item.size) },
      });
      return {
        code: data.code,
        info:
          infoOf(data) ??
          (data.code === 200 ? undefined : storageText("uploadRefused", { status: data.code })),
      };
    } catch (error) {
      throw chunkFailureOf(error);
    }
  };

  /** Chunks one at a time, in order; the next leaves the moment the previous one is stored. */
  const sendChunk = createChunkPipeline(chunkBody, putChunk);

  const askServerOffset = async (item: UploadItem, signal: AbortSignal): Promise<number> => {
    const { data } = await http
      .get<StorageReply<{ size: number; total: number }>>(STORAGE_API.storageUploadOffset, {
        ...quiet,
        signal,
        params: fileQuery(item),
      })
      .catch((error: unknown) => {
        throw chunkFailureOf(error);
      });
    if (data.code !== 200)
      throw new Error(infoOf(data) ?? storageText("uploadRefused", { status: data.code }));
    // A partial file of another size belongs to an older upload: start over.
    if (data.spec && data.spec.size > 0 && data.spec.total === item.size) return data.spec.size;
    // No partial file although chunks landed: the last one may have completed the file (its answer lost).
    return item.sent > 0 && (await completeOnServer(item, signal)) ? item.size : 0;
  };

  /** The file is in its folder with the item's full size. */
  const completeOnServer = async (item: UploadItem, signal: AbortSignal): Promise<boolean> => {
    const slash = item.name.lastIndexOf("/");
    const { data } = await http
      .get<StorageReply<{ name: string; path?: string; size: number }[]>>(STORAGE_API.storageDirInfo, {
        ...quiet,
        signal,
        params: {
          dir: item.name.slice(0, slash) || "/",
          show_hidden: "show",
          name: item.name.slice(slash + 1),
        },
      })
      .catch(() => ({ data: undefined }));
    return Boolean(
      data?.code === 200 &&
      data.spec?.some((row) => row.name === item.name.slice(slash + 1) && row.size === item.size),
    );
  };

  /**
   * Storage spec §5: before a new upload the storage check for the chosen volume must pass (the
   * server's check-storage: the ACL area of ai-domain §5, then the remaining quota); its refusal text
   * (ACL共享区暂未申请完毕，请联系管理员！, 存储空间不足，无法上传) is the warning the queue shows.
   */
  const checkQuota = async ({ volume, bytes }: QuotaRequest, signal: AbortSignal): Promise<QuotaAnswer> => {
    const { data } = await http.get<Envelope<CheckStorageAnswer>>(CHECK_STORAGE_PATH, {
      signal,
      params: { storageName: volume, bytes },
    });
    if (data.code !== 200 || !data.data) return { ok: false, message: data.message ?? undefined };
    return data.data.pass ? { ok: true } : { ok: false, message: data.data.message ?? undefined };
  };

  const cancelRemote = async (item: UploadItem): Promise<void> => {
    files.delete(item.id);
    await http.delete(STORAGE_API.storageUpload, { ...quiet, params: fileQuery(item) });
  };

  return {
    calls: { sendChunk, askServerOffset, checkQuota, cancelRemote },
    actors: {
      sendChunk: fromPromise<ChunkAnswer, ChunkRequest>(({ input, signal }) => sendChunk(input, signal)),
      askServerOffset: fromPromise<number, { item: UploadItem }>(({ input, signal }) =>
        askServerOffset(input.item, signal),
      ),
      checkQuota: fromPromise<QuotaAnswer, QuotaRequest>(({ input, signal }) => checkQuota(input, signal)),
      cancelRemote: fromPromise<unknown, { item: UploadItem }>(({ input }) => cancelRemote(input.item)),
    },
  };
}
