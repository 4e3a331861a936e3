const installed = new WeakSet<Window>();

/**
 * jsdom 26 follows a hyperlink when an `<a>` without `href` is clicked: it resolves the empty href
 * to the document's address without its fragment and navigates there, which empties the location
 * hash. Browsers do nothing (HTML: an `a` without `href` has no activation behaviour). Blueprint's
 * MenuItem is such an anchor, so every menu click would throw the hash router back to "/".
 * Cancelling the click after it has bubbled keeps the browser's behaviour; handlers still run.
 */
export function preventHreflessAnchorNavigation(win: Window = window): void {
  if (installed.has(win) || !/jsdom/i.test(win.navigator.userAgent)) return;
  installed.add(win);
  win.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const anchor = typeof target?.closest === "function" ? target.closest("a") : null;
    if (anchor && !anchor.hasAttribute("href")) event.preventDefault();
  });
}
