import { afterEach } from "vitest";
import { LocalRunner } from "../../server/training/localRunner";
import type { PackageLaunch, RunHandle, RunResources } from "../../server/training/runner";

/** The resources of a sandbox test's run: one core, 1 GB, six minutes. */
export const SMALL: RunResources = { cores: 1, memoryGb: 1, hours: 0.1 };

type RunnerOptions = ConstructorParameters<typeof LocalRunner>[0];

/**
 * A maker of local runners for a test file (a short kill grace), each closed after its test so no
 * sandbox outlives it. Call once at the top of the file.
 */
export function sandboxRunners(): (options?: RunnerOptions) => LocalRunner {
  const runners: LocalRunner[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.close()));
  });
  return (options = {}) => {
    const runner = new LocalRunner({ killGraceMs: 1000, ...options });
    runners.push(runner);
    return runner;
  };
}

/** A prepared job as `userPackage` (tests/server/packageSupport.ts) makes it. */
export interface PreparedJob {
  root: string;
  logPath: string;
  launch: PackageLaunch;
}

/** Submits the job's package (or `launch`) as run `runId` with SMALL resources. */
export function submitPackage(
  runner: LocalRunner,
  job: PreparedJob,
  { runId = 1, launch = job.launch }: { runId?: number; launch?: PackageLaunch } = {},
): Promise<RunHandle> {
  return runner.submit({
    runId,
    name: "t",
    jobDir: job.root,
    logPath: job.logPath,
    resources: SMALL,
    package: launch,
  });
}
