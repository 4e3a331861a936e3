import type { AxiosInstance } from "axios";
import type { ChunkUploadService } from "../shared/chunkUpload";
import type { Md5Hasher } from "./upload/md5";

/**
 * The storage plugin's implementation of the shared chunk upload (the contract and its token,
 * STORAGE_CHUNK_UPLOAD, are in src/plugins/shared/chunkUpload.ts). The MD5 runs in the storage
 * plugin's Web Worker (in the calling thread where there is no Worker, e.g. jsdom); the helper's
 * failure warning 文件上传失败，请稍后重试 goes to the shell's tip. The helper code loads on the first
 * upload, not with the manifest.
 */
export {
  STORAGE_CHUNK_UPLOAD,
  type ChunkUploadOptions,
  type ChunkUploadResult,
  type ChunkUploadService,
} from "../shared/chunkUpload";

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
