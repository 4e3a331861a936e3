import fs from "node:fs";
import path from "node:path";
import { MODEL_FILES, type ModelFormat, type OnnxManifest } from "../../../src/contracts/modelManifest";
import { refuse } from "../../lib/refusal";
import { loadModel } from "../../inference/model";
import { checkOnnx, readManifest } from "../../inference/onnxModel";
import type { TaskType } from "../../inference/onnxPredict";
import { EngineRefusal } from "../../training/text";

/** A model checked for registration: its file, format and what its version's row shows. */
export interface ModelFacts {
  format: ModelFormat;
  /** The model file on disk (the .onnx or checkpoint.json). */
  file: string;
  trainer: string;
  labels: string[];
  /** What the model itself does (a checkpoint: boxes when trained with background classes). */
  taskType: TaskType;
  /** The ONNX model's manifest, null for a checkpoint. */
  manifest: OnnxManifest | null;
}

const rethrow = (error: unknown): never => {
  if (error instanceof EngineRefusal) refuse(error.status, error.message);
  throw error;
};

async function checkpointFacts(file: string): Promise<ModelFacts> {
  try {
    const { checkpoint } = await loadModel(file);
    return {
      format: "checkpoint",
      file,
      trainer: checkpoint.trainer,
      labels: checkpoint.labels.map((label) => label.name),
      taskType: checkpoint.backgroundClasses > 0 ? "detection" : "classification",
      manifest: null,
    };
  } catch (error) {
    return rethrow(error);
  }
}

async function onnxFacts(file: string, manifest: OnnxManifest): Promise<ModelFacts> {
  try {
    const session = await checkOnnx(file, manifest);
    await session.release();
  } catch (error) {
    return rethrow(error);
  }
  return {
    format: "onnx",
    file,
    trainer: "onnx",
    labels: manifest.labels,
    taskType: manifest.taskType,
    manifest,
  };
}

/** The manifest's own format field, read loosely (a checkpoint manifest needs nothing else). */
function manifestFormat(file: string): unknown {
  try {
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { format?: unknown }).format;
  } catch {
    return undefined;
  }
}

/**
 * A model a user points at in storage (ai-domain §7, models-versions/remote/v3): an .onnx file with its
 * model.json beside it, the model.json itself (format onnx or checkpoint), or a checkpoint .json of the
 * built-in trainers. Checked here; each refusal a 4xx with its Chinese text.
 */
export async function storageModelFacts(file: string): Promise<ModelFacts> {
  const dir = path.dirname(file);
  if (file.toLowerCase().endsWith(".onnx")) {
    try {
      return await onnxFacts(file, readManifest(path.join(dir, MODEL_FILES.manifest)));
    } catch (error) {
      return rethrow(error);
    }
  }
  if (path.basename(file) === MODEL_FILES.manifest) {
    const format = manifestFormat(file);
    if (format === "checkpoint") {
      const named = (JSON.parse(fs.readFileSync(file, "utf8")) as { file?: unknown }).file;
      return checkpointFacts(
        path.join(dir, path.basename(typeof named === "string" ? named : MODEL_FILES.checkpoint)),
      );
    }
    let manifest: OnnxManifest;
    try {
      manifest = readManifest(file);
    } catch (error) {
      return rethrow(error);
    }
    return onnxFacts(path.join(dir, path.basename(manifest.file)), manifest);
  }
  return checkpointFacts(file);
}

/**
 * The model a finished run wrote (docs/training-engine.md): model.onnx with model.json (an algorithm
 * package's), or checkpoint.json (the built-in trainers'; a run folder without model.json holds one).
 * Answers null when the folder holds neither.
 */
export async function runModelFacts(runDir: string): Promise<ModelFacts | null> {
  const manifestFile = path.join(runDir, MODEL_FILES.manifest);
  if (fs.existsSync(manifestFile) && manifestFormat(manifestFile) !== "checkpoint") {
    let manifest: OnnxManifest;
    try {
      manifest = readManifest(manifestFile);
    } catch (error) {
      return rethrow(error);
    }
    return onnxFacts(path.join(runDir, path.basename(manifest.file)), manifest);
  }
  const checkpoint = path.join(runDir, MODEL_FILES.checkpoint);
  return fs.existsSync(checkpoint) ? checkpointFacts(checkpoint) : null;
}

/** The task type of a model as its model's category says (图像分类 / 目标检测), else as the model does. */
export function servedTaskType(category: string, facts: { taskType: TaskType }): TaskType {
  if (category === "图像分类") return "classification";
  if (category === "目标检测") return "detection";
  return facts.taskType;
}
