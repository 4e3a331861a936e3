import path from "node:path";
import type { FastifyInstance } from "fastify";
import { runTraining } from "../../server/training/training";
import { RunStore } from "../../server/training/runStore";
import { collectingHooks, jobFor } from "./trainingJob";
import { seedShapes, trainingFixture, type TrainingFixture } from "./trainingFixture";
import { signIn, startServer } from "./helpers";

export interface FinishedRunServer {
  app: FastifyInstance;
  /** admin's bearer. */
  token: string;
  adminId: number;
  fixture: TrainingFixture;
  /** Runs the engine in process on the fixture's shapes; returns the id of a succeeded run of admin. */
  finishedRun: (trainer?: "centroid" | "softmax") => Promise<number>;
  /** A run of admin that is still running (no checkpoint). */
  runningRun: () => number;
}

/**
 * A server on the training fixture's data folder (annotated shapes, seeded with the demo accounts), and
 * real runs of admin: the engine trains in this process into admin's storage, /GPUFS/admin/runs/{id}/,
 * and the run is recorded in the engine's run store as the service would.
 */
export async function finishedRunServer(): Promise<FinishedRunServer> {
  const made = trainingFixture();
  seedShapes(made, 3);
  made.db.close();
  const app = await startServer({ dataDir: made.dataDir });
  // The fixture's helpers now write through the server's connection.
  const fixture: TrainingFixture = { ...made, db: app.platform.db };
  const token = await signIn(app, "admin", "Admin@123");
  const { id: adminId } = app.platform.db.prepare("SELECT id FROM users WHERE user_name = 'admin'").get() as {
    id: number;
  };
  const runs = new RunStore(app.platform.db);
  const record = (trainer: string) =>
    runs.insert({
      user_id: adminId,
      account: "admin",
      name: `形状-${trainer}`,
      task_id: null,
      algorithm_version_id: 7,
      dataset_version_id: fixture.versionId,
      label_group_id: fixture.labelGroupId,
      trainer,
      params: "{}",
      cores: 2,
      memory_gb: 2,
      hours: 1,
      status: "running",
      runner: "local",
      sample_count: 9,
      created_at: Date.UTC(2025, 0, 6, 9, 0, 0),
    });
  const finishedRun = async (trainer: "centroid" | "softmax" = "centroid") => {
    const id = record(trainer);
    const outputDir = path.join(fixture.storageRoot, "GPUFS", "admin", "runs", String(id));
    const job = {
      ...jobFor(fixture, trainer, trainer === "softmax" ? { epochs: 3 } : {}, outputDir),
      runId: id,
    };
    await runTraining(job, collectingHooks());
    const started = Date.UTC(2025, 0, 6, 9, 0, 0);
    runs.update(id, {
      status: "succeeded",
      run_dir: outputDir,
      started_at: started,
      ended_at: started + 1_800_000,
    });
    return id;
  };
  const runningRun = () => record("centroid");
  return { app, token, adminId, fixture, finishedRun, runningRun };
}
