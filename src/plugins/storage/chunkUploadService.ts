import type { AxiosInstance } from "axios";
import { createServiceToken } from "../../core/pluginTypes";
import type { ChunkUploadResult } from "./chunkUpload";
import type { Md5Hasher } from "./upload/md5";

/**
 * The shared chunk upload (storage spec §4, §7) as a service for other plugins: a plugin that uploads
 * a file to the shared chunk endpoint and keeps the file-service ticket declares
 * `requires: [STORAGE_CHUNK_UPLOAD]` and calls
 *
 *   const result = await core.plugins.getService(STORAGE_CHUNK_UPLOAD)!.upload(file, { onProgress });
 *   if (result.status === "done") tickets.push(String(result.ref));
 *
 * The MD5 runs in the storage plugin's Web Worker (in the calling thread where there is no Worker,
 * e.g. jsdom); the helper's failure warning 文件上传失败，请稍后重试 goes to the shell's tip. The
 * helper code loads on the first upload, not with the manifest.
 */

export interface ChunkUploadOptions {
  /** 0-100. */
  onProgress?: (percent: number) => void;
  /** The busy text (正在计算MD5 / 正在上传文件…); null when done. */
  onBusy?: (text: string | null) => void;
  signal?: AbortSignal;
  /** Extra fields sent with every chunk. */
  params?: Record<string, string | number>;
  filename?: string;
}

export interface ChunkUploadService {
  upload(file: File, options?: ChunkUploadOptions): Promise<ChunkUploadResult>;
}

export type { ChunkUploadResult };

export const STORAGE_CHUNK_UPLOAD = createServiceToken<ChunkUploadService>("storage.chunkUpload");

/** The service over the core's http; `warn` shows the helper's failure text. `dispose` stops the worker. */
export function createChunkUploadService(
  http: AxiosInstance,
  warn: (message: string) => void,
): ChunkUploadService & { dispose(): void } {
  let stopWorker: (() => void) | null = null;
  let hasher: Promise<Md5Hasher> | null = null;
  const hasherOf = () =>
    (hasher ??= (async () => {
      if (typeof Worker === "undefined") return (await import("./upload/md5")).inThreadHasher;
      const worker = (await import("./upload/md5Client")).createWorkerHasher();
      stopWorker = () => worker.terminate();
      return worker;
    })());

  return {
    async upload(file, options = {}) {
      const [{ chunkUpload }, md5] = await Promise.all([import("./chunkUpload"), hasherOf()]);
      return chunkUpload(
        { file, filename: options.filename, params: options.params },
        {
          http,
          hasher: md5,
          warn,
          busy: options.onBusy,
          progress: options.onProgress,
          signal: options.signal,
        },
      );
    },
    dispose() {
      stopWorker?.();
      stopWorker = null;
      hasher = null;
    },
  };
}
