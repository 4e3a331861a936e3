import { STORAGE_API, STORAGE } from "../../contracts/storage";
import type { AxiosInstance } from "axios";
import { t } from "../../core/messages";
import type { Md5Hasher } from "./upload/md5";
import { sliceOf, slicesOf } from "./upload/sliceReader";

/**
 * The shared chunk-upload helper (storage spec §4, §7): the file starts at zero progress; its MD5 is
 * computed over 1 MiB slices (busy text 正在计算MD5, in a Web Worker in the app); then the chunks go in
 * order (正在上传文件…) as multipart POSTs. Answer code 200: done, the result reference is handed back;
 * 206: accepted, the next chunk goes; anything else (or no answer) ends the busy indicator and warns
 * 文件上传失败，请稍后重试. A file read error is logged, hides the busy indicator and cancels the upload.
 */

export interface ChunkUploadRequest {
  file: Blob;
  /** Defaults to the file's own name. */
  filename?: string;
  /** The file's postUrl; the shared endpoint by default. */
  postUrl?: string;
  /** Extra fields sent with every chunk. */
  params?: Record<string, string | number>;
  taskId?: string;
}

export interface ChunkUploadDeps {
  http: AxiosInstance;
  hasher: Md5Hasher;
  /** The busy indicator's text; null hides it. */
  busy?: (text: string | null) => void;
  /** 0-100. */
  progress?: (percent: number) => void;
  warn?: (message: string) => void;
  log?: (message: string, error: unknown) => void;
  chunkSize?: number;
  signal?: AbortSignal;
}

export type ChunkUploadResult =
  | { status: "done"; ref: unknown }
  | { status: "failed"; code?: number; message?: string }
  | { status: "cancelled"; error: unknown };

/** The chunk endpoint's answer (HTTP 200): code 206 more expected, 200 done with `data` the reference. */
interface ChunkReply {
  code: number;
  message?: string;
  data?: unknown;
}

export const CHUNK_CODE = { done: 200, more: 206 } as const;

export async function chunkUpload(
  request: ChunkUploadRequest,
  deps: ChunkUploadDeps,
): Promise<ChunkUploadResult> {
  const { file } = request;
  const chunkSize = deps.chunkSize ?? STORAGE.uploadChunkBytes;
  const filename = request.filename ?? (file as Blob & { name?: string }).name ?? "blob";
  const busy = deps.busy ?? (() => {});
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const failed = (code?: number, message?: string): ChunkUploadResult => {
    busy(null);
    (deps.warn ?? (() => {}))(t("chunkUpload.failed"));
    return { status: "failed", code, message };
  };

  deps.progress?.(0);
  busy(t("chunkUpload.hashing"));
  let identifier: string;
  try {
    identifier = await deps.hasher.digest(file);
  } catch (error) {
    log(`[chunk-upload] reading ${filename} failed; upload cancelled`, error);
    busy(null);
    return { status: "cancelled", error };
  }

  busy(t("chunkUpload.uploading"));
  const slices = [...slicesOf(file.size, chunkSize)];
  if (slices.length === 0) slices.push([0, 0]);
  const totalChunks = slices.length;
  for (const [index, [offset, size]] of slices.entries()) {
    const form = new FormData();
    form.append("chunkNumber", String(index + 1));
    form.append("chunkSize", String(chunkSize));
    form.append("currentChunkSize", String(size));
    form.append("totalSize", String(file.size));
    form.append("identifier", identifier);
    form.append("filename", filename);
    form.append("totalChunks", String(totalChunks));
    for (const [key, value] of Object.entries(request.params ?? {})) form.append(key, String(value));
    form.append("file", sliceOf(file, offset, size), filename);
    if (request.taskId !== undefined) form.append("taskId", request.taskId);

    let reply: ChunkReply;
    try {
      const response = await deps.http.post<ChunkReply>(request.postUrl ?? STORAGE_API.chunkUpload, form, {
        hideTip: true,
        hideSuccessTip: true,
        signal: deps.signal,
      });
      reply = response.data;
    } catch (error) {
      log(`[chunk-upload] chunk ${index + 1}/${totalChunks} of ${filename} failed`, error);
      return failed(undefined, error instanceof Error ? error.message : String(error));
    }
    if (reply?.code === CHUNK_CODE.done) {
      deps.progress?.(100);
      busy(null);
      return { status: "done", ref: reply.data };
    }
    if (reply?.code !== CHUNK_CODE.more || index === totalChunks - 1)
      return failed(reply?.code, reply?.message);
    deps.progress?.(Math.floor(((offset + size) * 100) / file.size));
  }
  return failed();
}
