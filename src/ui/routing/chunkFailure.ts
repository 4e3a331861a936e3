/**
 * A page part (a code chunk) that fails to load: the server is down (show an offline state and let
 * the user retry), or a new build replaced the chunk (reload once, spec §2). Telling them apart needs
 * the server: if index.html does not answer, the server is unreachable; if it answers but the chunk
 * is gone (404, or the single-page fallback's HTML instead of code), a new build is in place.
 */

const RELOAD_FLAG = "ws.chunkReloadedFor";
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Loading chunk|ChunkLoadError|Unable to preload CSS/i;
const CHUNK_URL = /((?:https?:\/\/[^\s'"]+)?\/[^\s'"]+\.(?:m?js|css))/;

export type ChunkFailure = "offline" | "replaced" | "transient";

/** Reloads the page; tests replace `reload`. */
export const pageReload = { reload: () => location.reload() };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function isChunkError(error: unknown): boolean {
  return CHUNK_ERROR.test(messageOf(error));
}

/** The chunk's address, when the browser names it (Chromium and Firefox do). */
export function chunkUrlOf(error: unknown): string | null {
  return CHUNK_URL.exec(messageOf(error))?.[1] ?? null;
}

/** Asks the server why a chunk failed: unreachable, replaced by a new build, or a passing failure. */
export async function diagnoseChunkFailure(
  error: unknown,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<ChunkFailure> {
  try {
    const page = await fetchImpl(location.pathname || "/", { cache: "no-store" });
    if (!page.ok) return "offline";
  } catch {
    return "offline";
  }
  const url = chunkUrlOf(error);
  if (!url) return "replaced";
  try {
    const chunk = await fetchImpl(url, { cache: "no-store" });
    const type = chunk.headers.get("content-type") ?? "";
    return chunk.ok && /javascript|css/.test(type) ? "transient" : "replaced";
  } catch {
    return "offline";
  }
}

/** Reloads the page for `key` unless it was already reloaded for it; true when it reloads. */
export function reloadOnce(key: string, reload: () => void = pageReload.reload): boolean {
  if (sessionStorage.getItem(RELOAD_FLAG) === key) return false;
  sessionStorage.setItem(RELOAD_FLAG, key);
  reload();
  return true;
}

/** A page part that fails to load after a redeploy reloads the page, once (spec §2). */
export function reloadOnceForChunkError(
  error: unknown,
  key: string,
  reload: () => void = pageReload.reload,
): boolean {
  return isChunkError(error) && reloadOnce(key, reload);
}

/** Loaded: a later redeploy may reload the page once more for this route. */
export function clearReloadMark(key: string): void {
  if (sessionStorage.getItem(RELOAD_FLAG) === key) sessionStorage.removeItem(RELOAD_FLAG);
}

/**
 * Before a retry: stylesheets that failed stay in the document, and Vite's preloader skips a
 * stylesheet that is already there; removed, they are fetched again.
 */
export function dropFailedStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.sheet) link.remove();
  }
}
