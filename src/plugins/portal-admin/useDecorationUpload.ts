import { useCallback } from "react";
import { usePlugins } from "../../ui/CoreContext";
import { STORAGE_CHUNK_UPLOAD } from "../shared/chunkUpload";
import { fileAddress } from "./api";

/**
 * Uploads a picture through the shared decoration chunk endpoint (spec §7:
 * /api/ai-cloud-platform/v1/decoration/file/chunkUpload, no success toast; the storage plugin's
 * service) and answers its public address; null when the service is off or the upload failed (the
 * service has shown 文件上传失败，请稍后重试).
 */
export function useDecorationUpload(): ((file: File) => Promise<string | null>) | null {
  const service = usePlugins().getService(STORAGE_CHUNK_UPLOAD);
  const upload = useCallback(
    async (file: File) => {
      if (!service) return null;
      const result = await service.upload(file, { filename: file.name });
      return result.status === "done" ? fileAddress(String(result.ref)) : null;
    },
    [service],
  );
  return service ? upload : null;
}
