import { Type as T, type Static, type TSchema } from "@sinclair/typebox";
import { ANNOTATION_TEXT, REVIEW_TEXT, TASK_VALIDATION, TEAM_TEXT } from "./annotation";
import { Id, PageQuery, said } from "./fields";
import { Name } from "./names";

/**
 * 团队任务管理's request bodies and queries (ai-domain §7): the server validates them with these
 * schemas (their `x-message` is the refusal a field's failure answers), and the plugins' forms send
 * the types derived from them. The answers are annotationShapes.ts.
 */

const Nullable = <S extends TSchema>(schema: S) => T.Union([schema, T.Null()]);
const Paging = PageQuery;
/** A name field (its emptiness, length and uniqueness are the handler's, with the screens' texts). */
const NameField = (label: string) => T.Optional(Name(1000, label));
const Description = T.Optional(T.String({ maxLength: 10_000 }));

/** Where a dataset owner's own boxes (数据标注) live: one version, one item, one label group. */
export const OwnBoxKey = T.Object({ versionId: Id("版本"), itemId: Id("数据"), labelGroupId: Id("标签组") });
export type OwnBoxKey = Static<typeof OwnBoxKey>;

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

/** The task an operation without `{id}` in its path names in its body (`id`, or `annotationTaskId`). */
const BodyTask = { id: T.Optional(Id("任务")), annotationTaskId: T.Optional(Id("任务")) };
/** commit-review: the task in the body. */
export const TaskBody = T.Object(BodyTask);
export type TaskBody = Static<typeof TaskBody>;
/** 激活: the deadline (epoch ms), which must lie ahead (the handler checks it against the clock). */
export const ActivateBody = T.Object({
  ...BodyTask,
  deadlineTime: T.Optional(
    T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, ...said(TASK_VALIDATION.deadline) }),
  ),
});
export type ActivateBody = Static<typeof ActivateBody>;
/** 分配: the team and each member's share (their sum is the task's item count). */
export const AssignBody = T.Object({
  ...BodyTask,
  teamId: T.Optional(Nullable(Id("团队"))),
  assignments: T.Optional(T.Array(Assignment, { maxItems: 1000, ...said(TASK_VALIDATION.assignEmpty) })),
});
export type AssignBody = Static<typeof AssignBody>;
/** 评分: 0 to 100. */
export const ScoreBody = T.Object({
  ...BodyTask,
  score: T.Number({ minimum: 0, maximum: 100, ...said(TASK_VALIDATION.score) }),
});
export type ScoreBody = Static<typeof ScoreBody>;
/** 抽样: how many of the task's items to draw (1 to the item count, checked by the handler). */
export const SampleDrawBody = T.Object({
  taskId: Id("任务"),
  size: T.Integer(said(REVIEW_TEXT.sampleInteger)),
});
export type SampleDrawBody = Static<typeof SampleDrawBody>;
