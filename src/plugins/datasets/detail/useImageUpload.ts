import { useCallback, useRef, useState } from "react";
import axios from "axios";
import { t } from "../../../core/messages";
import { serverMessageOf } from "../../../core/errors";
import { useCore } from "../../../ui/CoreContext";
import { STORAGE_CHUNK_UPLOAD } from "../../shared/chunkUpload";
import { addUploadedImages } from "../api";
import { datasetsText } from "../messages";

/**
 * Image upload into a dataset version: each file goes through the storage plugin's shared chunk
 * upload (MD5 in its worker, 1 MiB chunks) and its ticket is then added to the version
 * (data-set-upload/simple). One file at a time; each row shows its progress or why it failed.
 */

export type UploadStatus = "waiting" | "uploading" | "adding" | "done" | "failed";

export interface UploadRow {
  key: number;
  name: string;
  size: number;
  percent: number;
  status: UploadStatus;
  message?: string;
  /** The helper's busy text: 正在计算MD5 / 正在上传文件… */
  busy?: string | null;
}

const IMAGE_NAME = /\.(png|jpe?g|bmp|webp)$/i;
export const IMAGE_ACCEPT = ".png,.jpg,.jpeg,.bmp,.webp,image/png,image/jpeg,image/bmp,image/webp";

export function useImageUpload(target: { dataSetId: number; versionId: number } | null, onAdded: () => void) {
  const core = useCore();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(1);
  const running = useRef(false);
  const queue = useRef<{ key: number; file: File; dataSetId: number; versionId: number }[]>([]);

  const patch = (key: number, change: Partial<UploadRow>) =>
    setRows((prev) => prev.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let added = 0;
    const service = core.plugins.getService(STORAGE_CHUNK_UPLOAD);
    while (queue.current.length) {
      const job = queue.current.shift()!;
      if (!service) {
        patch(job.key, { status: "failed", message: t("chunkUpload.failed") });
        continue;
      }
      patch(job.key, { status: "uploading" });
      const result = await service.upload(job.file, {
        onProgress: (percent) => patch(job.key, { percent }),
        onBusy: (busy) => patch(job.key, { busy }),
      });
      if (result.status !== "done") {
        patch(job.key, { status: "failed", message: t("chunkUpload.failed") });
        continue;
      }
      patch(job.key, { status: "adding", percent: 100 });
      try {
        await addUploadedImages(core.http, job.dataSetId, job.versionId, [String(result.ref)]);
        patch(job.key, { status: "done" });
        added++;
        onAdded();
      } catch (error) {
        const message = axios.isAxiosError(error) ? serverMessageOf(error.response?.data) : undefined;
        patch(job.key, { status: "failed", message: message ?? t("upload.failed") });
      }
    }
    running.current = false;
    if (added) core.bus.emit("datasets", "ui.tip", { intent: "success", message: t("upload.success") });
  }, [core, onAdded]);

  const start = useCallback(
    (files: File[]) => {
      if (!target || !files.length) return;
      const fresh: UploadRow[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const isImage = file.type.startsWith("image/") || IMAGE_NAME.test(file.name);
        fresh.push({
          key,
          name: file.name,
          size: file.size,
          percent: 0,
          status: isImage ? "waiting" : "failed",
          message: isImage ? undefined : datasetsText("notImage", { name: file.name }),
        });
        if (isImage) queue.current.push({ key, file, ...target });
      }
      setRows((prev) => [...fresh, ...prev]);
      void drain();
    },
    [target, drain],
  );

  const clear = useCallback(
    () => setRows((prev) => prev.filter((row) => !["done", "failed"].includes(row.status))),
    [],
  );
  return { rows, start, clear };
}
