import { TASK_STATUS_TEXT } from "../machines/annotationTaskText";
import type { TaskStatus } from "../machines/annotationTask.machine";

/** Prefix of every datasets and team-annotation call (docs/annotation-api.md); the plugins and
 * server/annotation add their paths to it. */
export const ANNOTATION_API_BASE = "/api/aimanager/v1";

const V1 = ANNOTATION_API_BASE;
const TASK = `${V1}/data-set-annotation-task`;
const SUB = `${V1}/data-set-annotation-sub-task`;
const BOXES = `${V1}/data-set-item-annotation`;
const REVIEW = `${V1}/data-set-item-annotation-review`;
const OWN = `${V1}/data-set-version-annotation`;

/**
 * The calls a task and a sub-task (one member's share) both answer, each under its own path
 * (ai-domain §7 data-set-annotation-task, data-set-annotation-sub-task). `POST {op}/:id` are the
 * plain lifecycle operations; active, assign, commit-review and score name the task in the body.
 */
const taskCalls = (base: string) =>
  ({
    one: `${base}/:id`,
    /** POST, filters in the body: the tasks (shares) the user leads. */
    page: `${base}/page`,
    /** POST, filters in the body: the user's own. */
    listPage: `${base}/list-page`,
    statusProgress: `${base}/status-progress`,
    personProgress: `${base}/person-progress`,
    active: `${base}/active`,
    assign: `${base}/assign`,
    start: `${base}/start/:id`,
    submit: `${base}/submit/:id`,
    commitReview: `${base}/commit-review`,
    commitReviewOf: `${base}/commit-review/:id`,
    sendBack: `${base}/send-back/:id`,
    handOver: `${base}/hand-over/:id`,
    finish: `${base}/finish/:id`,
    cancel: `${base}/cancel/:id`,
    score: `${base}/score`,
  }) as const;

/** 团队任务管理's calls (ai-domain §7), full paths with `:name` parameters (`fillPath` fills them). */
export const ANNOTATION_API = {
  task: { ...taskCalls(TASK), create: TASK, board: `${TASK}/board`, statusStat: `${TASK}/status-stat` },
  sub: { ...taskCalls(SUB), list: `${SUB}/list` },
  /** 团队管理 (code label) and 团队列表 (taskM). */
  team: {
    page: `${V1}/tb-team/page`,
    list: `${V1}/tb-team/list`,
    /** POST a new team, PUT its fields. */
    teams: `${V1}/tb-team`,
    one: `${V1}/tb-team/:teamId`,
    withTasks: `${V1}/tb-team/with-tasks`,
    members: `${V1}/tb-member/list`,
    membersBatch: `${V1}/tb-member/batch`,
    candidates: `${V1}/tb-member/candidates`,
  },
  score: { list: `${V1}/tb-score/list-score` },
  /** A task's boxes, saved by its members. */
  boxes: {
    list: `${BOXES}/list`,
    batchSave: `${BOXES}/batch/save`,
    clear: `${BOXES}/annotation-clear`,
    one: `${BOXES}/:id`,
    stat: `${BOXES}/annotation-stat`,
  },
  /** Review, sample acceptance and correction flags. */
  review: {
    batch: `${REVIEW}/batch`,
    sample: `${REVIEW}/sample`,
    history: `${REVIEW}/:taskId/:itemId`,
    uncorrect: `${V1}/data-set-item/uncorrect`,
    /** GET the drawn sample, POST a new draw. */
    itemSample: `${V1}/data-set-item/sample`,
  },
  /** 数据标注 (code data-label): a dataset owner's own boxes on a version, without a task. */
  ownBoxes: {
    list: `${OWN}/list`,
    batchSave: `${OWN}/batch/save`,
    clear: `${OWN}/annotation-clear`,
    one: `${OWN}/:id`,
    stat: `${OWN}/annotation-stat`,
  },
} as const;

export { ANNOTATION_CODES } from "./annotationCodes";
export { fillPath } from "./paths";

/** Refusals of 团队管理 (the page shows them as the answer's message). */
export const TEAM_TEXT = {
  name: "团队名称",
  exists: "团队名称已存在",
  notFound: "团队不存在",
  forbidden: "无权操作该团队",
  inUse: "团队已被标注任务使用，无法删除",
  notCandidate: "所选用户不能参与标注",
  membersMissing: "成员不能为空",
  teamMissing: "团队不能为空",
} as const;

/** Refusals of a task's reads and operations. */
export const TASK_TEXT = {
  notFound: "任务不存在",
  subNotFound: "子任务不存在",
  forbidden: "无权操作该任务",
  /** Boxes of an item in another member's share, or boxes another member still working left. */
  othersBoxes: "不能修改其他成员的标注",
  refused: (status: TaskStatus) => `当前状态（${TASK_STATUS_TEXT[status]}）不允许该操作`,
  shareRefused: (title: string, status: TaskStatus) =>
    `子任务「${title}」当前状态（${TASK_STATUS_TEXT[status]}）不允许该操作`,
  noShare: "你在该任务中没有分配的数据",
} as const;

/** Refusals of creating, activating, assigning and scoring a task (the task forms check the same). */
export const TASK_VALIDATION = {
  name: "任务名称",
  deadline: "截止时间须晚于当前时间",
  score: "评分须为 0 到 100 之间的数字",
  assignEmpty: "分配成员不能为空",
  assignNum: "分配数量须为正整数",
  assignSum: (count: number) => `分配数量之和须等于数据总数（${count}）`,
  memberNotInTeam: "成员不属于该团队",
  memberTwice: "同一成员只能分配一次",
  groupNotFound: "标签组不存在",
  teamNotFound: "团队不存在",
  taskMissing: "任务不能为空",
  teamMissing: "团队不能为空",
  groupForbidden: "无权使用该标签组",
  teamForbidden: "无权使用该团队",
} as const;

/** Refusals of saving boxes (a task's and 数据标注's). */
export const ANNOTATION_TEXT = {
  outside: "标注框超出图片范围",
  label: "标签不属于该任务的标签组",
  notFound: "标注不存在",
  list: "标注数据格式错误",
  othersBoxes: TASK_TEXT.othersBoxes,
} as const;

/** Refusals of review and sample acceptance. */
export const REVIEW_TEXT = {
  list: "审核结果不能为空",
  type: (type: string) => `type 须为 ${type}`,
  result: "审核结果须为 1（通过）或 0（不通过）",
  everyItem: (count: number) => `须审核任务的全部数据（${count} 条）`,
  everySample: (count: number) => `须验收全部样本（${count} 条）`,
  noSample: "请先抽取验收样本",
  sampleSize: (count: number) => `抽样数量须在 1 到 ${count} 之间`,
  sampleInteger: "抽样数量须为整数",
  itemIds: "数据不能为空",
} as const;

/** Refusals of 数据标注. */
export const OWN_BOX_TEXT = {
  ownerOnly: "只有数据集的创建者可以标注该数据集",
  forbidden: "无权查看该数据集",
  label: "标签不属于所选的标签组",
  groupNotFound: TASK_VALIDATION.groupNotFound,
  groupForbidden: TASK_VALIDATION.groupForbidden,
} as const;

/** Sample row status: 0 not judged yet, 1 passed, 2 failed. */
export const SAMPLE_STATUS = { open: 0, pass: 1, fail: 2 } as const;
