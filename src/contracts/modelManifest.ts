import {
  MODEL_FILE,
  MODEL_MANIFEST_FILE,
  ModelManifestSchema,
  type ModelManifest,
} from "./algorithmPackages";

/**
 * model.json, the manifest beside a model in a run folder or in storage (docs/training-engine.md), is
 * algorithmPackages' ModelManifestSchema: an ONNX model with its labels and how an image becomes its
 * input tensor, or (`format: "checkpoint"`) the built-in trainers' checkpoint.json. A run folder
 * without model.json holds a checkpoint.
 */
export { ModelManifestSchema, type ModelManifest };

/** The manifest of an ONNX model (what a model version of format onnx keeps). */
export type OnnxManifest = ModelManifest & { format: "onnx" };

/** The files of a model in a run folder or beside each other in storage. */
export const MODEL_FILES = {
  manifest: MODEL_MANIFEST_FILE,
  onnx: MODEL_FILE,
  checkpoint: "checkpoint.json",
} as const;

/** A model version's format, as the version list shows it. */
export type ModelFormat = "onnx" | "checkpoint";

/**
 * Labels a detection service treats as "nothing here": a crop the model gives one of them is not a box,
 * and they are left out of the answer's labels (a classifier trained with a background class).
 */
export const BACKGROUND_LABELS = ["背景", "background"] as const;

/** Refusals of registering an ONNX model (ai-domain §7: 注册模型版本), shown as the server sends them. */
export const MODEL_MANIFEST_TEXT = {
  manifestMissing: "缺少模型清单 model.json（应与 model.onnx 放在同一目录）",
  manifestInvalid: (detail: string) => `模型清单 model.json 格式不正确：${detail}`,
  fileMissing: (file: string) => `模型清单指定的模型文件 ${file} 不存在`,
  notOnnx: "模型文件无法用 ONNX Runtime 加载，请确认是有效的 ONNX 模型",
  inputMissing: (name: string, names: readonly string[]) =>
    `模型没有名为 ${name} 的输入（模型的输入：${names.join("、")}）`,
  inputShape: (name: string, shape: string, wanted: string) =>
    `模型输入 ${name} 的形状为 ${shape}，与清单要求的 ${wanted} 不符`,
  outputMissing: (name: string, names: readonly string[]) =>
    `模型没有名为 ${name} 的输出（模型的输出：${names.join("、")}）`,
  outputSize: (size: string, labels: number) =>
    `模型输出的类别数为 ${size}，与清单中的标签数 ${labels} 不一致`,
  tooLarge: "模型文件超过 200 MB，无法注册",
  notOnnxManifest: "模型清单 model.json 的 format 不是 onnx，不能与 .onnx 文件一起注册",
  channels: (channels: number) => `模型清单的输入通道数为 ${channels}，目前只支持 3 通道（RGB）图片输入`,
  normalisation: "模型清单中 input.mean 和 input.std 须各有 3 个数（R、G、B 各一个）",
} as const;
