import fs from "node:fs";
import path from "node:path";
import { defer, Observable, Subject } from "rxjs";
import type { Db } from "../lib/db";
import { StorageRoots } from "../platform/storageRoots";
import { StorageRefusal } from "../platform/storageText";
import { jobImages, writeJob, type Job } from "./jobFile";
import { createEmpty, readJson } from "./jsonFile";
import type { LogLine } from "./logFollower";
import { resolveResources } from "./resources";
import type { RunHandle, Runner, RunnerStatus, RunResources } from "./runner";
import { RunLogs, type LogPage } from "./runLogs";

export type { LogPage };
import { isActive, RunStore, type RunRow, type RunStatus, type RunFilter } from "./runStore";
import { remoteRunDir, RUN_FILES, runView, type RunView } from "./runView";
import { gatherSamples } from "./samples";
import { EngineRefusal, TRAINING_TEXT } from "./text";
import type { Metrics } from "./training";
import { trainerById } from "./trainers";
import { preparePackageJob } from "./packages/prepare";
import { PACKAGE_TRAINER, type LoadedPackage } from "./packages/registry";
import { packageFor, resolveTrainerParams, runnablePackage } from "./packages/trainerSpec";

export interface TrainingServiceOptions {
  db: Db;
  /** The server's data folder (datasets live in `{dataDir}/datasets/`). */
  dataDir: string;
  /** The storage root holding GPUFS/{account}/ (default `{dataDir}/storage`, as the storage routes use). */
  storageRoot?: string;
  runner: Runner;
  now?: () => number;
  /** How often runs are followed (runner status, new log lines). Default 500 ms. */
  pollMs?: number;
  /** The trainer's pause after each log line, so a small run can be watched. Default 300 ms. */
  stepDelayMs?: number;
  /** Polls in a row the runner may not know a run before it counts as lost. Default 20. */
  lostAfterPolls?: number;
  /** Told about an error while following a run (the server logs it); following goes on. */
  onError?: (error: unknown, runId: number) => void;
}

export interface SubmitRequest {
  userId: number;
  /** The bound HPC account in use (its storage folder gets the run); missing: refused with 506. */
  account: string | null | undefined;
  datasetVersionId: number;
  labelGroupId?: number | null;
  trainer: string;
  params?: Record<string, unknown>;
  resources?: Partial<Record<keyof RunResources, unknown>>;
  name?: string;
  taskId?: number | null;
  algorithmVersionId?: number | null;
  /** The algorithm version's own package, when `trainer` is "package" (docs/algorithm-packages.md). */
  package?: LoadedPackage;
}

const ACCOUNT_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * Owns training runs: checks and prepares a run (hyper-parameters, resources, samples, job.json in the
 * user's storage), hands it to the runner, follows it (status, log lines) and records the outcome.
 * Independent of HTTP: routes call it and stream `lines()` / `runChanges` to websockets.
 */
export class TrainingService {
  readonly store: RunStore;
  private readonly changes = new Subject<RunView>();
  /** Every change of a run's status (and the run as it is then). */
  readonly runChanges: Observable<RunView> = this.changes.asObservable();
  private readonly logFiles = new RunLogs();
  private readonly lastStatus = new Map<number, RunnerStatus>();
  private readonly misses = new Map<number, number>();
  private readonly roots: StorageRoots;
  private readonly now: () => number;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;

  constructor(private readonly options: TrainingServiceOptions) {
    this.store = new RunStore(options.db);
    this.roots = new StorageRoots(options.storageRoot ?? path.join(options.dataDir, "storage"));
    this.now = options.now ?? Date.now;
  }

  get runner(): Runner {
    return this.options.runner;
  }

  /** Settles runs a previous server process left unfinished, then starts following runs. */
  async start(): Promise<void> {
    if (this.timer) return;
    for (const row of this.store.active()) {
      const handle = this.store.handle(row);
      if (handle?.kind === this.runner.kind && (await this.runner.recover(handle)) === "following") continue;
      this.store.update(row.id, {
        status: row.status === "terminating" ? "terminated" : "failed",
        reason: TRAINING_TEXT.serverRestarted,
        ended_at: this.now(),
      });
    }
    this.timer = setInterval(() => void this.tick(), this.options.pollMs ?? 500);
    this.timer.unref();
  }

  async submit(request: SubmitRequest): Promise<RunView> {
    const account = request.account?.trim();
    if (!account) throw new EngineRefusal(TRAINING_TEXT.noHpcAccount, 506);
    if (!ACCOUNT_SEGMENT.test(account)) throw new EngineRefusal(TRAINING_TEXT.badAccount);
    const loaded = packageFor(request.trainer, request.package);
    if (request.trainer === PACKAGE_TRAINER && !loaded) throw new EngineRefusal(TRAINING_TEXT.noPackage);
    const trainer = loaded ? { id: request.trainer } : trainerById(request.trainer);
    const params = resolveTrainerParams(trainer.id, request.params ?? {}, request.package);
    const resources = resolveResources(request.resources);
    const labelGroupId = request.labelGroupId ?? null;
    const samples = gatherSamples(this.options.db, this.options.dataDir, {
      versionId: request.datasetVersionId,
      labelGroupId,
    });
    const id = this.store.insert({
      user_id: request.userId,
      account,
      name: request.name ?? "",
      task_id: request.taskId ?? null,
      algorithm_version_id: request.algorithmVersionId ?? null,
      dataset_version_id: request.datasetVersionId,
      label_group_id: labelGroupId,
      trainer: trainer.id,
      params: JSON.stringify(params),
      cores: resources.cores,
      memory_gb: resources.memoryGb,
      hours: resources.hours,
      status: "queued",
      runner: this.runner.kind,
      sample_count: samples.length,
      created_at: this.now(),
    });
    let handle: RunHandle;
    try {
      handle = await this.prepareAndSubmit(
        id,
        account,
        {
          format: 1,
          runId: id,
          trainer: trainer.id,
          params,
          stepDelayMs: this.options.stepDelayMs ?? 300,
          outputDir: "",
          datasetVersionId: request.datasetVersionId,
          labelGroupId,
          ...jobImages(samples),
        },
        resources,
        runnablePackage(trainer.id, request.package),
      );
    } catch (error) {
      const reason =
        error instanceof EngineRefusal
          ? error.message
          : error instanceof StorageRefusal
            ? error.info
            : TRAINING_TEXT.submitFailed((error as Error).message);
      this.finish(this.store.get(id)!, { state: "failed", reason });
      if (error instanceof StorageRefusal) throw new EngineRefusal(error.info, error.code);
      return this.get(id);
    }
    this.store.update(id, { handle: JSON.stringify(handle) });
    this.emit(id);
    await this.follow(id);
    return this.get(id);
  }

  /**
   * The run's folder in the user's storage (a fresh log in it), its private job folder with job.json,
   * then the runner. Throws StorageRefusal when the folder would leave the user's storage.
   */
  private async prepareAndSubmit(
    id: number,
    account: string,
    job: Job,
    resources: RunResources,
    loaded: LoadedPackage | undefined,
  ): Promise<RunHandle> {
    const runDir = this.roots.resolve(account, remoteRunDir(account, id)).abs;
    fs.mkdirSync(runDir, { recursive: true });
    this.store.update(id, { run_dir: runDir });
    const logPath = path.join(runDir, RUN_FILES.log);
    createEmpty(logPath);
    // The job itself stays out of the user's reach; only the log and the results go to their storage.
    const jobDir = path.join(this.options.dataDir, "training", "jobs", String(id));
    const outputDir = fs.realpathSync(runDir);
    writeJob(jobDir, { ...job, outputDir });
    this.logFiles.follow(id, logPath);
    const launch =
      loaded &&
      (await preparePackageJob(
        this.options.db,
        this.options.dataDir,
        { jobDir, outputDir, job, resources },
        loaded,
      ));
    return this.runner.submit({
      runId: id,
      name: `train-${id}`,
      jobDir,
      logPath,
      resources,
      package: launch,
    });
  }

  /** The run; EngineRefusal 404 when there is none. */
  get(runId: number): RunView {
    const row = this.store.get(runId);
    if (!row) throw new EngineRefusal(TRAINING_TEXT.runNotFound, 404);
    return runView(row, this.now(), this.lastStatus.get(runId)?.queuePosition ?? null);
  }

  list(runFilter: RunFilter = {}): RunView[] {
    return this.store
      .list(runFilter)
      .map((row) => runView(row, this.now(), this.lastStatus.get(row.id)?.queuePosition ?? null));
  }

  /** metrics.json of a run once written (and still JSON), else null. */
  metrics(runId: number): Metrics | null {
    const file = this.get(runId).metricsPath;
    return file ? (readJson(file) as Metrics | null) : null;
  }

  /** Lines `fromLine` … of the run's log, at most `limit`; what exists so far while it runs. */
  logs(runId: number, fromLine = 1, limit = 1000): LogPage {
    const view = this.get(runId);
    return this.logFiles.page(runId, view.logPath, fromLine, limit, !isActive(view.status));
  }

  /**
   * The run's log from `fromLine` on: the lines written so far, then each new line as it is written;
   * completes when the run is over. Numbers are continuous, so a client that reconnects with its last
   * number + 1 neither misses nor repeats a line.
   */
  lines(runId: number, fromLine = 1): Observable<LogLine> {
    return defer(() => this.logFiles.lines(runId, this.get(runId).logPath, fromLine));
  }

  /** Stops a run: 终止中 at once, 已终止 when the runner reports it ended; the log so far stays. */
  async terminate(runId: number): Promise<RunView> {
    const row = this.store.get(runId);
    if (!row) throw new EngineRefusal(TRAINING_TEXT.runNotFound, 404);
    if (!isActive(row.status)) throw new EngineRefusal(TRAINING_TEXT.alreadyEnded);
    if (row.status !== "terminating") {
      this.store.update(runId, { status: "terminating" });
      this.emit(runId);
    }
    const handle = this.store.handle(row);
    if (!handle) this.finish(this.store.get(runId)!, { state: "terminated" });
    else {
      await this.runner.terminate(handle);
      await this.follow(runId);
    }
    return this.get(runId);
  }

  /**
   * Deletes an ended run's record and its job folder; 400 while it is still queued or running. The run
   * folder in the user's storage (log, metrics, checkpoint) is the user's and stays.
   */
  remove(runId: number): void {
    const row = this.store.get(runId);
    if (!row) throw new EngineRefusal(TRAINING_TEXT.runNotFound, 404);
    if (isActive(row.status)) throw new EngineRefusal(TRAINING_TEXT.stillActive);
    this.store.remove(runId);
    fs.rmSync(path.join(this.options.dataDir, "training", "jobs", String(runId)), {
      recursive: true,
      force: true,
    });
  }

  /** One pass over every unfinished run (the timer calls this; tests may too). */
  tick(): Promise<void> {
    this.ticking ??= (async () => {
      for (const row of this.store.active())
        try {
          await this.follow(row.id);
        } catch (error) {
          // One run's trouble (a log that cannot be read, a runner error) must not stop the others.
          this.options.onError?.(error, row.id);
        }
    })().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  /** Stops following; local trainers are stopped (a restart then records them as interrupted). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
    await this.runner.close();
    this.logFiles.close();
    this.changes.complete();
  }

  private emit(runId: number) {
    this.changes.next(this.get(runId));
  }

  /** Asks the runner where the run is, reads new log lines and records what changed. */
  private async follow(runId: number): Promise<void> {
    const before = this.store.get(runId);
    const handle = before && this.store.handle(before);
    if (!before || !handle || !isActive(before.status)) return;
    const status = await this.runner.status(handle);
    const row = this.store.get(runId)!;
    if (!isActive(row.status)) return; // settled meanwhile (terminate and the timer both follow)
    this.lastStatus.set(runId, status);
    const lineCount = this.logFiles.follow(runId, path.join(row.run_dir, RUN_FILES.log));
    if (status.state === "unknown") {
      const misses = (this.misses.get(runId) ?? 0) + 1;
      this.misses.set(runId, misses);
      if (misses >= (this.options.lostAfterPolls ?? 20))
        this.finish(row, { state: "failed", reason: TRAINING_TEXT.slurmLost });
      return;
    }
    this.misses.delete(runId);
    if (status.state === "succeeded" || status.state === "failed" || status.state === "terminated")
      return this.finish(row, status);
    const patch: Partial<RunRow> = {};
    let next: RunStatus = row.status;
    if (status.state === "running") {
      if (row.started_at === null) patch.started_at = status.startedAt ?? this.now();
      if (row.status !== "terminating") next = lineCount > 0 ? "running" : "starting";
    } else if (row.status !== "terminating") next = "queued";
    const reason = status.state === "queued" ? (status.reason ?? "") : row.reason;
    if (next !== row.status) patch.status = next;
    if (reason !== row.reason) patch.reason = reason;
    if (!Object.keys(patch).length) return;
    this.store.update(runId, patch);
    if (patch.status || patch.reason !== undefined) this.emit(runId);
  }

  private finish(row: RunRow, status: RunnerStatus) {
    this.logFiles.finish(row.id);
    let outcome: RunStatus = "failed";
    let reason = status.reason ?? TRAINING_TEXT.exitCode(status.exitCode ?? -1);
    if (status.state === "succeeded") [outcome, reason] = ["succeeded", ""];
    else if (row.status === "terminating") [outcome, reason] = ["terminated", TRAINING_TEXT.terminatedByUser];
    else if (status.state === "terminated")
      [outcome, reason] = ["terminated", status.reason ?? TRAINING_TEXT.terminatedElsewhere];
    this.store.update(row.id, {
      status: outcome,
      reason,
      exit_code: status.exitCode ?? null,
      started_at: row.started_at ?? status.startedAt ?? null,
      ended_at: status.endedAt ?? this.now(),
    });
    this.misses.delete(row.id);
    this.emit(row.id);
    this.lastStatus.delete(row.id);
  }
}
