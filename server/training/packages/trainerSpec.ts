import fs from "node:fs";
import path from "node:path";
import {
  checkValues,
  completeValues,
  type HyperParameter,
  type HyperParameterProblem,
} from "../hyperParameters";
import type { PackageManifest } from "../../../src/contracts/algorithmPackages";
import { TRAINING_TEXT } from "../text";
import type { TrainerView } from "../../../src/contracts/algorithms";
import { TRAINERS, validateHyperParameters, resolveHyperParameters } from "../trainers";
import {
  builtinPackage,
  loadPackage,
  packageParameters,
  PACKAGE_TRAINER,
  type LoadedPackage,
} from "./registry";

/** The built-in packages offered beside the JS trainers in the version form (need Python: not the JS ones). */
export const OFFERED_PACKAGES = ["cnn-pytorch"] as const;

/** Where an algorithm version's unpacked package lives, inside its package folder. */
export const UNPACKED = "package";
export const versionPackageDir = (versionFilesDir: string) => path.join(versionFilesDir, UNPACKED);

/** The version's own package (trainer "package"), or undefined when it has none (or it is broken). */
export function versionPackage(versionFilesDir: string): LoadedPackage | undefined {
  const dir = versionPackageDir(versionFilesDir);
  if (!fs.existsSync(dir)) return undefined;
  try {
    return loadPackage(dir);
  } catch {
    return undefined;
  }
}

/** The package a trainer id runs, if any: a built-in package by id, or the version's own. */
export function packageFor(trainer: string, own?: LoadedPackage): LoadedPackage | undefined {
  if (trainer === PACKAGE_TRAINER) return own;
  return (OFFERED_PACKAGES as readonly string[]).includes(trainer) ? builtinPackage(trainer) : undefined;
}

/**
 * The package a run of this trainer runs: a built-in or the version's own, and the colour/shape trainers
 * as the built-in packages of the same contract (`centroid`, `softmax`): every run goes through the
 * package runners (local child or sandbox, Slurm), with the same params.json, step lines and results.
 */
export function runnablePackage(trainer: string, own?: LoadedPackage): LoadedPackage | undefined {
  const loaded = packageFor(trainer, own);
  if (loaded) return loaded;
  return TRAINERS.some((candidate) => candidate.id === trainer) ? builtinPackage(trainer) : undefined;
}

/**
 * What a version trains with, for AI服务's checks: its hyper-parameters (a package's from its manifest)
 * and whether it detects (a package's manifest says; the colour/shape trainers when they learn
 * background windows, backgroundPerImage > 0).
 */
export function versionTrainer(version: {
  trainer: string;
  params: Record<string, number>;
  manifest: PackageManifest | null;
}): { parameters: HyperParameter[]; detects: boolean } {
  const loaded =
    version.trainer === PACKAGE_TRAINER
      ? version.manifest && { manifest: version.manifest }
      : packageFor(version.trainer);
  if (loaded)
    return {
      parameters: packageParameters(loaded.manifest),
      detects: loaded.manifest.taskType === "detection",
    };
  const known = TRAINERS.find((candidate) => candidate.id === version.trainer);
  return {
    parameters: known ? [...known.parameters] : [],
    detects: (version.params.backgroundPerImage ?? 0) > 0,
  };
}

/** The trainers the version form offers: the JS built-ins, then the built-in packages (from their manifests). */
export function offeredTrainers(): TrainerView[] {
  return [
    ...TRAINERS.map(({ id, title, description, parameters }) => ({
      id,
      title,
      description,
      parameters: [...parameters],
    })),
    ...OFFERED_PACKAGES.map((id) => {
      const { manifest } = builtinPackage(id);
      return {
        id,
        title: manifest.name,
        description: manifest.description ?? "",
        parameters: packageParameters(manifest),
        taskType: manifest.taskType,
      };
    }),
  ];
}

export function trainerTitle(trainer: string, own?: LoadedPackage): string {
  if (trainer === PACKAGE_TRAINER) return own?.manifest.name ?? "算法包";
  return offeredTrainers().find((candidate) => candidate.id === trainer)?.title ?? trainer;
}

/** The first problem of the values for this trainer (a package's from its manifest), or null. */
export function checkTrainerParams(
  trainer: string,
  params: Record<string, unknown>,
  own?: LoadedPackage,
): HyperParameterProblem | null {
  const loaded = packageFor(trainer, own);
  if (loaded) return checkValues(loaded.manifest.name, packageParameters(loaded.manifest), params);
  if (trainer === PACKAGE_TRAINER) return { parameter: "trainer", message: TRAINING_TEXT.noPackage };
  return validateHyperParameters(trainer, params);
}

/** The complete values; throws EngineRefusal (400, naming the parameter) like resolveHyperParameters. */
export function resolveTrainerParams(
  trainer: string,
  params: Record<string, unknown>,
  own?: LoadedPackage,
): Record<string, number> {
  const loaded = packageFor(trainer, own);
  if (loaded) return completeValues(loaded.manifest.name, packageParameters(loaded.manifest), params);
  return resolveHyperParameters(trainer, params);
}
