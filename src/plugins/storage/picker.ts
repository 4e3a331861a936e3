import { STORAGE } from "../../contracts/storage";
import { t } from "../../core/messages";

/**
 * Validation of the file picker dialog's confirm (storage spec §5), pure: the selection in, the
 * message to show out (null: the file may be handed back).
 */

export type PickerType = "image" | "zip" | "tar" | "text" | "audio" | "MATLAB" | "all";

/** Allowed extensions per picker type, verbatim from the spec (MATLAB's `mdl` has no dot there). */
export const PICKER_FORMATS: Record<PickerType, readonly string[] | "any"> = {
  image: [".jpg", ".jpeg", ".png"],
  zip: [".zip"],
  tar: [".tar"],
  text: [".txt"],
  audio: [".mp3"],
  MATLAB: [".m", ".mat", ".mex", ".fig", "mdl", ".s"],
  all: "any",
};

export const PICKER_TYPES = Object.keys(PICKER_FORMATS) as PickerType[];

/** A row of the picker's table: `type` is 'file'/'folder', or 0 for a file and anything else a folder. */
export interface PickerRow {
  name: string;
  type: string | number;
  size: number;
}

export const isFileRow = (row: Pick<PickerRow, "type">): boolean =>
  row.type === "file" || row.type === 0 || row.type === "0";

/** `.ext` of a name in lower case, or "" when the name has none (`README`, `.bashrc`, `name.`). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 && dot < base.length - 1 ? base.slice(dot).toLowerCase() : "";
}

/** The list as the message shows it. */
export const formatsText = (type: PickerType): string => {
  const formats = PICKER_FORMATS[type];
  return formats === "any" ? "" : formats.join(",");
};

/**
 * Why the selection cannot be confirmed, or null. The size limit (10 MB) applies to the image picker
 * and is skipped when the extension text contains zip.
 */
export function validatePick(type: PickerType, selection: PickerRow | null | undefined): string | null {
  if (!selection) return t("picker.noSelection");
  if (!isFileRow(selection)) return t("picker.notFile");
  const extension = extensionOf(selection.name);
  if (!extension) return t("picker.noExtension");
  const formats = PICKER_FORMATS[type];
  // Entries are compared without their leading dot, so the spec's `mdl` admits `.mdl` files too.
  if (formats !== "any" && !formats.some((format) => format.replace(/^\./, "") === extension.slice(1)))
    return t("picker.wrongFormat", { formats: formatsText(type) });
  if (type === "image" && !extension.includes("zip") && selection.size > STORAGE.imagePickerMaxBytes)
    return t("picker.tooLarge");
  return null;
}
