import { Type as T } from "@sinclair/typebox";

/**
 * Characters a name (a file, a folder, a dataset, a label, a task, a role, a title…) may not hold: NUL
 * and the other control characters (newlines and tabs among them), DEL, and the invisible marks that
 * reorder text (U+200E/F, U+202A–U+202E, U+2066–U+2069: `invoice\u202Etxt.exe` shows as
 * `invoiceexe.txt`). One class, read by the schemas' Name type (a `pattern`) and by the storage and
 * upload checks of file names.
 */
const UNSAFE_CLASS = "\\u0000-\\u001f\\u007f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";

/** A JSON-schema pattern (ajv compiles it with the `u` flag) that a safe name matches whole. */
export const SAFE_NAME_PATTERN = `^[^${UNSAFE_CLASS}]*$`;

const UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`, "u");

export const hasUnsafeCharacters = (text: string): boolean => UNSAFE.test(text);

/** The refusal text for a name with such a character. */
export const unsafeNameText = (label: string) => `${label}不能包含控制字符、换行或文字方向符`;

/**
 * A name a user gives (shared by the server's schemas and the contracts): at most `max` characters,
 * none of the unsafe ones; `x-name` makes the validator answer `unsafeNameText(label)`.
 */
export const Name = (max: number, label = "名称", message?: string) =>
  T.String({
    maxLength: max,
    pattern: SAFE_NAME_PATTERN,
    "x-name": label,
    ...(message ? { "x-message": message } : {}),
  });

/**
 * A field over its limit, as a refusal says it without its form: the label, then the list kit's
 * 'limited to {n} characters' (src/ui/kit/list/listMessages.ts maxLength; ai-domain §5).
 */
export const tooLongText = (label: string, n: number) => `${label}最多输入${n}个字符`;
