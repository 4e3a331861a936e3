import { Type as T, type Static } from "@sinclair/typebox";
import { RUN_STATUSES } from "./runStatuses";
import { AlgorithmVersionView } from "./algorithms";
import { Id, Num, Text } from "./fields";
import { Name, tooLongText } from "./names";
import { RUN_COMPARE_PATH, RUN_STEPS_PATH } from "./runSteps";

/**
 * 训练任务 (ai-domain §5, §7 tb-task-manage, train): training tasks, their runs, a run's log (a page
 * of lines, or the live socket logs/v2) and its evaluation. Imported by src/plugins/training-tasks/api.ts
 * and server/training-tasks; AI服务 reaches these calls through the plugin's TRAINING_RUNS service.
 */
export const TASK_MANAGE = "/api/aimanager/v1/tb-task-manage";
export const TRAIN = "/api/aimanager/v1/train";

export const TRAINING_TASKS_API = {
  listPage: `${TASK_MANAGE}/list-page`,
  list: `${TASK_MANAGE}/list`,
  choices: `${TASK_MANAGE}/choices`,
  /** The task's last run's status (null before its first run). */
  taskStatus: `${TASK_MANAGE}/task/train/:id/status`,
  /** POST a new task, PUT its fields. */
  task: `${TASK_MANAGE}/task`,
  /** DELETE one (and its runs). */
  taskOne: `${TASK_MANAGE}/task/:id`,
} as const;

export const TRAIN_API = {
  /** A task's runs (`?taskId=`), newest first. */
  runs: `${TRAIN}/list-page`,
  /** POST `{ taskId }`: a new run of the task. */
  start: `${TRAIN}/job-version`,
  status: `${TRAIN}/status`,
  logs: `${TRAIN}/logs`,
  /** The run's log as it is written, over a websocket (`?id=&from=&token=`). */
  logSocket: `${TRAIN}/logs/v2`,
  metrics: `${TRAIN}/evaluation-results`,
  terminate: `${TRAIN}/train/terminate/:id`,
  run: `${TRAIN}/train/:id`,
  socketToken: `${TRAIN}/socket-token`,
  steps: RUN_STEPS_PATH,
  compare: RUN_COMPARE_PATH,
} as const;

export const TASK_NAME_MAX = 50;
export const TASK_DESCRIPTION_MAX = 500;

/** The texts 训练任务's calls answer with (Chinese, shown verbatim). */
export const TASK_TEXT = {
  nameEmpty: "任务名称不能为空",
  nameTooLong: tooLongText("任务名称", TASK_NAME_MAX),
  nameTaken: (name: string) => `已有名为「${name}」的训练任务，请换一个名称`,
  descriptionTooLong: tooLongText("描述", TASK_DESCRIPTION_MAX),
  notFound: "训练任务不存在",
  versionNotFound: "算法版本不存在",
  datasetVersionNotFound: "数据集版本不存在",
  labelGroupNotFound: "标签组不存在",
  hasActiveRuns: "该任务有尚未结束的训练，请先终止",
  runNotFound: "训练记录不存在",
} as const;

/** A run's status (the words a user sees are the server's statusText). */
export { RUN_STATUSES };
export const RunStatus = T.Union(RUN_STATUSES.map((status) => T.Literal(status)));
export type RunStatus = Static<typeof RunStatus>;

/** One training task, with its runs' count and its last run's status. */
export const TaskView = T.Object({
  id: T.Integer(),
  userId: T.Integer(),
  name: T.String(),
  algorithmId: T.Integer(),
  algorithmName: T.String(),
  algorithmTypeId: T.Integer(),
  algorithmVersionId: T.Integer(),
  algorithmVersion: T.String(),
  trainer: T.String(),
  datasetId: T.Integer(),
  datasetName: T.String(),
  datasetVersionId: T.Integer(),
  datasetVersion: T.String(),
  labelGroupId: T.Union([T.Integer(), T.Null()]),
  labelGroupName: T.String(),
  /** The task's hyper-parameters (the version's defaults where it leaves one out). */
  params: T.Record(T.String(), T.Number()),
  cores: T.Number(),
  memoryGb: T.Number(),
  hours: T.Number(),
  description: T.String(),
  createTime: T.String(),
  updateTime: T.String(),
});
export type TaskView = Static<typeof TaskView>;

export const TaskWithRuns = T.Composite([
  TaskView,
  T.Object({
    runCount: T.Integer(),
    lastRunStatus: T.Union([RunStatus, T.Null()]),
    lastRunStatusText: T.String(),
  }),
]);
export type TaskWithRuns = Static<typeof TaskWithRuns>;

/** A dataset version the user may train on, with how many boxes its tasks and its owner saved. */
export const DatasetVersionChoice = T.Object({
  id: T.Integer(),
  datasetId: T.Integer(),
  datasetName: T.String(),
  version: T.String(),
  itemCount: T.Integer(),
  annotationCount: T.Integer(),
});
export type DatasetVersionChoice = Static<typeof DatasetVersionChoice>;

/** What the task form picks from: algorithms with their usable versions, dataset versions, label groups. */
export const TaskChoices = T.Object({
  algorithms: T.Array(
    T.Object({ id: T.Integer(), name: T.String(), versions: T.Array(AlgorithmVersionView) }),
  ),
  datasetVersions: T.Array(DatasetVersionChoice),
  labelGroups: T.Array(T.Object({ id: T.Integer(), name: T.String() })),
});
export type TaskChoices = Static<typeof TaskChoices>;

/** One line of a run's log, numbered from 1 so a client can resume after the last one it saw. */
export const LogLine = T.Object({ n: T.Integer(), text: T.String() });
export type LogLine = Static<typeof LogLine>;

/** A page of a run's log. */
export const LogPage = T.Object({
  lines: T.Array(LogLine),
  /** Ask for this line next time. */
  nextLine: T.Integer(),
  /** The run is over and every line of its log has been handed out. */
  complete: T.Boolean(),
});
export type LogPage = Static<typeof LogPage>;

/** The log socket's short-lived token (a websocket carries no header). */
export const SocketToken = T.Object({ token: T.String(), expiresIn: T.Integer() });
export type SocketToken = Static<typeof SocketToken>;

/**
 * What the task form sends (POST; PUT adds `id`): numbers may come as the form's text; a missing
 * resource is the server's default. Lengths are checked after trimming: TASK_TEXT.
 */
export const TaskBody = T.Object({
  name: Name(1000, "任务名称"),
  algorithmVersionId: Id("算法版本"),
  datasetVersionId: Id("数据集版本"),
  labelGroupId: T.Optional(T.Union([Id("标签组"), T.Null()])),
  params: T.Optional(
    T.Record(T.String({ maxLength: 50 }), T.Union([T.Number(), Text(50)]), { maxProperties: 20 }),
  ),
  cores: T.Optional(Num(-1e9, 1e9, "CPU 核数必须是数字")),
  memoryGb: T.Optional(Num(-1e9, 1e9, "内存（GB）必须是数字")),
  hours: T.Optional(Num(-1e9, 1e9, "运行时长（小时）必须是数字")),
  description: T.Optional(Text(10_000)),
});
export type TaskBody = Static<typeof TaskBody>;
