/**
 * Characters a name (a file, a folder, a dataset, a label…) may not hold: NUL and the other control
 * characters (newlines and tabs among them), DEL, and the invisible marks that reorder text (U+200E/F,
 * U+202A–U+202E, U+2066–U+2069: `invoice\u202Etxt.exe` shows as `invoiceexe.txt`).
 */
const unsafe = (code: number): boolean =>
  code < 0x20 ||
  code === 0x7f ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

export const hasUnsafeCharacters = (text: string): boolean =>
  [...text].some((char) => unsafe(char.codePointAt(0) ?? 0));

/** The refusal text for a name with such a character. */
export const unsafeNameText = (label: string) => `${label}不能包含控制字符、换行或文字方向符`;
