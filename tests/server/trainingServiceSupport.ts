import fs from "node:fs";
import path from "node:path";
import type { Runner } from "../../server/training/runner";
import { TrainingService, type SubmitRequest } from "../../server/training/trainingService";
import type { TrainingFixture } from "./trainingFixture";
import { waitUntil } from "../support/budgets";

/**
 * Waits until `check` returns something truthy and answers it: the suite's `waitUntil` with the
 * suite's wait budget (tests/support/budgets.ts), failing with `what` so a stuck run says what it was
 * waiting for.
 */
export function waitFor<T>(
  check: () => T | Promise<T>,
  what = "condition",
): Promise<Exclude<T, false | null | undefined | 0 | "">> {
  return waitUntil(async () => {
    const value = await check();
    if (!value) throw new Error(`still waiting for ${what}`);
    return value as Exclude<T, false | null | undefined | 0 | "">;
  });
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
