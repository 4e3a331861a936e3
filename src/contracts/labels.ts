import { Type as T, type Static } from "@sinclair/typebox";
import { ANNOTATION_API_BASE } from "./annotation";
import { BodyId, DescriptionField, NameField } from "./datasets";

/**
 * 标签组管理 (ai-domain §2, §7 label-group, data-set-label): label groups and their labels. Imported by
 * src/plugins/datasets/api.ts and server/annotation/labelRoutes.ts. The label spreadsheets
 * (label-manage) are in datasetVersions.ts.
 */
const GROUP = `${ANNOTATION_API_BASE}/label-group`;
const LABEL = `${ANNOTATION_API_BASE}/data-set-label`;

export const LABELS_API = {
  /** GET ?pageNum&pageSize&groupName: the user's groups, newest first. */
  groupPage: `${GROUP}/page`,
  /** GET: every group of the user (the task form's and the import's choices). */
  groups: `${GROUP}/groups`,
  /** GET ?groupId: each label with the boxes drawn with it. */
  labelStat: `${GROUP}/label-stat`,
  /** POST a new group, PUT its fields. */
  group: GROUP,
  /** DELETE a group. */
  groupOne: `${GROUP}/:id`,
  /** POST `{ groupId, groupName }`: a new group with a copy of that one's labels. */
  groupCopy: `${LABEL}/label-group-copy`,
  /** GET ?groupId: the group's labels, pinned first. */
  labels: `${LABEL}/list`,
  /** POST `{ groupId, labelName, color }`. */
  labelAdd: `${LABEL}/add`,
  /** POST: pins a label, or unpins a pinned one. */
  labelTop: `${LABEL}/top/:id`,
  /** POST `{ labelName, color }` edits a label, DELETE removes it. */
  label: `${LABEL}/:id`,
} as const;

/** The refusals of these calls. */
export const LABEL_TEXT = {
  groupName: "标签组名称",
  groupExists: "标签组名称已存在",
  groupNotFound: "标签组不存在",
  groupInUse: "标签组已被标注任务使用，无法删除",
  groupNotYours: "无权操作该标签组",
  labelName: "标签名称",
  labelExists: "标签名称已存在",
  labelNotFound: "标签不存在",
  labelInUse: "标签已被标注使用，无法删除",
  color: "标签颜色须为 #RRGGBB",
  colorMissing: "标签颜色不能为空",
  groupForbidden: "无权查看该标签组",
} as const;

export const LabelGroupView = T.Object({
  id: T.Integer(),
  groupName: T.String(),
  description: T.String(),
  labelCount: T.Integer(),
  createTime: T.String(),
});
export type LabelGroupView = Static<typeof LabelGroupView>;

export const LabelView = T.Object({
  id: T.Integer(),
  groupId: T.Integer(),
  labelName: T.String(),
  /** `#RRGGBB`. */
  color: T.String(),
  /** 1 when pinned to the top of the group. */
  top: T.Union([T.Literal(0), T.Literal(1)]),
  createTime: T.String(),
});
export type LabelView = Static<typeof LabelView>;

/** A label with the boxes drawn with it (tasks' and the owner's own). */
export const LabelStat = T.Object({
  labelId: T.Integer(),
  labelName: T.String(),
  color: T.String(),
  count: T.Integer(),
});
export type LabelStat = Static<typeof LabelStat>;

// ---- requests ----
const ColorField = T.Optional(T.String({ maxLength: 50 }));

export const LabelGroupCreateBody = T.Object({
  groupName: NameField(LABEL_TEXT.groupName),
  description: DescriptionField,
});
export type LabelGroupCreateBody = Static<typeof LabelGroupCreateBody>;

export const LabelGroupEditBody = T.Object({
  id: BodyId("标签组"),
  groupName: NameField(LABEL_TEXT.groupName),
  description: DescriptionField,
});
export type LabelGroupEditBody = Static<typeof LabelGroupEditBody>;

export const LabelGroupCopyBody = T.Object({
  groupId: BodyId("标签组"),
  groupName: NameField(LABEL_TEXT.groupName),
});
export type LabelGroupCopyBody = Static<typeof LabelGroupCopyBody>;

/** `color` is `#RRGGBB` (the handler says 标签颜色须为 #RRGGBB otherwise). */
export const LabelAddBody = T.Object({
  groupId: BodyId("标签组"),
  labelName: NameField(LABEL_TEXT.labelName),
  color: ColorField,
});
export type LabelAddBody = Static<typeof LabelAddBody>;

/** An edit without a colour keeps the label's. */
export const LabelEditBody = T.Object({ labelName: NameField(LABEL_TEXT.labelName), color: ColorField });
export type LabelEditBody = Static<typeof LabelEditBody>;
