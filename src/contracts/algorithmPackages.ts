/**
 * Algorithm packages (ai-domain: 算法管理 / 算法版本): the manifest a package carries, the file a run
 * hands it (params.json), the step metrics it prints and the model manifest (model.json) it leaves
 * beside its model. Imported by the algorithm-version plugin and by the server (runners, serving).
 * The whole contract, with a worked example, is docs/algorithm-packages.md.
 */
import { Type, type Static } from "@sinclair/typebox";

/** The manifest's file name, at the package's root (or in the archive's single top folder). */
export const MANIFEST_FILE = "manifest.json";
/** What a run hands the package (in its working folder, also named by `$PARAMS_FILE`). */
export const PARAMS_FILE = "params.json";
/** The run folder files a package leaves at the end (besides train.log and steps.jsonl). */
export const MODEL_MANIFEST_FILE = "model.json";
export const MODEL_FILE = "model.onnx";
export const METRICS_FILE = "metrics.json";
/** Step metrics (stdout lines that are JSON objects with an integer `step`), one a line. */
export const STEPS_FILE = "steps.jsonl";

export const TASK_TYPES = ["classification", "detection"] as const;
/** python3: Debian's /usr/bin/python3 (with python3-torch 1.13); sh: /bin/sh; node: the built-in packages only. */
export const RUNTIMES = ["python3", "sh", "node"] as const;
/** The runtimes a user's package may name (node is for the platform's own built-in packages). */
export const USER_RUNTIMES = ["python3", "sh"] as const;
export const DATASET_FORMATS = ["coco", "class-folders"] as const;
export const PARAMETER_TYPES = ["int", "float"] as const;

export const HyperParameterSpecSchema = Type.Object({
  name: Type.String(),
  type: Type.Union(PARAMETER_TYPES.map((t) => Type.Literal(t))),
  default: Type.Number(),
  min: Type.Number(),
  max: Type.Number(),
  /** Shown in the version form (中文标题). */
  title: Type.String(),
  description: Type.Optional(Type.String()),
});
export type HyperParameterSpec = Static<typeof HyperParameterSpecSchema>;

/** manifest.json of an algorithm package. */
export const PackageManifestSchema = Type.Object({
  name: Type.String(),
  taskType: Type.Union(TASK_TYPES.map((t) => Type.Literal(t))),
  /** A command line: the runtime, then its arguments (files relative to the package), e.g. `python3 train.py`. */
  entrypoint: Type.String(),
  runtime: Type.Union(RUNTIMES.map((t) => Type.Literal(t))),
  hyperParameters: Type.Array(HyperParameterSpecSchema),
  /** The dataset export the package reads from its input folder. */
  datasetFormat: Type.Union(DATASET_FORMATS.map((t) => Type.Literal(t))),
  description: Type.Optional(Type.String()),
});
export type PackageManifest = Static<typeof PackageManifestSchema>;

/** params.json: what the runner hands a package run (paths as the package sees them). */
export const RunParamsSchema = Type.Object({
  runId: Type.Integer(),
  taskType: Type.Union(TASK_TYPES.map((t) => Type.Literal(t))),
  hyperParameters: Type.Record(Type.String(), Type.Number()),
  resources: Type.Object({ cores: Type.Number(), memoryGb: Type.Number(), hours: Type.Number() }),
  /** The dataset version exported in `format` (COCO: `annotations.json` + `images/`). */
  input: Type.Object({ dir: Type.String(), format: Type.Union(DATASET_FORMATS.map((t) => Type.Literal(t))) }),
  /** Where metrics.json, model.onnx and model.json go (the run folder). */
  output: Type.Object({ dir: Type.String() }),
});
export type RunParams = Static<typeof RunParamsSchema>;

/** One line of steps.jsonl: `{"step": 3, "loss": 0.41, "accuracy": 0.87}` (other numeric keys allowed). */
export const StepMetricSchema = Type.Object(
  { step: Type.Integer({ minimum: 0 }) },
  { additionalProperties: Type.Union([Type.Number(), Type.Null()]) },
);
export type StepMetric = Static<typeof StepMetricSchema>;

/** model.json: the model manifest beside the model (ONNX for packages, checkpoint for the JS built-ins). */
export const ModelManifestSchema = Type.Object({
  format: Type.Union([Type.Literal("onnx"), Type.Literal("checkpoint")]),
  /** Relative to the run folder: `model.onnx`, or `checkpoint.json` for the built-in JS trainers. */
  file: Type.String(),
  taskType: Type.Union(TASK_TYPES.map((t) => Type.Literal(t))),
  labels: Type.Array(Type.String(), { minItems: 1 }),
  input: Type.Object({
    name: Type.String(),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    channels: Type.Integer({ minimum: 1, maximum: 4 }),
    layout: Type.Literal("NCHW"),
    /** Pixel bytes are divided by `scale`, then (x − mean) / std per channel. */
    scale: Type.Number({ exclusiveMinimum: 0 }),
    mean: Type.Array(Type.Number()),
    std: Type.Array(Type.Number({ exclusiveMinimum: 0 })),
  }),
  /** A classification model classifies a whole image or a region crop (regions proposed by the server). */
  output: Type.Object({ kind: Type.Literal("classification"), name: Type.String() }),
});
export type ModelManifest = Static<typeof ModelManifestSchema>;

/** The texts a package upload or run is refused with (every one shown to the user as is). */
export const PACKAGE_TEXT = {
  noManifest: "算法包中没有 manifest.json（应放在包的根目录）",
  badJson: (detail: string) => `manifest.json 不是合法的 JSON：${detail}`,
  notObject: "manifest.json 的内容必须是一个对象",
  missing: (field: string) => `算法包清单缺少 ${field}`,
  notText: (field: string) => `算法包清单的 ${field} 必须是非空文字`,
  taskType: "算法包清单的 taskType 只能是 classification（分类）或 detection（检测）",
  runtime: "算法包清单的 runtime 只能是 python3 或 sh",
  datasetFormat: "算法包清单的 datasetFormat 只能是 coco 或 class-folders",
  entrypointRuntime: (runtime: string) =>
    `入口命令 entrypoint 必须以运行环境 ${runtime} 开头，例如 “${runtime} train.${runtime === "sh" ? "sh" : "py"}”`,
  entrypointPath: (arg: string) => `入口命令中的 ${arg} 必须是包内的相对路径`,
  entrypointMissing: (file: string) => `入口文件 ${file} 不在算法包中`,
  parametersNotList: "算法包清单的 hyperParameters 必须是列表",
  parameterName: (index: number) => `第 ${index} 个超参数的 name 不合法（字母开头，只含字母、数字和下划线）`,
  parameterDuplicate: (name: string) => `超参数 ${name} 重复`,
  parameterType: (name: string) => `超参数 ${name} 的 type 只能是 int 或 float`,
  parameterNumber: (name: string, field: string) => `超参数 ${name} 的 ${field} 必须是数字`,
  parameterTitle: (name: string) => `超参数 ${name} 缺少中文标题 title`,
  parameterRange: (name: string) => `超参数 ${name} 的范围不正确：min 大于 max`,
  parameterDefault: (name: string, min: number, max: number) =>
    `超参数 ${name} 的默认值超出范围（${min} ~ ${max}）`,
  parameterInteger: (name: string, field: string) => `超参数 ${name} 的 ${field} 必须是整数`,
  notPackage: "算法包必须是文件夹或 zip、tar.gz 压缩包",
  noSandbox:
    "本机没有可用的沙箱（bubblewrap），不能运行用户上传的算法包；请联系管理员安装 bubblewrap，或改用内置算法",
  timeLimit: (hours: number) => `超出申请的运行时长（${hours} 小时），算法进程已被结束`,
  killed: "算法进程已被终止",
  uploadMissing: "请选择要上传的算法包（文件夹或 zip、tar.gz 压缩包）",
  uploadOne: "一次只能上传一个算法包",
  uploadTooLarge: (mb: number) => `算法包不能超过 ${mb} MB`,
  uploadGone: "上传的算法包已失效，请重新上传",
} as const;

/** A package uploaded from the browser, checked and kept for an hour until a version takes it. */
export const PackageUploadSchema = Type.Object({
  /** What `POST tb-algorithm-version/version` names with `trainer: "package", uploadId`. */
  uploadId: Type.String(),
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  manifest: PackageManifestSchema,
});
export type PackageUpload = Static<typeof PackageUploadSchema>;
/** An upload id as the server makes them (32 hex digits). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Checks a parsed manifest.json; the first problem as the user reads it, or null. The order is the
 * fields' order in the manifest (name, taskType, runtime, entrypoint, datasetFormat, hyperParameters).
 * Whether the entrypoint's files exist is the server's check (PACKAGE_TEXT.entrypointMissing).
 */
export function manifestProblem(value: unknown, options: { builtin?: boolean } = {}): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return PACKAGE_TEXT.notObject;
  const manifest = value as Record<string, unknown>;
  for (const field of ["name", "taskType", "runtime", "entrypoint", "datasetFormat", "hyperParameters"]) {
    if (!(field in manifest)) return PACKAGE_TEXT.missing(field);
  }
  if (!isText(manifest.name)) return PACKAGE_TEXT.notText("name");
  if (!TASK_TYPES.includes(manifest.taskType as never)) return PACKAGE_TEXT.taskType;
  const runtimes: readonly string[] = options.builtin ? RUNTIMES : USER_RUNTIMES;
  if (!runtimes.includes(manifest.runtime as string)) return PACKAGE_TEXT.runtime;
  if (!isText(manifest.entrypoint)) return PACKAGE_TEXT.notText("entrypoint");
  const [program, ...args] = manifest.entrypoint.trim().split(/\s+/);
  if (program !== manifest.runtime) return PACKAGE_TEXT.entrypointRuntime(manifest.runtime as string);
  const outside = args.find((arg) => arg.startsWith("/") || arg.split("/").includes(".."));
  if (outside) return PACKAGE_TEXT.entrypointPath(outside);
  if (!DATASET_FORMATS.includes(manifest.datasetFormat as never)) return PACKAGE_TEXT.datasetFormat;
  if (!Array.isArray(manifest.hyperParameters)) return PACKAGE_TEXT.parametersNotList;
  const seen = new Set<string>();
  for (const [index, raw] of manifest.hyperParameters.entries()) {
    const parameter = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    const name = parameter.name;
    if (typeof name !== "string" || !NAME.test(name)) return PACKAGE_TEXT.parameterName(index + 1);
    if (seen.has(name)) return PACKAGE_TEXT.parameterDuplicate(name);
    seen.add(name);
    if (!PARAMETER_TYPES.includes(parameter.type as never)) return PACKAGE_TEXT.parameterType(name);
    for (const field of ["default", "min", "max"]) {
      if (!isNumber(parameter[field])) return PACKAGE_TEXT.parameterNumber(name, field);
      if (parameter.type === "int" && !Number.isInteger(parameter[field]))
        return PACKAGE_TEXT.parameterInteger(name, field);
    }
    if (!isText(parameter.title)) return PACKAGE_TEXT.parameterTitle(name);
    const { min, max } = parameter as { min: number; max: number; default: number };
    if (min > max) return PACKAGE_TEXT.parameterRange(name);
    if ((parameter.default as number) < min || (parameter.default as number) > max)
      return PACKAGE_TEXT.parameterDefault(name, min, max);
  }
  return null;
}
