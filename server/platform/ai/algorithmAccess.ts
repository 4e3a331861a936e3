import path from "node:path";
import { refuse } from "../../lib/refusal";
import { type LoadedPackage } from "../../training/packages/registry";
import { checkTrainerParams, resolveTrainerParams } from "../../training/packages/trainerSpec";
import type { AlgorithmStore, AlgorithmView } from "./algorithmStore";
import { ALGORITHM_TEXT } from "../../../src/contracts/algorithms";
import type { AlgorithmVersionStore, AlgorithmVersionView } from "./algorithmVersionStore";

/*
 * Who may read or change an algorithm and its versions, where a version's package lies and how
 * hyper-parameters are checked: shared by 算法管理, 训练任务 and 模型管理 (ai-domain §7, Algorithms, Training, Models).
 */

/** The algorithm the user may read (their own, a public one or one granted to them); 404 otherwise. */
export function readable(algorithms: AlgorithmStore, userId: number, id: number): AlgorithmView {
  const algorithm = algorithms.get(id) ?? refuse(404, ALGORITHM_TEXT.notFound);
  if (algorithm.userId !== userId && !algorithm.isPublic && !algorithms.granted(userId, id))
    refuse(404, ALGORITHM_TEXT.notFound);
  return algorithm;
}

/** The user's own algorithm; 404 when missing, 403 when another user's. */
export function owned(algorithms: AlgorithmStore, userId: number, id: number): AlgorithmView {
  const algorithm = readable(algorithms, userId, id);
  if (algorithm.userId !== userId) refuse(403, ALGORITHM_TEXT.notYours);
  return algorithm;
}

/**
 * An algorithm version the user may read: of their own algorithm, or a public version of a public
 * one; 404 算法版本不存在 otherwise (a missing algorithm reads 算法不存在).
 */
export function readableVersion(
  algorithms: AlgorithmStore,
  versions: AlgorithmVersionStore,
  userId: number,
  id: number,
): AlgorithmVersionView {
  const version = versions.get(id) ?? refuse(404, ALGORITHM_TEXT.versionNotFound);
  const algorithm = readable(algorithms, userId, version.algorithmId);
  if (algorithm.userId !== userId && !version.isPublic) refuse(404, ALGORITHM_TEXT.versionNotFound);
  return version;
}

/** The versions of an algorithm the user may read (all of their own; the public ones of another's). */
export function readableVersions(
  versions: AlgorithmVersionStore,
  algorithm: AlgorithmView,
  userId: number,
): AlgorithmVersionView[] {
  return versions.list(algorithm.id).filter((version) => algorithm.userId === userId || version.isPublic);
}

/** `{filesDir}/packages/{versionId}`: a version's package, copied from storage. */
export const packageDir = (filesDir: string, versionId: number) =>
  path.join(filesDir, "packages", String(versionId));

/**
 * The hyper-parameters as numbers with the trainer's defaults filled in (a package's from its
 * manifest: the version's own, or a built-in package's); 400 naming a bad one.
 */
export function checkedParams(
  trainer: string,
  params: Record<string, unknown>,
  own?: LoadedPackage,
): Record<string, number> {
  const problem = checkTrainerParams(trainer, params, own);
  if (problem) refuse(400, problem.message);
  return resolveTrainerParams(trainer, params, own);
}
