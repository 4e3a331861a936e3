import { Type, type Static } from "@sinclair/typebox";

/**
 * model.json, the manifest beside a model in a run folder or in storage (docs/training-engine.md):
 * an ONNX model with its labels and how an image becomes its input tensor, or (`format: "checkpoint"`)
 * the built-in trainers' checkpoint.json. A run folder without model.json holds a checkpoint.
 */
export const ModelInputSchema = Type.Object({
  /** The graph input the image is fed to. */
  name: Type.String({ minLength: 1, maxLength: 200 }),
  width: Type.Integer({ minimum: 1, maximum: 4096 }),
  height: Type.Integer({ minimum: 1, maximum: 4096 }),
  channels: Type.Literal(3),
  layout: Type.Literal("NCHW"),
  /** Pixels (0–255) are divided by this, then (value − mean) / std per channel (R, G, B). */
  scale: Type.Number({ exclusiveMinimum: 0 }),
  mean: Type.Array(Type.Number(), { minItems: 3, maxItems: 3 }),
  std: Type.Array(Type.Number({ exclusiveMinimum: 0 }), { minItems: 3, maxItems: 3 }),
});

export const OnnxManifestSchema = Type.Object({
  format: Type.Literal("onnx"),
  /** The model's file name beside the manifest. */
  file: Type.String({ minLength: 1, maxLength: 255 }),
  taskType: Type.Union([Type.Literal("classification"), Type.Literal("detection")]),
  /** One per output score, in the output's order. */
  labels: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 1000 }),
  input: ModelInputSchema,
  output: Type.Object({
    kind: Type.Literal("classification"),
    name: Type.String({ minLength: 1, maxLength: 200 }),
  }),
});
export type OnnxManifest = Static<typeof OnnxManifestSchema>;

export const CheckpointManifestSchema = Type.Object({
  format: Type.Literal("checkpoint"),
  file: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});

export const ModelManifestSchema = Type.Union([OnnxManifestSchema, CheckpointManifestSchema]);
export type ModelManifest = Static<typeof ModelManifestSchema>;

/** The files of a model in a run folder or beside each other in storage. */
export const MODEL_FILES = {
  manifest: "model.json",
  onnx: "model.onnx",
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
} as const;
