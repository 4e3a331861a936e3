import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { failureFromLog, type RunHandle, type Runner, type RunnerStatus, type RunSpec } from "./runner";
import { batchScript, runnerState, slurmExitCode, slurmTimestamp, type BatchOptions } from "./slurmText";
import { trainerCommand, type TrainerCommand } from "./trainerCommand";
import { STEPS_FILE } from "../../src/contracts/algorithmPackages";
import { packageEnv, plainArgv } from "./packages/launch";
import { StepExtractor } from "./packages/steps";
import { EngineRefusal, TRAINING_TEXT } from "./text";

const run = promisify(execFile);

export interface SlurmRunnerOptions extends BatchOptions {
  /** Folder of sbatch, squeue, sacct and scancel; default: found on PATH. */
  binDir?: string;
  /** node and the app's folder as compute nodes see them (built-in node packages). */
  node?: string;
  appDir?: string;
  /** How compute nodes start the trainer (node and the app's folder as the nodes see them). */
  command?: (jobDir: string) => TrainerCommand;
  /** Environment of the Slurm commands (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** A Slurm command taking longer than this fails. Default 30 s. */
  commandTimeoutMs?: number;
}

export const BATCH_FILE = "run.sbatch";

/**
 * Runs each training job on a Slurm cluster: a batch script with the run's resources, `sbatch
 * --parsable` to submit, `squeue` then `sacct` for the state, `scancel` to stop; the log is the job's
 * --output file. The folders the job uses (job folder, dataset images, the app) must be visible on the
 * compute nodes under the same paths.
 */
export class SlurmRunner implements Runner {
  readonly kind = "slurm" as const;
  private readonly command: (jobDir: string) => TrainerCommand;
  /** Step lines copied from each followed package job's output to its steps.jsonl. */
  private readonly steps = new Map<string, StepExtractor>();

  constructor(private readonly options: SlurmRunnerOptions = {}) {
    this.command = options.command ?? ((jobDir) => trainerCommand(jobDir));
  }

  private bin(name: string) {
    return this.options.binDir ? path.join(this.options.binDir, name) : name;
  }

  private async slurm(name: string, args: string[]) {
    return run(this.bin(name), args, {
      env: this.options.env ?? process.env,
      timeout: this.options.commandTimeoutMs ?? 30_000,
      encoding: "utf8",
    });
  }

  async submit(spec: RunSpec): Promise<RunHandle> {
    const script = path.join(spec.jobDir, BATCH_FILE);
    fs.mkdirSync(spec.jobDir, { recursive: true });
    fs.mkdirSync(path.dirname(spec.logPath), { recursive: true });
    fs.writeFileSync(script, batchScript(spec, this.commandOf(spec), this.options), { mode: 0o755 });
    let stdout: string;
    try {
      ({ stdout } = await this.slurm("sbatch", ["--parsable", script]));
    } catch (error) {
      const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
      throw new EngineRefusal(TRAINING_TEXT.submitFailed(detail), 502);
    }
    // --parsable prints "<id>" or "<id>;<cluster>".
    const jobId = stdout.trim().split(";")[0]!;
    if (!/^\d+$/.test(jobId)) throw new EngineRefusal(TRAINING_TEXT.submitFailed(stdout.trim()), 502);
    if (spec.package) this.followSteps(jobId, spec.logPath);
    return { kind: "slurm", jobId, jobDir: spec.jobDir, logPath: spec.logPath };
  }

  /**
   * A package runs its entrypoint as the cluster runs a user's job (the cluster's own isolation, the
   * run's resources as directives); the trainer program otherwise.
   */
  private commandOf(spec: RunSpec): TrainerCommand & { env?: Record<string, string> } {
    if (!spec.package) return this.command(spec.jobDir);
    const { argv, cwd } = plainArgv(spec.package, { node: this.options.node, appDir: this.options.appDir });
    return { command: argv[0]!, args: argv.slice(1), cwd, env: packageEnv(spec.package, spec.resources) };
  }

  private followSteps(jobId: string, logPath: string) {
    this.steps.set(jobId, new StepExtractor(logPath, path.join(path.dirname(logPath), STEPS_FILE)));
  }

  async status(handle: RunHandle): Promise<RunnerStatus> {
    const queued = await this.fromSqueue(handle);
    const status = queued ?? (await this.fromSacct(handle));
    const steps = this.steps.get(handle.jobId);
    if (steps) {
      const ended = ["succeeded", "failed", "terminated"].includes(status.state);
      steps.pull(ended);
      if (ended) this.steps.delete(handle.jobId);
    }
    return status;
  }

  /** Pending and running jobs; undefined once squeue no longer lists the job. */
  private async fromSqueue(handle: RunHandle): Promise<RunnerStatus | undefined> {
    let stdout: string;
    try {
      ({ stdout } = await this.slurm("squeue", ["-h", "-j", handle.jobId, "-o", "%i|%T|%r"]));
    } catch {
      return undefined; // "Invalid job id specified": purged from the controller, ask the accounting
    }
    const line = stdout.split("\n").find((candidate) => candidate.split("|")[0] === handle.jobId);
    if (!line) return undefined;
    const [, state = "", reason = ""] = line.split("|");
    const mapped = runnerState(state);
    if (mapped !== "queued" && mapped !== "running") return undefined;
    return mapped === "queued" && reason && reason !== "None" ? { state: mapped, reason } : { state: mapped };
  }

  private async fromSacct(handle: RunHandle): Promise<RunnerStatus> {
    let stdout: string;
    try {
      ({ stdout } = await this.slurm("sacct", [
        "-n",
        "-P",
        "-X",
        "-j",
        handle.jobId,
        "-o",
        "JobID,State,ExitCode,Start,End",
      ]));
    } catch {
      return { state: "unknown" };
    }
    const line = stdout.split("\n").find((candidate) => candidate.split("|")[0] === handle.jobId);
    if (!line) return { state: "unknown" };
    const [, slurmState = "", exit, start, end] = line.split("|");
    const state = runnerState(slurmState);
    const status: RunnerStatus = {
      state,
      exitCode: slurmExitCode(exit),
      startedAt: slurmTimestamp(start),
      endedAt: slurmTimestamp(end),
    };
    if (state !== "failed") return status;
    const word = slurmState.trim().split(/\s+/)[0]!;
    const reason =
      word === "TIMEOUT"
        ? TRAINING_TEXT.slurmTimeout
        : (failureFromLog(handle.logPath) ?? TRAINING_TEXT.slurmState(word));
    return { ...status, reason };
  }

  async terminate(handle: RunHandle): Promise<void> {
    try {
      await this.slurm("scancel", [handle.jobId]);
    } catch {
      // Already finished or purged: the state the accounting reports stands.
    }
  }

  logPath(handle: RunHandle): string {
    return handle.logPath;
  }

  /** A Slurm job outlives this server: follow it while the cluster still knows it. */
  async recover(handle: RunHandle): Promise<"following" | "lost"> {
    // A package job's steps are taken again from its whole output (steps.jsonl rewritten).
    if (fs.existsSync(path.join(handle.jobDir, "input", "params.json")))
      this.followSteps(handle.jobId, handle.logPath);
    return (await this.status(handle)).state === "unknown" ? "lost" : "following";
  }

  async close(): Promise<void> {}
}
