import fs from "node:fs";
import path from "node:path";
import { runTraining } from "../../server/training/training";
import { collectingHooks, jobFor } from "../server/trainingJob";
import { seedShapes, trainingFixture } from "../server/trainingFixture";

/**
 * A real checkpoint for a page test's model versions: the centroid trainer run in this process on the
 * training fixture's shapes, its checkpoint.json copied into `storageRoot`'s /GPUFS/{account}/models/
 * as `name`. Answers the path as the storage screens name it (/GPUFS/admin/models/shapes.json).
 */
export async function trainedCheckpoint(storageRoot: string, account: string, name: string): Promise<string> {
  const fixture = trainingFixture();
  seedShapes(fixture, 2);
  const outputDir = path.join(fixture.dataDir, "out");
  await runTraining(jobFor(fixture, "centroid", {}, outputDir), collectingHooks());
  fixture.db.close();
  const folder = path.join(storageRoot, "GPUFS", account, "models");
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(path.join(outputDir, "checkpoint.json"), path.join(folder, name));
  return `/GPUFS/${account}/models/${name}`;
}
