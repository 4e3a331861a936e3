/**
 * A picture the editor inserted from the platform's own files is stored by its path, not by the
 * address the editor happened to be opened at (`http://127.0.0.1:5173/api/…` breaks under another
 * host): an `<img src>` whose path is one of the platform's API paths loses its scheme and host.
 * Pictures of other sites and embedded ones (data:) are left as they are.
 */
const OWN_IMAGE = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])https?:\/\/[^/"'\s]+(\/api\/[^"']*)\2/gi;

export function relativeOwnImages(html: string): string {
  return html.replace(
    OWN_IMAGE,
    (_whole, head: string, quote: string, path: string) => `${head}${quote}${path}${quote}`,
  );
}
