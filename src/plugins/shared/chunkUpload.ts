import { createServiceToken } from "../../core/pluginTypes";

/**
 * The shared chunk upload (storage spec §4, §7) as a service contract: the storage plugin provides
 * it, and a plugin that uploads a file to the shared chunk endpoint and keeps the file-service
 * ticket declares `requires: [STORAGE_CHUNK_UPLOAD]` and calls
 *
 *   const result = await core.plugins.getService(STORAGE_CHUNK_UPLOAD)!.upload(file, { onProgress });
 *   if (result.status === "done") tickets.push(String(result.ref));
 *
 * Declared here, not in the storage plugin, so no plugin imports another plugin's files.
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

/** done: the endpoint's reference (the file-service ticket); failed: its code and message, if any. */
export type ChunkUploadResult =
  | { status: "done"; ref: unknown }
  | { status: "failed"; code?: number; message?: string }
  | { status: "cancelled"; error: unknown };

export interface ChunkUploadService {
  upload(file: File, options?: ChunkUploadOptions): Promise<ChunkUploadResult>;
}

export const STORAGE_CHUNK_UPLOAD = createServiceToken<ChunkUploadService>("storage.chunkUpload");
