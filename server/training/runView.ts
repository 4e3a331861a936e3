import fs from "node:fs";
import path from "node:path";
import { CHECKPOINT_FILE, METRICS_FILE } from "./checkpoint";
import type { RunRow } from "./runStore";
import { RUN_STATUS_TEXT } from "./text";
import type { RunView } from "../../src/contracts/trainingRuns";

/** The files of a run, in its folder `/GPUFS/{account}/runs/{runId}/` of the user's storage. */
export const RUN_FILES = {
  log: "train.log",
  metrics: METRICS_FILE,
  checkpoint: CHECKPOINT_FILE,
};

/** A run's folder as the storage screens name it. */
export const remoteRunDir = (account: string, runId: number) => `/GPUFS/${account}/runs/${runId}`;

/** A run as the routes answer it (the contract's shape). */
export type { RunView };

export function runView(row: RunRow, now: number, queuePosition: number | null = null): RunView {
  const dir = row.run_dir;
  const remoteDir = remoteRunDir(row.account, row.id);
  const present = (name: string) =>
    dir && fs.existsSync(path.join(dir, name)) ? path.join(dir, name) : null;
  const checkpointPath = row.status === "succeeded" ? present(RUN_FILES.checkpoint) : null;
  const durationMs = row.started_at === null ? 0 : Math.max(0, (row.ended_at ?? now) - row.started_at);
  const handle = row.handle ? (JSON.parse(row.handle) as { jobId?: string }) : null;
  return {
    id: row.id,
    userId: row.user_id,
    account: row.account,
    name: row.name,
    taskId: row.task_id,
    algorithmVersionId: row.algorithm_version_id,
    datasetVersionId: row.dataset_version_id,
    labelGroupId: row.label_group_id,
    trainer: row.trainer,
    params: JSON.parse(row.params) as Record<string, number>,
    resources: { cores: row.cores, memoryGb: row.memory_gb, hours: row.hours },
    status: row.status,
    statusText: RUN_STATUS_TEXT[row.status],
    reason: row.reason,
    queuePosition: row.status === "queued" ? queuePosition : null,
    runner: row.runner,
    runnerJobId: handle?.jobId ?? null,
    sampleCount: row.sample_count,
    exitCode: row.exit_code,
    createdAt: row.created_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    durationMs,
    coreHours: Number(((row.cores * durationMs) / 3_600_000).toFixed(6)),
    remoteDir,
    logPath: dir ? path.join(dir, RUN_FILES.log) : "",
    remoteLogPath: `${remoteDir}/${RUN_FILES.log}`,
    metricsPath: present(RUN_FILES.metrics),
    checkpointPath,
    remoteCheckpointPath: checkpointPath ? `${remoteDir}/${RUN_FILES.checkpoint}` : null,
  };
}

/**
 * A run as a route answers it: every path as the user's storage names it (`/GPUFS/{account}/runs/{id}/…`),
 * never where the server keeps it on disk (the engine reads `runView`'s own paths).
 */
export function runAnswer(view: RunView): RunView {
  return {
    ...view,
    logPath: view.remoteLogPath,
    metricsPath: view.metricsPath ? `${view.remoteDir}/${RUN_FILES.metrics}` : null,
    checkpointPath: view.remoteCheckpointPath,
  };
}
