import { Type as T, type Static, type TSchema } from "@sinclair/typebox";
import type { TaskOperation, TaskStatus } from "../machines/annotationTask.machine";
import { LIMITS } from "../core/config";
import { ANNOTATION_TEXT, REVIEW_TEXT, TASK_VALIDATION, TEAM_TEXT } from "./annotation";
import { Name } from "./names";

/**
 * 团队任务管理's request and answer shapes (ai-domain §7 tasks, sub-tasks, tb-team, tb-member,
 * tb-score, boxes, review): the server validates the bodies with these schemas and its stores return
 * these answers; src/plugins/annotation/api.ts reads the same types.
 */

const said = (message: string) => ({ "x-message": message });
/** A positive integer id; `label` gives the refusal `{label}不能为空` (as server/lib/schemas' Id). */
const Id = (label?: string) =>
  T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...(label ? said(`${label}不能为空`) : {}) });
const Nullable = <S extends TSchema>(schema: S) => T.Union([schema, T.Null()]);
const Paging = {
  pageNum: T.Integer({ minimum: 1, maximum: 1_000_000, default: LIMITS.defaultPageNum }),
  pageSize: T.Integer({ minimum: 1, maximum: 1000, default: LIMITS.defaultPageSize }),
};
/** A name field (its emptiness, length and uniqueness are the handler's, with the screens' texts). */
const NameField = (label: string) => T.Optional(Name(1000, label));
const Description = T.Optional(T.String({ maxLength: 10_000 }));

/** A task status and an operation (the machine's names; src/machines/annotationTask.machine). */
const Status = T.Unsafe<TaskStatus>(T.String());
const Operation = T.Unsafe<TaskOperation>(T.String());

// ---- answers ----
export const TaskMember = T.Object({
  memberId: Nullable(T.Integer()),
  userId: T.Integer(),
  userName: T.String(),
  displayName: T.String(),
  assignNum: T.Integer(),
});
export type TaskMember = Static<typeof TaskMember>;

/** A task or a share (a sub-task) as the screens read it, with what the asking user may do. */
export const Task = T.Object({
  id: T.Integer(),
  parentId: Nullable(T.Integer()),
  taskName: T.String(),
  /** The asking member's own share of this task (a sub-task id), or null. */
  shareId: Nullable(T.Integer()),
  share: Nullable(
    T.Object({ id: T.Integer(), status: Status, itemCount: T.Integer(), annotatedCount: T.Integer() }),
  ),
  description: T.String(),
  dataSetId: T.Integer(),
  dataSetName: T.String(),
  versionId: T.Integer(),
  version: T.String(),
  labelGroupId: T.Integer(),
  groupName: T.String(),
  teamId: Nullable(T.Integer()),
  teamName: T.String(),
  /** The leader. */
  userId: T.Integer(),
  leaderName: T.String(),
  status: Status,
  statusText: T.String(),
  /** Epoch ms. */
  deadlineTime: Nullable(T.Integer()),
  deadlineText: T.String(),
  resumeStatus: Nullable(Status),
  score: Nullable(T.Number()),
  itemCount: T.Integer(),
  annotatedCount: T.Integer(),
  members: T.Array(TaskMember),
  /** For the asking user's role, computed by the server with the machine's `allowedOperations`. */
  allowedOperations: T.Array(Operation),
  createTime: T.String(),
});
export type Task = Static<typeof Task>;

export const StatusCount = T.Object({ status: Status, statusText: T.String(), count: T.Integer() });
export type StatusCount = Static<typeof StatusCount>;

export const StatusProgress = T.Object({
  itemCount: T.Integer(),
  annotatedCount: T.Integer(),
  reviewedCount: T.Integer(),
  rejectedCount: T.Integer(),
});
export type StatusProgress = Static<typeof StatusProgress>;

/** One member's share of a task. */
export const PersonProgress = T.Object({
  userId: Nullable(T.Integer()),
  /** The member's display name (`account` is the sign-in name). */
  userName: T.String(),
  account: T.String(),
  assignNum: T.Integer(),
  annotatedCount: T.Integer(),
  subTaskId: T.Integer(),
  status: Status,
  statusText: T.String(),
});
export type PersonProgress = Static<typeof PersonProgress>;

/** A team of 团队管理. */
export const TeamView = T.Object({
  teamId: T.Integer(),
  teamName: T.String(),
  description: T.String(),
  memberCount: T.Integer(),
  createTime: T.String(),
});
export type TeamView = Static<typeof TeamView>;

export const TeamMember = T.Object({
  memberId: T.Integer(),
  teamId: T.Integer(),
  userId: T.Integer(),
  userName: T.String(),
  displayName: T.String(),
});
export type TeamMember = Static<typeof TeamMember>;

/** A user 团队管理 may add to a team (audited, enabled, holding 我的任务). */
export const Candidate = T.Object({ userId: T.Integer(), userName: T.String(), displayName: T.String() });
export type Candidate = Static<typeof Candidate>;

/** A task of 团队列表, with the asking member's own share (null for a leader who is not assigned). */
export const TeamTask = T.Object({
  id: T.Integer(),
  taskName: T.String(),
  status: Status,
  statusText: T.String(),
  deadlineText: T.String(),
  itemCount: T.Integer(),
  annotatedCount: T.Integer(),
  share: Nullable(
    T.Object({
      id: T.Integer(),
      status: Status,
      statusText: T.String(),
      itemCount: T.Integer(),
      annotatedCount: T.Integer(),
    }),
  ),
});
export type TeamTask = Static<typeof TeamTask>;

/** A team of 团队列表 (GET tb-team/with-tasks): one the user leads or belongs to. */
export const TeamWithTasks = T.Object({
  teamId: T.Integer(),
  teamName: T.String(),
  description: T.String(),
  leaderName: T.String(),
  /** The user leads it (else is a member). */
  lead: T.Boolean(),
  members: T.Array(T.Omit(TeamMember, ["teamId"])),
  /** The team's tasks the user may open: all of them for its leader, the assigned ones for a member. */
  tasks: T.Array(TeamTask),
});
export type TeamWithTasks = Static<typeof TeamWithTasks>;

const BoxFields = { x: T.Number(), y: T.Number(), width: T.Number(), height: T.Number() };
/** A box of a task's item. */
export const Annotation = T.Object({
  id: T.Integer(),
  taskId: T.Integer(),
  itemId: T.Integer(),
  labelId: T.Integer(),
  labelName: T.String(),
  color: T.String(),
  ...BoxFields,
});
export type Annotation = Static<typeof Annotation>;

/** Where a dataset owner's own boxes (数据标注) live: one version, one item, one label group. */
export const OwnBoxKey = T.Object({ versionId: Id("版本"), itemId: Id("数据"), labelGroupId: Id("标签组") });
export type OwnBoxKey = Static<typeof OwnBoxKey>;

/** A dataset owner's own box: a version's item in one label group, no task. */
export const OwnBox = T.Object({
  id: T.Integer(),
  versionId: T.Integer(),
  itemId: T.Integer(),
  labelGroupId: T.Integer(),
  labelId: T.Integer(),
  labelName: T.String(),
  color: T.String(),
  ...BoxFields,
});
export type OwnBox = Static<typeof OwnBox>;

/** An item of a version with its count of own boxes of a label group. */
export const BoxCount = T.Object({ itemId: T.Integer(), count: T.Integer() });
export type BoxCount = Static<typeof BoxCount>;

/** An item of the acceptance sample: status 0 not judged yet, 1 passed, 2 failed (SAMPLE_STATUS). */
export const SampleEntry = T.Object({
  sampleId: T.Integer(),
  itemId: T.Integer(),
  status: T.Integer(),
  fileName: T.String(),
});
export type SampleEntry = Static<typeof SampleEntry>;

/** An item's review or acceptance result. */
export const ReviewRecord = T.Object({
  type: T.Union([T.Literal("review"), T.Literal("accept")]),
  result: T.Union([T.Literal(0), T.Literal(1)]),
  remark: T.String(),
  annotationIds: T.Array(T.Integer()),
  reviewer: T.String(),
  createTime: T.String(),
});
export type ReviewRecord = Static<typeof ReviewRecord>;

/** tb-score/list-score: a task the user leads or a share, with its score. */
export const ScoreEntry = T.Object({
  taskId: T.Integer(),
  parentId: Nullable(T.Integer()),
  taskName: T.String(),
  memberName: T.String(),
  status: Status,
  score: Nullable(T.Number()),
});
export type ScoreEntry = Static<typeof ScoreEntry>;

// ---- requests ----
export const TeamCreateBody = T.Object({ teamName: NameField(TEAM_TEXT.name), description: Description });
export type TeamCreateBody = Static<typeof TeamCreateBody>;
export const TeamUpdateBody = T.Object({
  teamId: T.Optional(Id("团队")),
  id: T.Optional(Id("团队")),
  teamName: NameField(TEAM_TEXT.name),
  description: Description,
});
export type TeamUpdateBody = Static<typeof TeamUpdateBody>;
export const MembersBody = T.Object({
  teamId: Id("团队"),
  userIds: T.Array(Id(), { maxItems: 1000, ...said(TEAM_TEXT.membersMissing) }),
});
export type MembersBody = Static<typeof MembersBody>;

export const NewTask = T.Object({
  taskName: NameField(TASK_VALIDATION.name),
  description: Description,
  dataSetId: Id("数据集"),
  versionId: Id("版本"),
  labelGroupId: Id("标签组"),
  teamId: T.Optional(Nullable(Id("团队"))),
});
export type NewTask = Static<typeof NewTask>;

const StatusName = T.String({ maxLength: 40 });
/** The list pages' filters (POST page, list-page). */
export const TaskQuery = T.Object({
  ...Paging,
  scope: T.Optional(T.Union([T.Literal("lead"), T.Literal("mine"), T.Literal("all")])),
  status: T.Optional(T.Union([StatusName, T.Array(StatusName, { maxItems: 50 })])),
  taskName: T.Optional(T.String({ maxLength: 200 })),
});
export type TaskQuery = Static<typeof TaskQuery>;

/** The sub-tasks' pages: `taskId` keeps one task's shares. */
export const SubTaskPageBody = T.Object({
  ...Paging,
  taskId: T.Optional(Id("任务")),
  taskName: T.Optional(T.String({ maxLength: 200 })),
});

/** One member's share: by memberId, or by userId when memberId is null. */
export const Assignment = T.Object({
  memberId: T.Optional(Nullable(Id())),
  userId: T.Optional(Nullable(Id())),
  assignNum: T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...said(TASK_VALIDATION.assignNum) }),
});
export type Assignment = Static<typeof Assignment>;

/** One box of a batch save, in image pixels (any finite number; the image's bounds are the server's). */
const Coordinate = T.Number(said(ANNOTATION_TEXT.list));
export const BoxBody = T.Object({
  labelId: T.Integer(said(ANNOTATION_TEXT.label)),
  x: Coordinate,
  y: Coordinate,
  width: Coordinate,
  height: Coordinate,
});
export type BoxBody = Static<typeof BoxBody>;
/** The boxes of one batch save (at most 10 000). */
export const BoxList = T.Array(BoxBody, { maxItems: 10_000, ...said(ANNOTATION_TEXT.list) });

/** One item's verdict of a review or an acceptance: 1 pass, 0 fail; the remark keeps 500 characters. */
export const ReviewEntry = T.Object({
  itemId: Id("数据"),
  sampleId: T.Optional(Id()),
  result: T.Union([T.Literal(0), T.Literal(1)], said(REVIEW_TEXT.result)),
  remark: T.Optional(T.String({ maxLength: 10_000 })),
  annotationIds: T.Optional(T.Array(Id(), { maxItems: 10_000 })),
});
export type ReviewEntry = Static<typeof ReviewEntry>;
export const ReviewBody = T.Object({
  taskId: Id("任务"),
  type: T.Optional(T.String({ maxLength: 20 })),
  reviewList: T.Array(ReviewEntry, { minItems: 1, maxItems: 100_000, ...said(REVIEW_TEXT.list) }),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** An item of a task: where a task's boxes live. */
export const TaskItem = T.Object({ taskId: Id("任务"), itemId: Id("数据") });
export type TaskItem = Static<typeof TaskItem>;
/** A batch save of a task item's boxes (they replace the item's boxes). */
export const SaveBoxesBody = T.Object({ ...TaskItem.properties, annotations: BoxList });
export type SaveBoxesBody = Static<typeof SaveBoxesBody>;
/** A batch save of a dataset owner's own boxes (数据标注). */
export const SaveOwnBoxesBody = T.Object({ ...OwnBoxKey.properties, annotations: BoxList });
export type SaveOwnBoxesBody = Static<typeof SaveOwnBoxesBody>;
