/** The spec's image upload rules (shell spec §5, §9): png, jpg or jpeg, at most 500 kb, one image. */
export const IMAGE_RULES = { formats: ["png", "jpg", "jpeg"], maxKb: 500, limit: 1 } as const;

export const IMAGE_TEXT = {
  format: `请上传以下文件格式：${IMAGE_RULES.formats.join("、")}`,
  size: `文件大小限制：${IMAGE_RULES.maxKb}kb`,
  count: `图片上传单次不能超过${IMAGE_RULES.limit}张!`,
} as const;

/** The first broken rule's message for the chosen files, or null when one acceptable image is chosen. */
export function checkImage(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > IMAGE_RULES.limit) return IMAGE_TEXT.count;
  const file = files[0];
  if (!file) return null;
  const dot = file.name.lastIndexOf(".");
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : "";
  if (!(IMAGE_RULES.formats as readonly string[]).includes(extension)) return IMAGE_TEXT.format;
  if (file.size > IMAGE_RULES.maxKb * 1024) return IMAGE_TEXT.size;
  return null;
}

/** The image as a data URL (image/png or image/jpeg, by its extension). */
export function readImage(file: File): Promise<string> {
  const type = file.name.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg";
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve(`data:${type};base64,${text.slice(text.indexOf(",") + 1)}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error(file.name));
    reader.readAsDataURL(file);
  });
}
