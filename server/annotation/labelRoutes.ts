import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import {
  CODES,
  DescriptionField,
  formatTime,
  NameField,
  nameOf,
  namedFields,
  newestPage,
  ownedTable,
} from "./common";
import { usedByOpenTask, worksOn } from "./usage";

export const LABEL_TEXT = {
  groupName: "标签组名称",
  groupExists: "标签组名称已存在",
  groupNotFound: "标签组不存在",
  groupInUse: "标签组已被标注任务使用，无法删除",
  labelName: "标签名称",
  labelExists: "标签名称已存在",
  labelNotFound: "标签不存在",
  labelInUse: "标签已被标注使用，无法删除",
  color: "标签颜色须为 #RRGGBB",
  colorMissing: "标签颜色不能为空",
  groupForbidden: "无权查看该标签组",
} as const;

const LABEL = anyOf(CODES.label);
/** Reads of task members (taskM) and of 数据标注 (data-label), which annotate with a label group. */
const LABEL_OR_TASK = anyOf(CODES.label, CODES.task, CODES.annotate);
const GroupId = Id("标签组");
const ColorField = T.Optional(Text(50));

interface GroupRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  created_at: number;
}
interface LabelRow {
  id: number;
  group_id: number;
  name: string;
  color: string;
  top: number;
  top_seq: number;
  created_at: number;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Label groups and labels (code labelM); members of a task read its group's labels with taskM. */
export async function labelRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;

  const groups = ownedTable<GroupRow>(db, "label_groups", {
    notFound: LABEL_TEXT.groupNotFound,
    forbidden: "无权操作该标签组",
  });
  const { get: group, owned: ownedGroup } = groups;
  /** The group when the user owns it or works on a task using it: 404 / 403. */
  const readableGroup = (groupId: number, userId: number) => {
    const row = group(groupId);
    if (row.user_id !== userId && !worksOn(db, userId, "label_group_id", row.id))
      refuse(403, LABEL_TEXT.groupForbidden);
    return row;
  };
  const label = (id: number) =>
    (db.prepare("SELECT * FROM labels WHERE id = ?").get(id) as LabelRow | undefined) ??
    refuse(404, LABEL_TEXT.labelNotFound);
  const ownedLabel = (id: number, userId: number) => {
    const row = label(id);
    ownedGroup(row.group_id, userId);
    return row;
  };

  const groupView = (row: GroupRow) => ({
    id: row.id,
    groupName: row.name,
    description: row.description,
    labelCount: (
      db.prepare("SELECT COUNT(*) AS n FROM labels WHERE group_id = ?").get(row.id) as { n: number }
    ).n,
    createTime: formatTime(row.created_at),
  });
  const labelView = (row: LabelRow) => ({
    id: row.id,
    groupId: row.group_id,
    labelName: row.name,
    color: row.color,
    top: row.top,
    createTime: formatTime(row.created_at),
  });
  const groupName = { field: "groupName", name: LABEL_TEXT.groupName, exists: LABEL_TEXT.groupExists };
  const labelNameTaken = (groupId: number, name: string, exceptId = 0) =>
    db
      .prepare("SELECT 1 FROM labels WHERE group_id = ? AND name = ? AND id <> ?")
      .get(groupId, name, exceptId) !== undefined;
  const colorOf = (value: string | undefined) => {
    const text = (value ?? "").trim();
    if (!text) refuse(400, LABEL_TEXT.colorMissing);
    if (!COLOR.test(text)) refuse(400, LABEL_TEXT.color);
    return text.toUpperCase();
  };
  const insertGroup = (userId: number, name: string, description: string) =>
    Number(
      db
        .prepare("INSERT INTO label_groups (user_id, name, description, created_at) VALUES (?, ?, ?, ?)")
        .run(userId, name, description, platform.now()).lastInsertRowid,
    );

  // ---- groups ----
  route(app, {
    method: "GET",
    url: "/label-group/page",
    access: LABEL,
    schema: { querystring: T.Object({ ...PageQuery, groupName: T.Optional(Text(200)) }) },
    handler: ({ user, query, reply }) => {
      const select = { table: "label_groups", where: "user_id = ?", args: [user.id], name: query.groupName };
      return sendOk(reply, newestPage(platform, query, select, groupView));
    },
  });

  route(app, {
    method: "GET",
    url: "/label-group/groups",
    access: LABEL_OR_TASK,
    handler: ({ user, reply }) => sendOk(reply, groups.mine(user.id).map(groupView)),
  });

  route(app, {
    method: "GET",
    url: "/label-group/label-stat",
    access: LABEL_OR_TASK,
    schema: { querystring: T.Object({ groupId: GroupId }) },
    handler: ({ user, query, reply }) => {
      const row = readableGroup(query.groupId, user.id);
      const stats = db
        .prepare(
          // boxes of tasks and of dataset owners' own annotation (数据标注)
          `SELECT l.id AS labelId, l.name AS labelName, l.color AS color,
                  (SELECT COUNT(*) FROM annotations a WHERE a.label_id = l.id)
                + (SELECT COUNT(*) FROM version_annotations v WHERE v.label_id = l.id) AS count
           FROM labels l WHERE l.group_id = ?
           ORDER BY l.top DESC, l.top_seq DESC, l.created_at, l.id`,
        )
        .all(row.id);
      return sendOk(reply, stats);
    },
  });

  route(app, {
    method: "POST",
    url: "/label-group",
    access: LABEL,
    schema: { body: T.Object({ groupName: NameField(LABEL_TEXT.groupName), description: DescriptionField }) },
    handler: ({ user, body, reply }) => {
      const { name, description } = namedFields(body, user.id, groupName, groups.nameTaken);
      return sendOk(reply, groupView(group(insertGroup(user.id, name, description))));
    },
  });

  route(app, {
    method: "PUT",
    url: "/label-group",
    access: LABEL,
    schema: {
      body: T.Object({
        id: GroupId,
        groupName: NameField(LABEL_TEXT.groupName),
        description: DescriptionField,
      }),
    },
    handler: ({ user, body, reply }) => {
      const row = ownedGroup(body.id, user.id);
      const { name, description } = namedFields(body, user.id, groupName, groups.nameTaken, row);
      db.prepare("UPDATE label_groups SET name = ?, description = ? WHERE id = ?").run(
        name,
        description,
        row.id,
      );
      return sendOk(reply, groupView(group(row.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: "/label-group/:id",
    access: LABEL,
    schema: { params: IdParams("标签组") },
    handler: ({ user, params, reply }) => {
      const row = ownedGroup(params.id, user.id);
      if (usedByOpenTask(db, "label_group_id", row.id)) refuse(409, LABEL_TEXT.groupInUse);
      db.prepare("DELETE FROM label_groups WHERE id = ?").run(row.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "POST",
    url: "/data-set-label/label-group-copy",
    access: LABEL,
    schema: { body: T.Object({ groupId: GroupId, groupName: NameField(LABEL_TEXT.groupName) }) },
    handler: ({ user, body, reply }) => {
      const source = ownedGroup(body.groupId, user.id);
      const name = nameOf(body.groupName, LABEL_TEXT.groupName);
      if (groups.nameTaken(user.id, name)) refuse(400, LABEL_TEXT.groupExists);
      const id = db.transaction(() => {
        const copy = insertGroup(user.id, name, source.description);
        db.prepare(
          `INSERT INTO labels (group_id, name, color, top, top_seq, created_at)
           SELECT ?, name, color, top, top_seq, created_at FROM labels WHERE group_id = ? ORDER BY id`,
        ).run(copy, source.id);
        return copy;
      })();
      return sendOk(reply, groupView(group(id)));
    },
  });

  // ---- labels ----
  route(app, {
    method: "GET",
    url: "/data-set-label/list",
    access: LABEL_OR_TASK,
    schema: { querystring: T.Object({ groupId: GroupId }) },
    handler: ({ user, query, reply }) => {
      const row = readableGroup(query.groupId, user.id);
      const labels = db
        .prepare("SELECT * FROM labels WHERE group_id = ? ORDER BY top DESC, top_seq DESC, created_at, id")
        .all(row.id) as LabelRow[];
      return sendOk(reply, labels.map(labelView));
    },
  });

  route(app, {
    method: "POST",
    url: "/data-set-label/add",
    access: LABEL,
    schema: {
      body: T.Object({ groupId: GroupId, labelName: NameField(LABEL_TEXT.labelName), color: ColorField }),
    },
    handler: ({ user, body, reply }) => {
      const owner = ownedGroup(body.groupId, user.id);
      const name = nameOf(body.labelName, LABEL_TEXT.labelName);
      const color = colorOf(body.color);
      if (labelNameTaken(owner.id, name)) refuse(400, LABEL_TEXT.labelExists);
      const id = Number(
        db
          .prepare("INSERT INTO labels (group_id, name, color, created_at) VALUES (?, ?, ?, ?)")
          .run(owner.id, name, color, platform.now()).lastInsertRowid,
      );
      return sendOk(reply, labelView(label(id)));
    },
  });

  route(app, {
    method: "POST",
    url: "/data-set-label/top/:id",
    access: LABEL,
    schema: { params: IdParams("标签") },
    handler: ({ user, params, reply }) => {
      const row = ownedLabel(params.id, user.id);
      if (row.top) db.prepare("UPDATE labels SET top = 0, top_seq = 0 WHERE id = ?").run(row.id);
      else
        db.prepare(
          "UPDATE labels SET top = 1, top_seq = (SELECT COALESCE(MAX(top_seq), 0) + 1 FROM labels WHERE group_id = ?) WHERE id = ?",
        ).run(row.group_id, row.id);
      return sendOk(reply, labelView(label(row.id)));
    },
  });

  route(app, {
    method: "POST",
    url: "/data-set-label/:id",
    access: LABEL,
    schema: {
      params: IdParams("标签"),
      body: T.Object({ labelName: NameField(LABEL_TEXT.labelName), color: ColorField }),
    },
    handler: ({ user, params, body, reply }) => {
      const row = ownedLabel(params.id, user.id);
      const name = nameOf(body.labelName, LABEL_TEXT.labelName);
      const color = body.color === undefined ? row.color : colorOf(body.color);
      if (labelNameTaken(row.group_id, name, row.id)) refuse(400, LABEL_TEXT.labelExists);
      db.prepare("UPDATE labels SET name = ?, color = ? WHERE id = ?").run(name, color, row.id);
      return sendOk(reply, labelView(label(row.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: "/data-set-label/:id",
    access: LABEL,
    schema: { params: IdParams("标签") },
    handler: ({ user, params, reply }) => {
      const row = ownedLabel(params.id, user.id);
      // a task's boxes or a dataset owner's own (数据标注) use it
      const used = (table: string) =>
        db.prepare(`SELECT 1 FROM ${table} WHERE label_id = ? LIMIT 1`).get(row.id) !== undefined;
      if (used("annotations") || used("version_annotations")) refuse(409, LABEL_TEXT.labelInUse);
      db.prepare("DELETE FROM labels WHERE id = ?").run(row.id);
      return sendOk(reply, null);
    },
  });
}
