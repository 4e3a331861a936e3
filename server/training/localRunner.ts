import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PACKAGE_TEXT, STEPS_FILE } from "../../src/contracts/algorithmPackages";
import { NO_FOLLOW } from "./jsonFile";
import { localPackageCommand } from "./packages/launch";
import { BUILTIN_PACKAGES_DIR } from "./packages/registry";
import { sandboxAvailable, BWRAP } from "./packages/sandbox";
import { appendSteps, LineSplitter, parseStep } from "./packages/steps";
import { failureFromLog, type RunHandle, type Runner, type RunnerStatus, type RunSpec } from "./runner";
import { PID_FILE, trainerCommand, type TrainerCommand } from "./trainerCommand";
import { EngineRefusal, TRAINING_TEXT } from "./text";

export interface LocalRunnerOptions {
  /** Runs at once; the rest wait in submission order (排队中). Default 2. */
  maxConcurrent?: number;
  /** After SIGTERM, SIGKILL follows this much later if the trainer is still there. Default 5 s. */
  killGraceMs?: number;
  /** How to start the trainer on a job folder (default: this checkout's trainerMain with tsx). */
  command?: (jobDir: string) => TrainerCommand;
  now?: () => number;
  /** bubblewrap for user packages (default /usr/bin/bwrap); without a usable one they are refused. */
  bwrap?: string;
  /** The wall-clock limit of a run (default: its resources' hours); the run fails when it is reached. */
  timeLimitMs?: (spec: RunSpec) => number;
}

interface LocalJob {
  handle: RunHandle;
  spec: RunSpec;
  status: RunnerStatus;
  child?: ChildProcess;
  stopRequested: boolean;
  killTimer?: NodeJS.Timeout;
  limitTimer?: NodeJS.Timeout;
  timedOut?: boolean;
}

const isEnded = (job: LocalJob) => ["succeeded", "failed", "terminated"].includes(job.status.state);

/** Kills a process group (the trainer is started detached, as its own group); false when it is gone. */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): boolean {
  if (!pid) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The embedded runner: each run a child process of this server, at most `maxConcurrent` at once. */
export class LocalRunner implements Runner {
  readonly kind = "local" as const;
  private readonly jobs = new Map<string, LocalJob>();
  private readonly queue: LocalJob[] = [];
  private readonly maxConcurrent: number;
  private readonly killGraceMs: number;
  private readonly command: (jobDir: string) => TrainerCommand;
  private readonly now: () => number;
  private readonly bwrap: string;
  private readonly timeLimitMs: (spec: RunSpec) => number;
  private running = 0;

  constructor(options: LocalRunnerOptions = {}) {
    this.maxConcurrent = Math.max(1, options.maxConcurrent ?? 2);
    this.killGraceMs = options.killGraceMs ?? 5000;
    this.command = options.command ?? ((jobDir) => trainerCommand(jobDir));
    this.now = options.now ?? Date.now;
    this.bwrap = options.bwrap ?? BWRAP;
    this.timeLimitMs = options.timeLimitMs ?? ((spec) => spec.resources.hours * 3_600_000);
  }

  /** A user's package is refused (EngineRefusal 400) when this machine has no usable sandbox. */
  async submit(spec: RunSpec): Promise<RunHandle> {
    if (spec.package && !spec.package.builtin && !sandboxAvailable(this.bwrap))
      throw new EngineRefusal(PACKAGE_TEXT.noSandbox, 400);
    const handle: RunHandle = {
      kind: "local",
      jobId: `local-${spec.runId}`,
      jobDir: spec.jobDir,
      logPath: spec.logPath,
    };
    const job: LocalJob = { handle, spec, status: { state: "queued" }, stopRequested: false };
    this.jobs.set(handle.jobId, job);
    this.queue.push(job);
    this.pump();
    return handle;
  }

  async status(handle: RunHandle): Promise<RunnerStatus> {
    const job = this.jobs.get(handle.jobId);
    if (!job) return { state: "unknown" };
    const position = this.queue.indexOf(job);
    return position >= 0 ? { ...job.status, queuePosition: position + 1 } : { ...job.status };
  }

  async terminate(handle: RunHandle): Promise<void> {
    const job = this.jobs.get(handle.jobId);
    if (!job || isEnded(job)) return;
    job.stopRequested = true;
    const position = this.queue.indexOf(job);
    if (position >= 0) {
      this.queue.splice(position, 1);
      job.status = { state: "terminated", endedAt: this.now() };
      return;
    }
    signalGroup(job.child?.pid, "SIGTERM");
    job.killTimer = setTimeout(() => signalGroup(job.child?.pid, "SIGKILL"), this.killGraceMs);
    job.killTimer.unref();
  }

  logPath(handle: RunHandle): string {
    return handle.logPath;
  }

  /** A trainer a previous server process started may still run: stop it (its pid file names it). */
  async recover(handle: RunHandle): Promise<"lost"> {
    let pid = 0;
    try {
      pid = Number(fs.readFileSync(path.join(handle.jobDir, PID_FILE), "utf8"));
    } catch {
      return "lost"; // never started
    }
    if (Number.isInteger(pid) && pid > 0 && isTrainerOf(pid, handle.jobDir)) {
      signalGroup(pid, "SIGTERM");
      setTimeout(() => signalGroup(pid, "SIGKILL"), this.killGraceMs).unref();
    }
    return "lost";
  }

  /** Empties the queue and stops every running trainer, waiting up to the grace period for them. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.status = { state: "terminated", endedAt: this.now() };
    const running = [...this.jobs.values()].filter((job) => job.child && !isEnded(job));
    await Promise.all(
      running.map(
        (job) =>
          new Promise<void>((resolve) => {
            job.child!.once("exit", () => resolve());
            job.stopRequested = true;
            if (!signalGroup(job.child!.pid, "SIGTERM")) return resolve();
            setTimeout(() => {
              signalGroup(job.child!.pid, "SIGKILL");
              resolve();
            }, this.killGraceMs).unref();
          }),
      ),
    );
  }

  private pump() {
    while (this.running < this.maxConcurrent && this.queue.length) this.start(this.queue.shift()!);
  }

  private start(job: LocalJob) {
    this.running += 1;
    const { spec } = job;
    const { command, args, cwd, env } = spec.package
      ? localPackageCommand(spec.package, spec.resources, {
          bwrap: this.bwrap,
          sandbox: sandboxAvailable(this.bwrap),
        })
      : { ...this.command(spec.jobDir), env: process.env };
    fs.mkdirSync(path.dirname(spec.logPath), { recursive: true });
    const out = fs.openSync(spec.logPath, NO_FOLLOW.append, 0o644);
    let child: ChildProcess;
    try {
      // A package's stdout passes through here: its step lines also go to steps.jsonl.
      const stdout = spec.package ? "pipe" : out;
      child = spawn(command, args, { cwd, env, stdio: ["ignore", stdout, out], detached: true });
    } catch (error) {
      fs.closeSync(out);
      throw error;
    }
    if (spec.package && child.stdout) {
      const stepsPath = path.join(path.dirname(spec.logPath), STEPS_FILE);
      const lines = new LineSplitter();
      const take = (text: string[]) => {
        if (!text.length) return;
        fs.writeSync(out, text.map((line) => `${line}\n`).join(""));
        appendSteps(
          stepsPath,
          text.map(parseStep).filter((step) => step !== null),
        );
      };
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk: string) => take(lines.push(chunk)));
      child.stdout.once("close", () => {
        take(lines.flush());
        fs.closeSync(out);
      });
    } else fs.closeSync(out);
    job.child = child;
    job.status = { state: "running", startedAt: this.now() };
    job.limitTimer = setTimeout(() => {
      job.timedOut = true;
      fs.appendFileSync(spec.logPath, `error: ${PACKAGE_TEXT.timeLimit(spec.resources.hours)}\n`);
      signalGroup(child.pid, "SIGKILL");
    }, this.timeLimitMs(spec));
    job.limitTimer.unref();
    let settled = false;
    const finish = (status: RunnerStatus) => {
      if (settled) return;
      settled = true;
      clearTimeout(job.killTimer);
      clearTimeout(job.limitTimer);
      job.status = { ...status, startedAt: job.status.startedAt, endedAt: this.now() };
      this.running -= 1;
      this.pump();
    };
    child.once("error", (error) => finish({ state: "failed", reason: error.message, exitCode: null }));
    // "close": the exit and the end of its output (the last lines are in the log by then).
    child.once("close", (code, signal) => {
      if (job.timedOut)
        return finish({
          state: "failed",
          reason: PACKAGE_TEXT.timeLimit(spec.resources.hours),
          exitCode: code,
        });
      if (job.stopRequested) return finish({ state: "terminated", exitCode: code });
      if (code === 0) return finish({ state: "succeeded", exitCode: 0 });
      const reason =
        failureFromLog(spec.logPath) ??
        (signal ? TRAINING_TEXT.killedBySignal(signal) : TRAINING_TEXT.exitCode(code ?? -1));
      finish({ state: "failed", reason, exitCode: code });
    });
  }
}

/** Is process `pid` (still) a trainer working on `jobDir`? Guards against a reused process id. */
function isTrainerOf(pid: number, jobDir: string): boolean {
  try {
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    // The trainer program (job.json), or a built-in trainer package (its params.json in the job folder).
    return (
      (commandLine.some((arg) => arg.endsWith("trainerMain.ts")) && commandLine.includes(jobDir)) ||
      (commandLine.some((arg) => arg.startsWith(BUILTIN_PACKAGES_DIR)) &&
        commandLine.some((arg) => arg.startsWith(jobDir + path.sep)))
    );
  } catch {
    return false;
  }
}
