import { EMBED_LIMIT_BYTES } from "../../contracts/portal";

/** Spec §9: an editor image of up to this many bytes is embedded as base64; a larger one is uploaded. */
export { EMBED_LIMIT_BYTES };

export interface ImageRuleDeps {
  /** The file as a data: URL. */
  readDataUrl(file: File): Promise<string>;
  /** Uploads through the decoration chunk endpoint (no success toast); the picture's address, or null when it failed. */
  upload(file: File): Promise<string | null>;
}

/** Where the editor's picture comes from: embedded under the limit, uploaded above it (null: the upload failed). */
export async function editorImageSource(
  file: File,
  deps: ImageRuleDeps,
): Promise<{ src: string; uploaded: boolean } | null> {
  if (file.size <= EMBED_LIMIT_BYTES) return { src: await deps.readDataUrl(file), uploaded: false };
  const src = await deps.upload(file);
  return src ? { src, uploaded: true } : null;
}

export const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
