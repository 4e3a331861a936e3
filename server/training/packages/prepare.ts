import fs from "node:fs";
import path from "node:path";
import { PARAMS_FILE, type RunParams } from "../../../src/contracts/algorithmPackages";
import { exportVersionToFolder } from "../../dataset-formats/exportToFolder";
import type { Db } from "../../lib/db";
import type { Job } from "../jobFile";
import type { PackageLaunch, RunResources } from "../runner";
import { launchOf, type LoadedPackage } from "./registry";

/**
 * A package run's job folder: the package (a private copy of a user's; the platform's own run where
 * they are), `input/dataset`: the dataset version exported in the manifest's format by the dataset
 * exporter (docs/dataset-formats.md), and `input/params.json` (docs/algorithm-packages.md).
 */
export async function preparePackageJob(
  db: Db,
  dataDir: string,
  run: { jobDir: string; outputDir: string; job: Job; resources: RunResources },
  loaded: LoadedPackage,
): Promise<PackageLaunch> {
  const { jobDir, outputDir, job, resources } = run;
  let packageDir = loaded.dir;
  if (!loaded.builtin) {
    packageDir = path.join(jobDir, "package");
    fs.rmSync(packageDir, { recursive: true, force: true });
    fs.cpSync(loaded.dir, packageDir, { recursive: true });
  }
  const inputDir = path.join(jobDir, "input");
  const datasetDir = path.join(inputDir, "dataset");
  fs.rmSync(inputDir, { recursive: true, force: true });
  const format = loaded.manifest.datasetFormat === "coco" ? "coco" : "folders";
  await exportVersionToFolder(db, dataDir, job.datasetVersionId, format, datasetDir);
  const params: RunParams = {
    runId: job.runId,
    taskType: loaded.manifest.taskType,
    hyperParameters: job.params,
    resources,
    input: { dir: datasetDir, format: loaded.manifest.datasetFormat },
    output: { dir: outputDir },
  };
  const paramsFile = path.join(inputDir, PARAMS_FILE);
  fs.writeFileSync(paramsFile, JSON.stringify(params, null, 2));
  return launchOf(loaded, { packageDir, inputDir, outputDir, paramsFile });
}
