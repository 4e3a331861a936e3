import { BehaviorSubject } from "rxjs";
import type { PickerType } from "./picker";

/**
 * The command "从存储选择文件…" (user menu, `storage.pickFile`): the user chooses a picker type, the file
 * picker opens with it, and the confirmed file's path is copied to the clipboard with a tip.
 */
export const PICK_FILE_COMMAND = "storage.pickFile";

/** Whether the type chooser is open (the command opens it; the plugin's overlay shows it). */
export const pickTypeChooserOpen = new BehaviorSubject(false);

/** The picker types in the order the chooser lists them, with their catalogue keys. */
export const PICK_TYPE_CHOICES: { type: PickerType; label: `pickType${string}` }[] = [
  { type: "image", label: "pickTypeImage" },
  { type: "zip", label: "pickTypeZip" },
  { type: "tar", label: "pickTypeTar" },
  { type: "text", label: "pickTypeText" },
  { type: "audio", label: "pickTypeAudio" },
  { type: "MATLAB", label: "pickTypeMatlab" },
  { type: "all", label: "pickTypeAll" },
];

/**
 * Copies a text to the clipboard: the async Clipboard API, else a hidden textarea and `execCommand`
 * (an http origin other than localhost has no `navigator.clipboard`). True when copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way.
  }
  try {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  } catch {
    return false;
  }
}
