/**
 * The lines of one run's log as the screen holds them: numbered from 1 without gaps, each kept once.
 * A line whose number the buffer already holds is ignored (a reconnect that overlaps), one beyond the
 * next number is refused (the caller asks again from `nextLine`). Listeners hear about appended lines
 * at most once per animation frame (`schedule`), so 100,000 lines arriving fast cost few renders.
 */
export class LogBuffer {
  private readonly texts: string[] = [];
  private readonly listeners = new Set<() => void>();
  private pending = false;
  /** Bumped on every change: a React external-store snapshot. */
  version = 0;

  constructor(
    private readonly schedule: (flush: () => void) => void = (flush) =>
      typeof requestAnimationFrame === "function" ? requestAnimationFrame(flush) : setTimeout(flush, 16),
  ) {}

  get length(): number {
    return this.texts.length;
  }

  /** The number of the next line wanted (the last held + 1). */
  get nextLine(): number {
    return this.texts.length + 1;
  }

  line(n: number): string {
    return this.texts[n - 1] ?? "";
  }

  /** Adds line `n`; false when it is out of order (a gap) — it is not kept. */
  append(n: number, text: string): boolean {
    if (n < this.nextLine) return true;
    if (n > this.nextLine) return false;
    this.texts.push(text);
    this.changed();
    return true;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    if (this.pending) return;
    this.pending = true;
    this.schedule(() => {
      this.pending = false;
      this.version += 1;
      for (const listener of this.listeners) listener();
    });
  }
}
