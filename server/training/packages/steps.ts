import fs from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { Value } from "@sinclair/typebox/value";
import { StepMetricSchema, type StepMetric } from "../../../src/contracts/algorithmPackages";
import { NO_FOLLOW } from "../jsonFile";

/** A stdout line that is a JSON object with an integer `step` (and numbers beside it), else null. */
export function parseStep(line: string): StepMetric | null {
  const text = line.trim();
  if (!text.startsWith("{") || !text.endsWith("}")) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Value.Check(StepMetricSchema, value) ? value : null;
  } catch {
    return null;
  }
}

/** Appends step lines to steps.jsonl (never through a link the user planted in their run folder). */
export function appendSteps(stepsPath: string, steps: readonly StepMetric[]): void {
  if (!steps.length) return;
  const fd = fs.openSync(stepsPath, NO_FOLLOW.append, 0o644);
  try {
    fs.writeSync(fd, steps.map((step) => `${JSON.stringify(step)}\n`).join(""));
  } finally {
    fs.closeSync(fd);
  }
}

/** Splits a stream of chunks into whole lines (a partial last line waits for the next chunk). */
export class LineSplitter {
  private rest = "";
  push(chunk: string): string[] {
    const lines = (this.rest + chunk).split("\n");
    this.rest = lines.pop() ?? "";
    return lines;
  }
  flush(): string[] {
    const last = this.rest;
    this.rest = "";
    return last ? [last] : [];
  }
}

/**
 * Follows a log file (the Slurm job's --output) from where it stopped last time and copies its step
 * lines to steps.jsonl. Started afresh (offset 0) it rewrites steps.jsonl from the whole log.
 */
export class StepExtractor {
  private offset = 0;
  private readonly lines = new LineSplitter();
  private readonly decoder = new StringDecoder("utf8");

  constructor(
    private readonly logPath: string,
    private readonly stepsPath: string,
  ) {}

  /** Reads what the log gained; `final` also takes a last line without its newline. */
  pull(final = false): void {
    let fd: number;
    try {
      fd = fs.openSync(this.logPath, NO_FOLLOW.read);
    } catch {
      return;
    }
    try {
      if (this.offset === 0) fs.rmSync(this.stepsPath, { force: true });
      const size = fs.fstatSync(fd).size;
      if (size <= this.offset && !final) return;
      const buffer = Buffer.alloc(Math.max(0, size - this.offset));
      fs.readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset = size;
      const lines = [...this.lines.push(this.decoder.write(buffer)), ...(final ? this.lines.flush() : [])];
      appendSteps(
        this.stepsPath,
        lines.map(parseStep).filter((step) => step !== null),
      );
    } finally {
      fs.closeSync(fd);
    }
  }
}
