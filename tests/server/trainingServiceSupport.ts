import fs from "node:fs";
import path from "node:path";
import type { Runner } from "../../server/training/runner";
import { TrainingService, type SubmitRequest } from "../../server/training/trainingService";
import type { TrainingFixture } from "./trainingFixture";
import { WAIT_BUDGET_MS } from "../support/budgets";

/**
 * Polls `check` every 50 ms until it returns something truthy. The wait has no budget of its own: it
 * ends with the condition, or with the test's budget (vitest.config.ts), just before which it throws
 * naming `what`, so a stuck run says what it was waiting for.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what = "condition",
): Promise<Exclude<T, false | null | undefined | 0 | "">> {
  const deadline = Date.now() + WAIT_BUDGET_MS;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | 0 | "">;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A training service over the fixture's database and storage, following runs every 100 ms. */
export function serviceFor(fixture: TrainingFixture, runner: Runner, stepDelayMs: number): TrainingService {
  return new TrainingService({
    db: fixture.db,
    dataDir: fixture.dataDir,
    storageRoot: fixture.storageRoot,
    runner,
    pollMs: 100,
    stepDelayMs,
  });
}

/** A run of the fixture's version by its user, with the HPC account "trainer1". */
export function request(fixture: TrainingFixture, patch: Partial<SubmitRequest> = {}): SubmitRequest {
  return {
    userId: fixture.userId,
    account: "trainer1",
    datasetVersionId: fixture.versionId,
    labelGroupId: fixture.labelGroupId,
    trainer: "softmax",
    params: { epochs: 5 },
    ...patch,
  };
}

/** Is a process with this id alive? */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The trainer's process id from the run's job folder (written when it starts), or 0. */
export function trainerPid(fixture: TrainingFixture, runId: number): number {
  try {
    return Number(
      fs.readFileSync(path.join(fixture.dataDir, "training", "jobs", String(runId), "trainer.pid"), "utf8"),
    );
  } catch {
    return 0;
  }
}

/**
 * Trainer processes now running whose command line names a folder under `root`: the built-in trainer
 * packages (`…/packages/builtin/{id}/train.ts`), or the trainer program.
 */
export function trainersUnder(root: string): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        const trainer = (arg: string) =>
          arg.endsWith("trainerMain.ts") || /builtin\/[^/]+\/train\.ts$/.test(arg);
        return args.some(trainer) && args.some((arg) => arg.startsWith(root));
      } catch {
        return false;
      }
    })
    .map(Number);
}
