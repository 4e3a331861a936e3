import path from "node:path";
import { jobImages, type Job } from "../../server/training/jobFile";
import { gatherSamples } from "../../server/training/samples";
import type { TrainingHooks } from "../../server/training/training";
import type { TrainingFixture } from "./trainingFixture";

/** A job over the fixture's version, as the service writes it (no step delay). */
export function jobFor(
  fixture: TrainingFixture,
  trainer: string,
  params: Record<string, number>,
  outputDir = path.join(fixture.storageRoot, "GPUFS", "trainer1", "runs", "1"),
): Job {
  const samples = gatherSamples(fixture.db, fixture.dataDir, {
    versionId: fixture.versionId,
    labelGroupId: fixture.labelGroupId,
  });
  return {
    format: 1,
    runId: 1,
    trainer,
    params,
    stepDelayMs: 0,
    outputDir,
    datasetVersionId: fixture.versionId,
    labelGroupId: fixture.labelGroupId,
    ...jobImages(samples),
  };
}

/** Hooks that collect the log lines and never pause; `stopAfter` lines asks the run to stop. */
export function collectingHooks(stopAfter = Infinity): TrainingHooks & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    log: (line) => void lines.push(line),
    pause: async () => {},
    stopped: () => lines.length >= stopAfter,
  };
}
