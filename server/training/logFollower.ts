import fs from "node:fs";
import { NO_FOLLOW } from "./jsonFile";
import type { LogLine } from "../../src/contracts/trainingTasks";

/** One line of a run's log (the contract's), numbered from 1 so a client can resume after the last one it saw. */
export type { LogLine };

const CHUNK = 1 << 20;
const NEWLINE = 0x0a;
/** Every MARK_EVERY lines the follower remembers where the line starts, so a reader can seek there. */
const MARK_EVERY = 1000;

const decode = (bytes: Buffer) => bytes.toString("utf8").replace(/\r$/, "");

/**
 * Follows a log file as it grows: each `poll` reads the bytes added since the last one and hands out
 * the complete lines (a line still being written waits for its newline, or for `poll(true)` at the end).
 */
export class LogFollower {
  lineCount = 0;
  private offset = 0;
  private partial = Buffer.alloc(0);
  /** marks[k]: byte offset where line k × MARK_EVERY + 1 starts. */
  readonly marks: number[] = [0];

  constructor(
    readonly path: string,
    private readonly onLine: (line: LogLine) => void,
  ) {}

  /** Reads what was appended; `final` also hands out a last line without a newline. Returns lines read. */
  poll(final = false): number {
    const before = this.lineCount;
    let fd: number;
    try {
      fd = fs.openSync(this.path, NO_FOLLOW.read);
    } catch {
      return 0;
    }
    try {
      const buffer = Buffer.alloc(CHUNK);
      for (;;) {
        const read = fs.readSync(fd, buffer, 0, CHUNK, this.offset);
        if (read <= 0) break;
        this.consume(buffer.subarray(0, read));
      }
    } finally {
      fs.closeSync(fd);
    }
    if (final && this.partial.length) {
      this.emit(this.partial);
      this.partial = Buffer.alloc(0);
    }
    return this.lineCount - before;
  }

  private consume(chunk: Buffer) {
    const lineStart = this.offset - this.partial.length;
    this.offset += chunk.length;
    let data = this.partial.length ? Buffer.concat([this.partial, chunk]) : chunk;
    let start = 0;
    let at: number;
    while ((at = data.indexOf(NEWLINE, start)) >= 0) {
      if (this.lineCount % MARK_EVERY === 0 && this.lineCount > 0) this.marks.push(lineStart + start);
      this.emit(data.subarray(start, at));
      start = at + 1;
    }
    data = data.subarray(start);
    this.partial = Buffer.from(data);
  }

  private emit(bytes: Buffer) {
    this.lineCount += 1;
    this.onLine({ n: this.lineCount, text: decode(bytes) });
  }
}

/**
 * Lines `fromLine` … `fromLine + limit - 1` of a log file (fewer at its end; a last line without a
 * newline counts). `marks` (a follower's) lets the read start near `fromLine` instead of at the top.
 */
export function readLogLines(
  path: string,
  fromLine: number,
  limit: number,
  marks: readonly number[] = [0],
): LogLine[] {
  const lines: LogLine[] = [];
  if (limit <= 0) return lines;
  let fd: number;
  try {
    fd = fs.openSync(path, NO_FOLLOW.read);
  } catch {
    return lines;
  }
  try {
    const mark = Math.min(marks.length - 1, Math.floor((Math.max(1, fromLine) - 1) / MARK_EVERY));
    let n = mark * MARK_EVERY;
    let position = marks[mark]!;
    let partial = Buffer.alloc(0);
    const buffer = Buffer.alloc(CHUNK);
    const take = (bytes: Buffer) => {
      n += 1;
      if (n >= fromLine) lines.push({ n, text: decode(bytes) });
      return lines.length >= limit;
    };
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, CHUNK, position);
      if (read <= 0) break;
      position += read;
      const data = partial.length
        ? Buffer.concat([partial, buffer.subarray(0, read)])
        : buffer.subarray(0, read);
      let start = 0;
      let at: number;
      while ((at = data.indexOf(NEWLINE, start)) >= 0) {
        if (take(data.subarray(start, at))) return lines;
        start = at + 1;
      }
      partial = Buffer.from(data.subarray(start));
    }
    if (partial.length) take(partial);
    return lines;
  } finally {
    fs.closeSync(fd);
  }
}
