import type { RunSpec, RunnerState } from "./runner";
import type { TrainerCommand } from "./trainerCommand";

/** Quotes a word for bash: single quotes, with any single quote closed, escaped and reopened. */
export const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** Slurm's D-HH:MM:SS for a number of hours (whole minutes, at least one). */
export function slurmTime(hours: number): string {
  const minutes = Math.max(1, Math.ceil(hours * 60));
  const days = Math.floor(minutes / 1440);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${days}-${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}:00`;
}

export interface BatchOptions {
  partition?: string;
  account?: string;
  /** More #SBATCH options, each like "--gres=gpu:1" or "--qos=normal". */
  extraDirectives?: string[];
}

/** The batch script for a run: #SBATCH lines from its resources, then the trainer command. */
export function batchScript(
  spec: RunSpec,
  command: TrainerCommand & { env?: Record<string, string> },
  options: BatchOptions = {},
): string {
  const { cores, memoryGb, hours } = spec.resources;
  const directives = [
    `--job-name=${spec.name.replace(/[^A-Za-z0-9_.-]/g, "_")}`,
    `--output=${spec.logPath}`,
    "--ntasks=1",
    `--cpus-per-task=${cores}`,
    `--mem=${Math.ceil(memoryGb * 1024)}M`,
    `--time=${slurmTime(hours)}`,
    ...(options.partition ? [`--partition=${options.partition}`] : []),
    ...(options.account ? [`--account=${options.account}`] : []),
    ...(options.extraDirectives ?? []),
  ];
  return [
    "#!/bin/bash",
    ...directives.map((directive) => `#SBATCH ${directive}`),
    "",
    `cd ${shellQuote(command.cwd)}`,
    ...Object.entries(command.env ?? {}).map(([key, value]) => `export ${key}=${shellQuote(value)}`),
    `exec ${[command.command, ...command.args].map(shellQuote).join(" ")}`,
    "",
  ].join("\n");
}

const QUEUED = ["PENDING", "REQUEUED", "REQUEUE_HOLD", "REQUEUE_FED", "RESV_DEL_HOLD", "CONFIGURING"];
const RUNNING = ["RUNNING", "COMPLETING", "SUSPENDED", "STOPPED", "SIGNALING", "STAGE_OUT", "RESIZING"];

/** A Slurm job state (squeue %T, sacct State; "CANCELLED by 1000" counts as CANCELLED) as a runner state. */
export function runnerState(slurmState: string): RunnerState {
  const state = slurmState.trim().split(/\s+/)[0]!.replace(/\+$/, "").toUpperCase();
  if (QUEUED.includes(state)) return "queued";
  if (RUNNING.includes(state)) return "running";
  if (state === "COMPLETED") return "succeeded";
  if (state === "CANCELLED") return "terminated";
  if (!state) return "unknown";
  return "failed";
}

/** sacct's Start/End ("2025-01-06T09:00:00", local time) in epoch ms; undefined for Unknown/None. */
export function slurmTimestamp(text: string | undefined): number | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

/** sacct's ExitCode "code:signal" as the code (null when unreadable). */
export function slurmExitCode(text: string | undefined): number | null {
  const match = /^(\d+):(\d+)$/.exec(text?.trim() ?? "");
  return match ? Number(match[1]) : null;
}
