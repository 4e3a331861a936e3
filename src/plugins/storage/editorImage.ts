import { STORAGE_API, STORAGE } from "../../contracts/storage";
import type { AxiosInstance } from "axios";

/**
 * The rich-text editor's media helper (storage spec §5, §7): an image under 524288 bytes is embedded
 * as a base64 data URL; a larger one goes to /api/upload-image and a video to /api/upload, unless a
 * custom handler replaces both. The answer's URL (`data.url`) is what the editor inserts.
 */

export type EditorMediaKind = "image" | "video";
export type EditorUploadHandler = (file: Blob, kind: EditorMediaKind) => Promise<string>;

interface EditorUploadReply {
  code?: number;
  errno?: number;
  message?: string;
  data?: { url?: string } | string;
}

export const embedsAsBase64 = (file: Blob): boolean => file.size < STORAGE.editorBase64MaxBytes;

/** A data URL of the file (read once: it is under the base64 limit). */
export async function dataUrlOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || "application/octet-stream"};base64,${btoa(binary)}`;
}

export async function uploadEditorMedia(
  http: AxiosInstance,
  file: Blob,
  kind: EditorMediaKind,
): Promise<string> {
  const form = new FormData();
  form.append("file", file, (file as Blob & { name?: string }).name ?? "blob");
  const { data } = await http.post<EditorUploadReply>(
    kind === "image" ? STORAGE_API.editorUploadImage : STORAGE_API.editorUploadVideo,
    form,
    { hideSuccessTip: true },
  );
  const url = typeof data.data === "string" ? data.data : data.data?.url;
  if ((data.code !== undefined && data.code !== 200) || !url)
    throw new Error(data.message || "upload failed");
  return url;
}

/** The URL the editor inserts for an image: base64 when small, else the custom handler or the upload. */
export async function editorImage(
  http: AxiosInstance,
  file: Blob,
  custom?: EditorUploadHandler,
): Promise<string> {
  if (embedsAsBase64(file)) return dataUrlOf(file);
  return custom ? custom(file, "image") : uploadEditorMedia(http, file, "image");
}

/** The URL the editor inserts for a video: the custom handler or /api/upload. */
export async function editorVideo(
  http: AxiosInstance,
  file: Blob,
  custom?: EditorUploadHandler,
): Promise<string> {
  return custom ? custom(file, "video") : uploadEditorMedia(http, file, "video");
}
