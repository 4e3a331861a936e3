/**
 * A preview page of a file (storage spec §7: `view?size=4096&page=N`), cut on character boundaries:
 * page N holds the characters whose first byte lies in bytes [(N-1)·size, N·size). The read is the
 * page's bytes plus at most 3 bytes to finish its last UTF-8 character; the first bytes of a page that
 * continue the previous page's last character are left to that page. So no page starts or ends with
 * half a character (a Chinese character is 3 bytes: 4096 is not a multiple of it).
 *
 * A page that is not text (a NUL byte, or bytes that are not UTF-8) is marked `Binary` with no body:
 * the client says it cannot be previewed instead of showing raw bytes.
 */
export interface TextPage {
  Body: string;
  /** The file's size in bytes. */
  Size: number;
  Binary: boolean;
}

/** Bytes a UTF-8 character may take beyond its first. */
export const UTF8_TAIL = 3;
const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;
const strict = new TextDecoder("utf-8", { fatal: true });

/**
 * `bytes`: what was read from the page's start, the page's `size` and up to UTF8_TAIL more; `first`:
 * the page starts the file (nothing before it to continue).
 */
export function cutPage(bytes: Uint8Array, size: number, first: boolean): { body: string; binary: boolean } {
  let start = 0;
  if (!first) while (start < UTF8_TAIL && start < bytes.length && isContinuation(bytes[start]!)) start += 1;
  let end = Math.min(size, bytes.length);
  while (end < bytes.length && isContinuation(bytes[end]!)) end += 1;
  const page = bytes.subarray(start, end);
  if (page.includes(0)) return { body: "", binary: true };
  try {
    return { body: strict.decode(page), binary: false };
  } catch {
    return { body: "", binary: true };
  }
}
