import { Type as T, type Static } from "@sinclair/typebox";
import { TASK_TYPES } from "./algorithmPackages";
import { Id, Num, Text } from "./fields";
import { Name, tooLongText } from "./names";
import { RunStatus } from "./trainingTasks";

/**
 * AI服务 (ai-domain §2 学习项目): learning projects, a guided path from an annotated dataset version to
 * a published service. Imported by src/plugins/learning/api.ts and server/learning; the flow's other
 * calls are 训练任务's and 能力发布's, reached through their plugins' services.
 */
export const LEARNING_PROJECT = "/api/aimanager/v1/learning-project";

export const LEARNING_API = {
  page: `${LEARNING_PROJECT}/page`,
  /** POST a new project. */
  projects: LEARNING_PROJECT,
  /** PUT its fields (and the service it was published as), DELETE it. */
  project: `${LEARNING_PROJECT}/:id`,
  /** POST 任务设置: the settings chosen so far, and the training task once started. */
  taskSetting: `${LEARNING_PROJECT}/:id/task-setting`,
} as const;

/** AI服务's codes (TypeBox-free, for the manifest), re-exported. */
export { LEARNING_CODES } from "./learningCodes";

export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MAX = 500;

/** The texts AI服务's calls answer with (Chinese, shown verbatim). */
export const LEARNING_TEXT = {
  nameEmpty: "项目名称不能为空",
  nameTooLong: tooLongText("项目名称", PROJECT_NAME_MAX),
  nameTaken: (name: string) => `已有名为「${name}」的项目，请换一个名称`,
  descriptionTooLong: tooLongText("项目描述", PROJECT_DESCRIPTION_MAX),
  notFound: "项目不存在",
  datasetVersionNotFound: "数据集版本不存在",
  datasetVersionNotAnnotated: "该数据集版本还没有标注，请先完成标注再训练",
  taskTypeInvalid: "请选择任务类型",
  versionNotFound: "算法版本不存在",
  versionNotDetection: "该算法版本不输出目标框（背景样本数为 0），不能用于目标检测",
  packageNotDetection: "该算法包的任务类型是图像分类（classification），不能用于目标检测",
  versionFirst: "请先选择算法版本，再设置训练预算",
  noEpochs: "该算法版本没有训练轮数，请按时长设置预算",
  trainingActive: "项目的训练尚未结束，请等待完成或先终止训练",
  taskNotFound: "训练任务不存在",
  taskMismatch: "训练任务与项目的设置不一致",
  notConfigured: "请先完成项目的训练设置",
  serviceNotFound: "服务不存在",
} as const;

/** The two kinds of task a project trains for. */
export const LearningTaskType = T.Union(TASK_TYPES.map((type) => T.Literal(type)));
export type LearningTaskType = Static<typeof LearningTaskType>;

const Nullable = <S extends Parameters<typeof T.Union>[0][number]>(schema: S) => T.Union([schema, T.Null()]);

/** A project's training settings (all null until 任务设置 saved them). */
export const ProjectSettings = T.Object({
  datasetVersionId: Nullable(T.Integer()),
  taskType: Nullable(LearningTaskType),
  algorithmVersionId: Nullable(T.Integer()),
  /** Training epochs, for a version whose trainer has them; null: the version's default. */
  epochs: Nullable(T.Number()),
  hours: Nullable(T.Number()),
  cores: Nullable(T.Number()),
});
export type ProjectSettings = Static<typeof ProjectSettings>;

/** One learning project as the store keeps it. */
export const ProjectView = T.Composite([
  ProjectSettings,
  T.Object({
    id: T.Integer(),
    userId: T.Integer(),
    name: T.String(),
    description: T.String(),
    /** The training task (训练任务) the project's runs belong to, once started. */
    trainingTaskId: Nullable(T.Integer()),
    /** The service its best run was published as. */
    serviceId: Nullable(T.Integer()),
    /** YYYY-MM-DD HH:mm:ss */
    createTime: T.String(),
    updateTime: T.String(),
  }),
]);
export type ProjectView = Static<typeof ProjectView>;

/** A project as the calls answer it: with its runs' count and its last run's status. */
export const Project = T.Composite([
  ProjectView,
  T.Object({
    runCount: T.Integer(),
    lastRunStatus: Nullable(RunStatus),
    lastRunStatusText: T.String(),
  }),
]);
export type Project = Static<typeof Project>;

/** What the project form sends (the name's length is checked after trimming: LEARNING_TEXT). */
export const ProjectFields = T.Object({
  name: Name(1000, "项目名称"),
  description: T.Optional(Text(10_000)),
});
export type ProjectFields = Static<typeof ProjectFields>;

/** PUT a project: its fields, and the service it was published as (null: none). */
export const ProjectUpdate = T.Object({
  ...ProjectFields.properties,
  serviceId: T.Optional(Nullable(Id("服务"))),
});
export type ProjectUpdate = Static<typeof ProjectUpdate>;

/** 任务设置: the settings chosen so far, in the flow's order (a later one needs the earlier). */
export const SettingsBody = T.Object({
  datasetVersionId: Id("数据集版本"),
  taskType: T.Optional(
    T.Union([...TASK_TYPES.map((type) => T.Literal(type)), T.Null()], {
      "x-message": LEARNING_TEXT.taskTypeInvalid,
    }),
  ),
  algorithmVersionId: T.Optional(Nullable(Id("算法版本"))),
  epochs: T.Optional(Nullable(Num(-1e9, 1e9, "训练轮数必须是数字"))),
  hours: T.Optional(Nullable(Num(-1e9, 1e9, "运行时长（小时）必须是数字"))),
  cores: T.Optional(Nullable(Num(-1e9, 1e9, "CPU 核数必须是数字"))),
  trainingTaskId: T.Optional(Nullable(Id("训练任务"))),
});
export type SettingsBody = Static<typeof SettingsBody>;
