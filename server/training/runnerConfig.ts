import path from "node:path";
import type { Db } from "../lib/db";
import { LocalRunner } from "./localRunner";
import type { Runner } from "./runner";
import { SlurmRunner } from "./slurmRunner";
import { trainerCommand, type TrainerCommand } from "./trainerCommand";
import { TrainingService } from "./trainingService";

/** Settings the training engine reads from the environment (README and docs/training-engine.md). */
export interface TrainingSettings {
  runner: Runner;
  pollMs: number;
  stepDelayMs: number;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, not "${raw}"`);
  return value;
}

/**
 * TRAINING_RUNNER=local (default) or slurm.
 * local: TRAINING_MAX_CONCURRENT (2), TRAINING_KILL_GRACE_MS (5000).
 * slurm: SLURM_BIN_DIR (sbatch, squeue, sacct, scancel; default PATH), SLURM_PARTITION, SLURM_ACCOUNT,
 *   SLURM_EXTRA_DIRECTIVES ("--gres=gpu:1;--qos=normal"), TRAINING_NODE and TRAINING_APP_DIR (node and
 *   this app's folder as the compute nodes see them; default this machine's).
 * Both: TRAINING_POLL_MS (500), TRAINING_STEP_DELAY_MS (300).
 */
export function trainingSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  /** The program a local run starts instead of the trainer (the log bench's line writer). */
  localCommand?: (jobDir: string) => TrainerCommand,
): TrainingSettings {
  const kind = env.TRAINING_RUNNER?.trim() || "local";
  let runner: Runner;
  if (kind === "local")
    runner = new LocalRunner({
      maxConcurrent: number(env, "TRAINING_MAX_CONCURRENT", 2),
      killGraceMs: number(env, "TRAINING_KILL_GRACE_MS", 5000),
      ...(localCommand ? { command: localCommand } : {}),
    });
  else if (kind === "slurm")
    runner = new SlurmRunner({
      binDir: env.SLURM_BIN_DIR ? path.resolve(env.SLURM_BIN_DIR) : undefined,
      partition: env.SLURM_PARTITION || undefined,
      account: env.SLURM_ACCOUNT || undefined,
      extraDirectives: env.SLURM_EXTRA_DIRECTIVES?.split(";")
        .map((directive) => directive.trim())
        .filter(Boolean),
      node: env.TRAINING_NODE || undefined,
      appDir: env.TRAINING_APP_DIR || undefined,
      command: (jobDir) =>
        trainerCommand(jobDir, {
          node: env.TRAINING_NODE || undefined,
          appDir: env.TRAINING_APP_DIR || undefined,
        }),
    });
  else throw new Error(`TRAINING_RUNNER must be "local" or "slurm", not "${kind}"`);
  return {
    runner,
    pollMs: number(env, "TRAINING_POLL_MS", 500),
    stepDelayMs: number(env, "TRAINING_STEP_DELAY_MS", 300),
  };
}

/**
 * The training service as the server starts it: runner and timings from the environment, storage under
 * `{dataDir}/storage`. Call `start()` once listening and `close()` when the server closes.
 */
export function trainingServiceFromEnv(
  db: Db,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  onError?: (error: unknown, runId: number) => void,
  localCommand?: (jobDir: string) => TrainerCommand,
): TrainingService {
  const settings = trainingSettingsFromEnv(env, localCommand);
  return new TrainingService({ db, dataDir, ...settings, onError });
}
