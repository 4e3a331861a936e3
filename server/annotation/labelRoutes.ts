import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { CODES, formatTime, nameOf, namedFields, ownedTable } from "./common";
import { LabelStore, type GroupRow, type LabelRow } from "./labelStore";
import { usedByOpenTask, worksOn } from "./usage";
import {
  LABELS_API as API,
  LABEL_TEXT,
  LabelAddBody,
  LabelEditBody,
  LabelGroupCopyBody,
  LabelGroupCreateBody,
  LabelGroupEditBody,
  type LabelGroupView,
  type LabelView,
} from "../../src/contracts/labels";

const LABEL = anyOf(CODES.label);
/** Reads of task members (taskM) and of 数据标注 (data-label), which annotate with a label group. */
const LABEL_OR_TASK = anyOf(CODES.label, CODES.task, CODES.annotate);
const GroupId = Id("标签组");

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Label groups and labels (code labelM); members of a task read its group's labels with taskM. */
export async function labelRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;
  const store = new LabelStore(db, platform.now);

  const groups = ownedTable<GroupRow>(db, "label_groups", {
    notFound: LABEL_TEXT.groupNotFound,
    forbidden: LABEL_TEXT.groupNotYours,
  });
  const { get: group, owned: ownedGroup } = groups;
  /** The group when the user owns it or works on a task using it: 404 / 403. */
  const readableGroup = (groupId: number, userId: number) => {
    const row = group(groupId);
    if (row.user_id !== userId && !worksOn(db, userId, "label_group_id", row.id))
      refuse(403, LABEL_TEXT.groupForbidden);
    return row;
  };
  const label = (id: number) => store.label(id) ?? refuse(404, LABEL_TEXT.labelNotFound);
  const ownedLabel = (id: number, userId: number) => {
    const row = label(id);
    ownedGroup(row.group_id, userId);
    return row;
  };

  const groupView = (row: GroupRow): LabelGroupView => ({
    id: row.id,
    groupName: row.name,
    description: row.description,
    labelCount: store.labelCount(row.id),
    createTime: formatTime(row.created_at),
  });
  const labelView = (row: LabelRow): LabelView => ({
    id: row.id,
    groupId: row.group_id,
    labelName: row.name,
    color: row.color,
    top: row.top ? 1 : 0,
    createTime: formatTime(row.created_at),
  });
  const groupName = { field: "groupName", name: LABEL_TEXT.groupName, exists: LABEL_TEXT.groupExists };
  const colorOf = (value: string | undefined) => {
    const text = (value ?? "").trim();
    if (!text) refuse(400, LABEL_TEXT.colorMissing);
    if (!COLOR.test(text)) refuse(400, LABEL_TEXT.color);
    return text.toUpperCase();
  };

  // ---- groups ----
  route(app, {
    method: "GET",
    url: API.groupPage,
    access: LABEL,
    schema: { querystring: T.Object({ ...PageQuery, groupName: T.Optional(Text(200)) }) },
    handler: ({ user, query, reply }) => {
      return sendOk(reply, store.groupPage(user.id, query, query.groupName, groupView));
    },
  });

  route(app, {
    method: "GET",
    url: API.groups,
    access: LABEL_OR_TASK,
    handler: ({ user, reply }) => sendOk(reply, groups.mine(user.id).map(groupView)),
  });

  route(app, {
    method: "GET",
    url: API.labelStat,
    access: LABEL_OR_TASK,
    schema: { querystring: T.Object({ groupId: GroupId }) },
    handler: ({ user, query, reply }) => {
      const row = readableGroup(query.groupId, user.id);
      return sendOk(reply, store.labelStats(row.id));
    },
  });

  route(app, {
    method: "POST",
    url: API.group,
    access: LABEL,
    schema: { body: LabelGroupCreateBody },
    handler: ({ user, body, reply }) => {
      const { name, description } = namedFields(body, user.id, groupName, groups.nameTaken);
      return sendOk(reply, groupView(group(store.insertGroup(user.id, name, description))));
    },
  });

  route(app, {
    method: "PUT",
    url: API.group,
    access: LABEL,
    schema: { body: LabelGroupEditBody },
    handler: ({ user, body, reply }) => {
      const row = ownedGroup(body.id, user.id);
      const { name, description } = namedFields(body, user.id, groupName, groups.nameTaken, row);
      store.updateGroup(row.id, name, description);
      return sendOk(reply, groupView(group(row.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: API.groupOne,
    access: LABEL,
    schema: { params: IdParams("标签组") },
    handler: ({ user, params, reply }) => {
      const row = ownedGroup(params.id, user.id);
      if (usedByOpenTask(db, "label_group_id", row.id)) refuse(409, LABEL_TEXT.groupInUse);
      store.deleteGroup(row.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "POST",
    url: API.groupCopy,
    access: LABEL,
    schema: { body: LabelGroupCopyBody },
    handler: ({ user, body, reply }) => {
      const source = ownedGroup(body.groupId, user.id);
      const name = nameOf(body.groupName, LABEL_TEXT.groupName);
      if (groups.nameTaken(user.id, name)) refuse(400, LABEL_TEXT.groupExists);
      return sendOk(reply, groupView(group(store.copyGroup(user.id, name, source))));
    },
  });

  // ---- labels ----
  route(app, {
    method: "GET",
    url: API.labels,
    access: LABEL_OR_TASK,
    schema: { querystring: T.Object({ groupId: GroupId }) },
    handler: ({ user, query, reply }) => {
      const row = readableGroup(query.groupId, user.id);
      return sendOk(reply, store.labels(row.id).map(labelView));
    },
  });

  route(app, {
    method: "POST",
    url: API.labelAdd,
    access: LABEL,
    schema: { body: LabelAddBody },
    handler: ({ user, body, reply }) => {
      const owner = ownedGroup(body.groupId, user.id);
      const name = nameOf(body.labelName, LABEL_TEXT.labelName);
      const color = colorOf(body.color);
      if (store.labelNameTaken(owner.id, name)) refuse(400, LABEL_TEXT.labelExists);
      return sendOk(reply, labelView(label(store.insertLabel(owner.id, name, color))));
    },
  });

  route(app, {
    method: "POST",
    url: API.labelTop,
    access: LABEL,
    schema: { params: IdParams("标签") },
    handler: ({ user, params, reply }) => {
      const row = ownedLabel(params.id, user.id);
      store.togglePin(row);
      return sendOk(reply, labelView(label(row.id)));
    },
  });

  route(app, {
    method: "POST",
    url: API.label,
    access: LABEL,
    schema: {
      params: IdParams("标签"),
      body: LabelEditBody,
    },
    handler: ({ user, params, body, reply }) => {
      const row = ownedLabel(params.id, user.id);
      const name = nameOf(body.labelName, LABEL_TEXT.labelName);
      const color = body.color === undefined ? row.color : colorOf(body.color);
      if (store.labelNameTaken(row.group_id, name, row.id)) refuse(400, LABEL_TEXT.labelExists);
      store.updateLabel(row.id, name, color);
      return sendOk(reply, labelView(label(row.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: API.label,
    access: LABEL,
    schema: { params: IdParams("标签") },
    handler: ({ user, params, reply }) => {
      const row = ownedLabel(params.id, user.id);
      if (store.labelInUse(row.id)) refuse(409, LABEL_TEXT.labelInUse);
      store.deleteLabel(row.id);
      return sendOk(reply, null);
    },
  });
}
