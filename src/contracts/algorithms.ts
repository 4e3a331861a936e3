import { Type as T, type Static } from "@sinclair/typebox";
import { PACKAGE_TEXT, PackageManifestSchema, TASK_TYPES } from "./algorithmPackages";
import { Id, Text } from "./fields";
import { Name, tooLongText } from "./names";

/**
 * 算法管理 (ai-domain §7 tb-algorithm-manage, tb-algorithm-version): algorithms, their versions and
 * the trainers a version trains with. Imported by src/plugins/algorithms/api.ts and server/algorithms;
 * the models plugin reads the algorithm choices (ALGORITHM_CHOICE_API). The type tree is
 * contracts/algorithmTypes.ts, the packages' own contract contracts/algorithmPackages.ts.
 */
export const ALGORITHM_MANAGE = "/api/aimanager/v1/tb-algorithm-manage";
export const ALGORITHM_VERSION = "/api/aimanager/v1/tb-algorithm-version";

export const ALGORITHMS_API = {
  /** The user's own algorithms and the public ones. */
  list: `${ALGORITHM_MANAGE}/list`,
  listPage: `${ALGORITHM_MANAGE}/list-page`,
  publicPage: `${ALGORITHM_MANAGE}/public-page`,
  portalSearch: `${ALGORITHM_MANAGE}/portal-search-result`,
  getById: `${ALGORITHM_MANAGE}/get-by-id`,
  /** One algorithm with the versions the user may read (`?id=`). */
  info: `${ALGORITHM_MANAGE}/alg-info`,
  /** POST a new algorithm, PUT its fields. */
  algorithm: `${ALGORITHM_MANAGE}/algorithm`,
  /** DELETE one. */
  algorithmOne: `${ALGORITHM_MANAGE}/algorithm/:id`,
  updatePublic: `${ALGORITHM_MANAGE}/updatePublic`,
  /** POST the example image (multipart, one part `file`). */
  image: `${ALGORITHM_MANAGE}/algorithm/:id/image`,
  downloadImage: `${ALGORITHM_MANAGE}/download-example-image`,
  /** A public algorithm for the portal, without a sign-in. */
  publicOne: `${ALGORITHM_MANAGE}/public/:id`,
} as const;

export const ALGORITHM_VERSIONS_API = {
  trainers: `${ALGORITHM_VERSION}/trainers`,
  /** GET an algorithm's versions (`?algorithmId=`), POST a new one. */
  versions: `${ALGORITHM_VERSION}/version`,
  /** DELETE one. */
  version: `${ALGORITHM_VERSION}/version/:id`,
  copy: `${ALGORITHM_VERSION}/copy`,
  public: `${ALGORITHM_VERSION}/public`,
  countModel: `${ALGORITHM_VERSION}/count-model`,
  /** A version's package taken from storage. */
  remoteUpload: `${ALGORITHM_VERSION}/image-remote-upload/:id`,
  /** POST a package (multipart, one file part `file`): checked and staged for a version's `uploadId`. */
  packageUpload: `${ALGORITHM_VERSION}/package-upload`,
  packageCheck: `${ALGORITHM_VERSION}/package-check`,
  /** The public versions of a public algorithm, for the portal. */
  publicList: `${ALGORITHM_VERSION}/public-list`,
} as const;

/** The calls other features read: the algorithms a model version may relate to. */
export const ALGORITHM_CHOICE_API = { list: ALGORITHMS_API.list, info: ALGORITHMS_API.info } as const;

export const NAME_MAX = 50;
export const TYPE_NAME_MAX = 20;
export const DESCRIPTION_MAX = 500;
export const IMAGE_MAX_BYTES = 2048 * 1024;

/** The texts 算法管理's calls answer with (Chinese, shown verbatim). */
export const ALGORITHM_TEXT = {
  typeNameEmpty: "类型名称不能为空",
  typeNameTooLong: tooLongText("类型名称", TYPE_NAME_MAX),
  typeNameTaken: "同级下已有同名类型",
  typeNotFound: "算法类型不存在",
  parentNotRoot: "只能在一级类型下新建子类型",
  typeInUse: "该类型下有子类型或算法，不能删除",
  nameEmpty: "算法名称不能为空",
  nameTooLong: tooLongText("算法名称", NAME_MAX),
  nameTaken: (name: string) => `已有名为「${name}」的算法，请换一个名称`,
  descriptionTooLong: tooLongText("描述", DESCRIPTION_MAX),
  notFound: "算法不存在",
  notYours: "只能修改自己创建的算法",
  hasTasks: "该算法的版本已被训练任务使用，不能删除",
  /** `named`: the caller's model versions (形状检测 V2（V1）); `others`: other users' model versions. */
  hasModels: (named: string[], others: number) => {
    const shown = named.slice(0, 5).join("、") + (named.length > 5 ? ` 等 ${named.length} 个` : "");
    const otherText = others > 0 ? `其他用户的 ${others} 个模型版本` : "";
    return `该算法的版本已被模型版本使用，不能删除：${[shown, otherText].filter(Boolean).join("，以及")}`;
  },
  versionNotFound: "算法版本不存在",
  versionHasTasks: "该版本已被训练任务使用，不能删除",
  versionHasModels: (count: number) => `该版本已被 ${count} 个模型使用，不能删除`,
  imageEmpty: "请选择示例图片",
  imageType: "请上传以下文件格式：png、jpg、jpeg",
  imageTooLarge: "文件大小限制：2048kb",
  noImage: "无可下载文件！",
  packageNotFile: "请选择一个文件作为算法包",
  isPublic: "isPublic 只能为 0 或 1",
} as const;

const Flag = T.Union([T.Literal(0), T.Literal(1)]);

/** One algorithm as the pages read it. */
export const AlgorithmView = T.Object({
  id: T.Integer(),
  userId: T.Integer(),
  userName: T.String(),
  typeId: T.Integer(),
  typeName: T.String(),
  name: T.String(),
  description: T.String(),
  isPublic: Flag,
  /** The example image's file name ("" when none was uploaded). */
  imageName: T.String(),
  versionCount: T.Integer(),
  createTime: T.String(),
  updateTime: T.String(),
});
export type AlgorithmView = Static<typeof AlgorithmView>;

/** One algorithm version: the trainer it trains with and its hyper-parameters' defaults. */
export const AlgorithmVersionView = T.Object({
  id: T.Integer(),
  algorithmId: T.Integer(),
  algorithmName: T.String(),
  userId: T.Integer(),
  /** V1, V2, … */
  version: T.String(),
  number: T.Integer(),
  trainer: T.String(),
  trainerTitle: T.String(),
  /** The version's own defaults (the trainer's where it leaves one out). */
  params: T.Record(T.String(), T.Number()),
  description: T.String(),
  isPublic: Flag,
  packageName: T.String(),
  packageSize: T.Integer(),
  /** The manifest of the version's algorithm package (trainer "package"), else null. */
  manifest: T.Union([PackageManifestSchema, T.Null()]),
  createTime: T.String(),
});
export type AlgorithmVersionView = Static<typeof AlgorithmVersionView>;

/** One hyper-parameter of a trainer: its type, default and inclusive range. */
export const HyperParameter = T.Object({
  name: T.String(),
  type: T.Union([T.Literal("int"), T.Literal("float")]),
  default: T.Number(),
  min: T.Number(),
  max: T.Number(),
  /** What it changes, for the algorithm-version form. */
  description: T.String(),
});
export type HyperParameter = Static<typeof HyperParameter>;

/** A trainer the version form offers: a built-in one, or a built-in package. */
export const TrainerView = T.Object({
  id: T.String(),
  title: T.String(),
  description: T.String(),
  parameters: T.Array(HyperParameter),
  /** A built-in package's task type (its manifest's); the colour/shape trainers detect with background windows. */
  taskType: T.Optional(T.Union(TASK_TYPES.map((type) => T.Literal(type)))),
});
export type TrainerView = Static<typeof TrainerView>;

/** What the algorithm form sends (POST; PUT adds `id`). Lengths are checked after trimming: ALGORITHM_TEXT. */
export const AlgorithmBody = T.Object({
  name: Name(1000, "算法名称"),
  typeId: Id("算法类型"),
  description: T.Optional(Text(10_000)),
});
export type AlgorithmBody = Static<typeof AlgorithmBody>;

/** A new version: a built-in trainer and its hyper-parameters, or trainer "package" with a package. */
export const VersionBody = T.Object({
  algorithmId: Id("算法"),
  trainer: Text(50, "请选择内置训练器"),
  /** With trainer "package": the package (a folder, zip or tar.gz) in the user's storage. */
  packagePath: T.Optional(Text(4096, "请选择存储路径")),
  /** Or a package uploaded from the browser (package-upload's uploadId). */
  uploadId: T.Optional(Text(64, PACKAGE_TEXT.uploadGone)),
  params: T.Optional(
    T.Record(T.String({ maxLength: 50 }), T.Union([T.Number(), Text(50)]), { maxProperties: 20 }),
  ),
  description: T.Optional(Text(10_000)),
});
export type VersionBody = Static<typeof VersionBody>;
