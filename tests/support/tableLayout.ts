/**
 * jsdom lays nothing out, so Blueprint's Table2 sees a 0×0 viewport and renders only the first
 * columns. This gives its scroll containers the size of a desktop window (1600×800) for the tests
 * of a file; every other element keeps jsdom's 0.
 */
export function layOutTablesLikeADesktop(): void {
  const SCROLL_CONTAINER = "bp6-table-quadrant-scroll-container";
  for (const [property, size] of [
    ["clientWidth", 1600],
    ["clientHeight", 800],
  ] as const) {
    const jsdom = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains(SCROLL_CONTAINER) ? size : (jsdom?.get?.call(this) ?? 0);
      },
    });
  }
}
