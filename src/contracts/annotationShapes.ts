import { Type as T, type Static, type TSchema } from "@sinclair/typebox";
import type { TaskOperation, TaskStatus } from "../machines/annotationTask.machine";

/**
 * 团队任务管理's answers (ai-domain §7 tasks, sub-tasks, tb-team, tb-member, tb-score, boxes, review,
 * 数据标注): the server's stores and routes return these types; src/plugins/annotation/api.ts and
 * 团队管理 (datasets plugin) read them. The request bodies are annotationBodies.ts.
 */

const Nullable = <S extends TSchema>(schema: S) => T.Union([schema, T.Null()]);

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
