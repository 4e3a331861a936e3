import { AVATAR_RULES } from "../../contracts/userAdmin";
import { personalText } from "./messages";

/** Shell spec §5's avatar rules, in order: one image, png / jpg / jpeg, at most 500 kb. */
export function avatarProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > 1) return personalText("avatarOne");
  const file = files[0];
  if (!file) return null;
  const extension = file.name.includes(".") ? (file.name.split(".").pop()?.toLowerCase() ?? "") : "";
  if (!(AVATAR_RULES.types as readonly string[]).includes(extension)) return personalText("avatarTypes");
  if (file.size > AVATAR_RULES.maxBytes) return personalText("avatarSize");
  return null;
}

/** The image as a data URL typed by its extension (image/png or image/jpeg). */
export function readAvatar(file: File): Promise<string> {
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
