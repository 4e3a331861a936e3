/** Calls of one service that may wait for a free instance, per instance; more are refused (429). */
export const WAITING_PER_INSTANCE = 16;

interface Line {
  running: number;
  waiting: (() => void)[];
}

/**
 * A service's instances are how many of its predictions run at once, as so many replicas each working
 * on one image would (the prediction pool is shared by every service: a service of one instance cannot
 * take more than one worker, so its large images hold up only its own calls). A call beyond them waits
 * in the service's line, first come first served; `acquire` answers undefined when the line is full.
 */
export class InstanceSlots {
  private readonly lines = new Map<number, Line>();

  /** A running slot of the service (call the answered release when done), or undefined: the line is full. */
  async acquire(serviceId: number, instances: number): Promise<(() => void) | undefined> {
    let line = this.lines.get(serviceId);
    if (!line) this.lines.set(serviceId, (line = { running: 0, waiting: [] }));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.release(serviceId);
    };
    if (line.running < instances) {
      line.running += 1;
      return release;
    }
    if (line.waiting.length >= instances * WAITING_PER_INSTANCE) return undefined;
    // The releasing call hands its slot over: `running` stays as it is.
    await new Promise<void>((resolve) => line.waiting.push(resolve));
    return release;
  }

  /** Calls of the service running and waiting now. */
  load(serviceId: number): { running: number; waiting: number } {
    const line = this.lines.get(serviceId);
    return { running: line?.running ?? 0, waiting: line?.waiting.length ?? 0 };
  }

  private release(serviceId: number): void {
    const line = this.lines.get(serviceId);
    if (!line) return;
    const next = line.waiting.shift();
    if (next) return next();
    line.running -= 1;
    if (line.running <= 0) this.lines.delete(serviceId);
  }
}
