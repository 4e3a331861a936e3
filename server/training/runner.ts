import fs from "node:fs";
import { NO_FOLLOW } from "./jsonFile";

/** What a run asks of the machine; Slurm turns these into --cpus-per-task, --mem and --time. */
export interface RunResources {
  cores: number;
  memoryGb: number;
  hours: number;
}

/** Everything a runner needs to start the trainer on a prepared job folder. */
export interface RunSpec {
  runId: number;
  /** A short name for the scheduler (Slurm's --job-name). */
  name: string;
  /** Holds job.json (the trainer's outputs go to the job's outputDir, the run folder). */
  jobDir: string;
  /** The trainer's stdout and stderr go here (Slurm's --output). */
  logPath: string;
  resources: RunResources;
  /** An algorithm package to run instead of the built-in trainer program (docs/algorithm-packages.md). */
  package?: PackageLaunch;
}

/** How to start an algorithm package on a prepared job: its folder, entrypoint and the run's folders. */
export interface PackageLaunch {
  /** The package's folder (the job's private copy); the working folder of the run. */
  dir: string;
  /** The entrypoint in words, the runtime first (`python3 train.py`); params.json is appended. */
  entrypoint: string[];
  /** The platform's own packages run as plain child processes; a user's only in the sandbox. */
  builtin: boolean;
  /** Holds params.json and the exported dataset (read-only to the package). */
  inputDir: string;
  paramsFile: string;
  /** The run folder (writable): metrics.json, model.onnx, model.json, steps.jsonl. */
  outputDir: string;
  /** More environment for the platform's own packages (the built-in trainers' pause between lines). */
  env?: Record<string, string>;
}

export type RunnerKind = "local" | "slurm";

/** A submitted run as the runner knows it; plain data, stored with the run so a restart can find it. */
export interface RunHandle {
  kind: RunnerKind;
  /** The runner's own id: `local-<runId>` or Slurm's job id. */
  jobId: string;
  jobDir: string;
  logPath: string;
}

/** Where the run is, as the runner sees it ("unknown": the runner has no record of it). */
export type RunnerState = "queued" | "running" | "succeeded" | "failed" | "terminated" | "unknown";

export interface RunnerStatus {
  state: RunnerState;
  /** Why it failed (or, while queued, why it waits), in words for the user. */
  reason?: string;
  exitCode?: number | null;
  /** Epoch milliseconds, when the runner knows them. */
  startedAt?: number;
  endedAt?: number;
  /** 1 for the next to start, while queued by the local runner. */
  queuePosition?: number;
}

/**
 * Runs trainer jobs somewhere: child processes of this server (LocalRunner) or a Slurm cluster
 * (SlurmRunner). The training service polls `status`; runners never touch the database.
 */
export interface Runner {
  readonly kind: RunnerKind;
  submit(spec: RunSpec): Promise<RunHandle>;
  status(handle: RunHandle): Promise<RunnerStatus>;
  /** Asks the run to stop (dequeue, or SIGTERM then SIGKILL); `status` reports "terminated" once it has. */
  terminate(handle: RunHandle): Promise<void>;
  logPath(handle: RunHandle): string;
  /**
   * After a server restart, for a run a previous process left unfinished: "following" when the runner
   * can still report on it (a Slurm job lives on), "lost" when it cannot (a local child is stopped).
   */
  recover(handle: RunHandle): Promise<"following" | "lost">;
  /** Stops what this process started and must not outlive it; Slurm jobs are left to the cluster. */
  close(): Promise<void>;
}

const TAIL_BYTES = 8192;

/** The trainer's reason for failing: the text of its last `error: …` line, if the log has one. */
export function failureFromLog(logPath: string): string | undefined {
  let text: string;
  try {
    const fd = fs.openSync(logPath, NO_FOLLOW.read);
    try {
      const size = fs.fstatSync(fd).size;
      const start = Math.max(0, size - TAIL_BYTES);
      const buffer = Buffer.alloc(size - start);
      fs.readSync(fd, buffer, 0, buffer.length, start);
      text = buffer.toString("utf8");
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const line = text
    .split("\n")
    .reverse()
    .find((candidate) => candidate.startsWith("error: "));
  return line?.slice("error: ".length).trim() || undefined;
}
