import { filter, Observable, Subject } from "rxjs";
import { LogFollower, readLogLines, type LogLine } from "./logFollower";
import type { LogPage } from "../../src/contracts/trainingTasks";

/** A page of a run's log (the contract's shape). */
export type { LogPage };

interface Tail {
  follower: LogFollower;
  lines: Subject<LogLine>;
}

/**
 * The logs of runs: a follower per unfinished run hands new lines to subscribers; finished runs are
 * read from their file. Line numbers start at 1 and never change, so readers resume by number.
 */
export class RunLogs {
  private readonly tails = new Map<number, Tail>();

  /** Starts following a run's log (once); returns how many lines it has seen. */
  follow(runId: number, logPath: string): number {
    let tail = this.tails.get(runId);
    if (!tail) {
      const lines = new Subject<LogLine>();
      tail = { follower: new LogFollower(logPath, (line) => lines.next(line)), lines };
      this.tails.set(runId, tail);
    }
    tail.follower.poll();
    return tail.follower.lineCount;
  }

  /** The run is over: hands out its last lines (one without a newline too) and completes its streams. */
  finish(runId: number): void {
    const tail = this.tails.get(runId);
    if (!tail) return;
    tail.follower.poll(true);
    tail.lines.complete();
    this.tails.delete(runId);
  }

  /** Lines `fromLine` … of the log, at most `limit`: while followed, only lines already handed out. */
  page(runId: number, logPath: string, fromLine: number, limit: number, ended: boolean): LogPage {
    const tail = this.tails.get(runId);
    const start = Math.max(1, Math.floor(fromLine));
    const upTo = tail ? tail.follower.lineCount : Infinity;
    const lines = readLogLines(
      logPath,
      start,
      Math.max(0, Math.min(limit, upTo - start + 1)),
      tail?.follower.marks,
    );
    const nextLine = lines.length ? lines[lines.length - 1]!.n + 1 : start;
    return { lines, nextLine, complete: !tail && ended && lines.length < limit };
  }

  /** The lines from `fromLine` on: those written so far, then each new one; completes when the run ends. */
  lines(runId: number, logPath: string, fromLine: number): Observable<LogLine> {
    return new Observable<LogLine>((subscriber) => {
      const tail = this.tails.get(runId);
      const start = Math.max(1, Math.floor(fromLine));
      const upTo = tail ? tail.follower.lineCount : Infinity;
      // Read and subscribe in one synchronous step: no line can be handed out in between.
      for (const line of readLogLines(logPath, start, upTo - start + 1, tail?.follower.marks))
        subscriber.next(line);
      if (!tail) return subscriber.complete();
      const live = tail.lines.pipe(filter((line) => line.n >= start)).subscribe(subscriber);
      return () => live.unsubscribe();
    });
  }

  close(): void {
    for (const tail of this.tails.values()) tail.lines.complete();
    this.tails.clear();
  }
}
