/** The spec's image upload rules (shell spec §5, §9): png, jpg or jpeg, at most 500 kb, one image. */
export const IMAGE_RULES = { formats: ["png", "jpg", "jpeg"], maxKb: 500, limit: 1 } as const;

export const IMAGE_TEXT = {
  format: `请上传以下文件格式：${IMAGE_RULES.formats.join(",")}`,
  size: `文件大小限制：${IMAGE_RULES.maxKb}kb`,
  count: `图片上传单次不能超过${IMAGE_RULES.limit}张!`,
} as const;

/** The first broken rule's message for the chosen files, or null when one acceptable image is chosen. */
export function checkImage(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > IMAGE_RULES.limit) return IMAGE_TEXT.count;
  const file = files[0];
  if (!file) return null;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(IMAGE_RULES.formats as readonly string[]).includes(extension)) return IMAGE_TEXT.format;
  if (file.size > IMAGE_RULES.maxKb * 1024) return IMAGE_TEXT.size;
  return null;
}

/** The image as a data URL (image/png or image/jpeg, by its extension). */
export function readImage(file: File): Promise<string> {
  const type = file.name.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg";
  return file.arrayBuffer().then((buffer) => {
    let binary = "";
    const bytes = new Uint8Array(buffer);
    for (let at = 0; at < bytes.length; at += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return `data:${type};base64,${btoa(binary)}`;
  });
}
