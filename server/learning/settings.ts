import type { AlgorithmStore } from "../platform/ai/algorithmStore";
import type { AlgorithmVersionStore, AlgorithmVersionView } from "../platform/ai/algorithmVersionStore";
import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { ownOrGranted, SHARE_RESOURCE } from "../platform/grants";
import { checkValues } from "../training/hyperParameters";
import { resolveResources } from "../training/resources";
import { EngineRefusal } from "../training/text";
import { versionTrainer } from "../training/packages/trainerSpec";
import { TRAINERS } from "../training/trainers";
import type { TaskView } from "../platform/ai/trainingTaskStore";
import { LEARNING_TEXT, type ProjectSettings, type SettingsBody } from "../../src/contracts/learning";

/**
 * Can the version detect? An algorithm package (the user's or a built-in) when its manifest's task type
 * is detection; a colour/shape trainer when it learns background windows (backgroundPerImage > 0).
 */
export const detects = (version: Pick<AlgorithmVersionView, "params" | "trainer" | "manifest">) =>
  versionTrainer(version).detects;

/** Boxes saved on the version: its tasks' and its owner's own (数据标注). */
export function boxCount(db: Db, versionId: number): number {
  const { count } = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM annotations a JOIN dataset_items i ON i.id = a.item_id WHERE i.version_id = ?)
            + (SELECT COUNT(*) FROM version_annotations v WHERE v.version_id = ?) AS count`,
    )
    .get(versionId, versionId) as { count: number };
  return count;
}

/** A version that runs an algorithm package (the user's own, or a built-in one such as the CNN). */
const isPackage = (version: Pick<AlgorithmVersionView, "trainer">) =>
  !TRAINERS.some((trainer) => trainer.id === version.trainer);

export interface SettingsDeps {
  db: Db;
  algorithms: AlgorithmStore;
  versions: AlgorithmVersionStore;
}

/**
 * The body checked against the user's data: an annotated dataset version they may read, a version fit
 * for the task type, a budget in range. Settings not chosen yet stay null; each needs the ones before.
 */
export function checkSettings(deps: SettingsDeps, userId: number, body: SettingsBody): ProjectSettings {
  const usable = ownOrGranted(deps.db, "d", SHARE_RESOURCE.dataset, userId);
  const dataset = deps.db
    .prepare(
      `SELECT 1 FROM dataset_versions dv JOIN datasets d ON d.id = dv.dataset_id
       WHERE dv.id = ? AND ${usable.sql}`,
    )
    .get(body.datasetVersionId, ...usable.args);
  if (!dataset) refuse(404, LEARNING_TEXT.datasetVersionNotFound);
  if (boxCount(deps.db, body.datasetVersionId) === 0) refuse(400, LEARNING_TEXT.datasetVersionNotAnnotated);
  const settings: ProjectSettings = {
    datasetVersionId: body.datasetVersionId,
    taskType: body.taskType ?? null,
    algorithmVersionId: null,
    epochs: null,
    hours: null,
    cores: null,
  };
  const budgetGiven = [body.epochs, body.hours, body.cores].some(
    (value) => value !== undefined && value !== null,
  );
  if (body.algorithmVersionId === undefined || body.algorithmVersionId === null) {
    if (budgetGiven) refuse(400, LEARNING_TEXT.versionFirst);
    return settings;
  }
  if (settings.taskType === null) refuse(400, LEARNING_TEXT.taskTypeInvalid);

  const version = deps.versions.get(body.algorithmVersionId) ?? refuse(404, LEARNING_TEXT.versionNotFound);
  const algorithm = deps.algorithms.get(version.algorithmId);
  if (
    !algorithm ||
    (algorithm.userId !== userId && !(deps.algorithms.granted(userId, algorithm.id) && version.isPublic))
  )
    refuse(404, LEARNING_TEXT.versionNotFound);
  if (settings.taskType === "detection" && !detects(version))
    refuse(400, isPackage(version) ? LEARNING_TEXT.packageNotDetection : LEARNING_TEXT.versionNotDetection);
  settings.algorithmVersionId = version.id;
  if (!budgetGiven) return settings;

  const { parameters } = versionTrainer(version);
  const epochs = body.epochs ?? null;
  if (epochs !== null) {
    if (!parameters.some((parameter) => parameter.name === "epochs")) refuse(400, LEARNING_TEXT.noEpochs);
    const problem = checkValues(version.trainer, parameters, { epochs });
    if (problem) refuse(400, problem.message);
  }
  try {
    const resources = resolveResources({ cores: body.cores ?? undefined, hours: body.hours ?? undefined });
    return { ...settings, epochs, hours: resources.hours, cores: resources.cores };
  } catch (error) {
    if (error instanceof EngineRefusal) refuse(error.status, error.message);
    throw error;
  }
}

/**
 * Is the training task the one these settings describe (the flow creates it on 训练任务's call)? A
 * colour/shape task detects when it learns background windows; a package's as its version says.
 */
export function taskMatches(
  task: TaskView,
  settings: ProjectSettings,
  version?: Pick<AlgorithmVersionView, "params" | "trainer" | "manifest">,
): boolean {
  const windows = "backgroundPerImage" in task.params;
  const boxes = windows ? (task.params.backgroundPerImage ?? 0) > 0 : version ? detects(version) : false;
  return (
    task.datasetVersionId === settings.datasetVersionId &&
    task.algorithmVersionId === settings.algorithmVersionId &&
    task.cores === settings.cores &&
    task.hours === settings.hours &&
    (settings.epochs === null || task.params.epochs === settings.epochs) &&
    boxes === (settings.taskType === "detection")
  );
}
