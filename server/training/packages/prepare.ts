import fs from "node:fs";
import path from "node:path";
import { PARAMS_FILE, type RunParams } from "../../../src/contracts/algorithmPackages";
import { exportVersionToFolder } from "../../dataset-formats/exportToFolder";
import type { Db } from "../../lib/db";
import type { Job } from "../jobFile";
import type { PackageLaunch, RunResources } from "../runner";
import { COCO_ANNOTATIONS, COCO_IMAGES } from "./coco";
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
  const ownTrainer = loaded.builtin && loaded.manifest.runtime === "node";
  if (ownTrainer) writeJobCoco(job, datasetDir);
  else {
    const format = loaded.manifest.datasetFormat === "coco" ? "coco" : "folders";
    await exportVersionToFolder(db, dataDir, job.datasetVersionId, format, datasetDir);
  }
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
  const launch = launchOf(loaded, { packageDir, inputDir, outputDir, paramsFile });
  // The built-in trainers pause after each line as the trainer program did, so a small run can be watched.
  return ownTrainer ? { ...launch, env: { STEP_DELAY_MS: String(job.stepDelayMs) } } : launch;
}

/**
 * The task's own samples (its label group's boxes, as gatherSamples chose them) as a COCO folder for the
 * built-in trainers: the same pictures and labels the trainer program had, linked (copied across file
 * systems) rather than exported again.
 */
function writeJobCoco(job: Job, dir: string) {
  const imagesDir = path.join(dir, COCO_IMAGES);
  fs.mkdirSync(imagesDir, { recursive: true });
  fs.mkdirSync(path.dirname(path.join(dir, COCO_ANNOTATIONS)), { recursive: true });
  let annotationId = 0;
  const images = job.images.map((image) => {
    const fileName = `${image.itemId}-${path.basename(image.fileName)}`;
    const target = path.join(imagesDir, fileName);
    try {
      fs.linkSync(image.path, target);
    } catch {
      fs.copyFileSync(image.path, target);
    }
    return { id: image.itemId, file_name: fileName, width: 0, height: 0 };
  });
  const annotations = job.images.flatMap((image) =>
    image.boxes.map((box) => ({
      id: ++annotationId,
      image_id: image.itemId,
      category_id: job.labels[box.label]!.id,
      bbox: [box.x, box.y, box.width, box.height],
      area: box.width * box.height,
      iscrowd: 0 as const,
    })),
  );
  const categories = job.labels.map((label) => ({ id: label.id, name: label.name, color: label.color }));
  fs.writeFileSync(path.join(dir, COCO_ANNOTATIONS), JSON.stringify({ images, annotations, categories }));
}
