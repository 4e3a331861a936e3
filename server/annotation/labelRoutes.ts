import type { FastifyInstance } from "fastify";
import { sendOk } from "../envelope";
import type { Platform } from "../platform";
import {
  body,
  CODES,
  formatTime,
  guarded,
  idOf,
  nameOf,
  namedFields,
  newestPage,
  ownedTable,
  params,
  query,
  refuse,
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
} as const;

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
  const readableGroup = (groupId: unknown, userId: number) => {
    const row = group(idOf(groupId, "标签组"));
    if (row.user_id !== userId && !worksOn(db, userId, "label_group_id", row.id))
      refuse(403, "无权查看该标签组");
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
  const colorOf = (value: unknown) => {
    const text = typeof value === "string" ? value.trim() : "";
    if (!text) refuse(400, "标签颜色不能为空");
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
  app.get(
    "/label-group/page",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const q = query(request);
      const select = { table: "label_groups", where: "user_id = ?", args: [user.id], name: q.groupName };
      return sendOk(reply, newestPage(platform, q, select, groupView));
    }),
  );

  app.get(
    "/label-group/groups",
    guarded(platform, [CODES.label, CODES.task], (user, _request, reply) => {
      return sendOk(reply, groups.mine(user.id).map(groupView));
    }),
  );

  app.get(
    "/label-group/label-stat",
    guarded(platform, [CODES.label, CODES.task], (user, request, reply) => {
      const row = readableGroup(query(request).groupId, user.id);
      const stats = db
        .prepare(
          `SELECT l.id AS labelId, l.name AS labelName, l.color AS color, COUNT(a.id) AS count FROM labels l
           LEFT JOIN annotations a ON a.label_id = l.id WHERE l.group_id = ? GROUP BY l.id
           ORDER BY l.top DESC, l.top_seq DESC, l.created_at, l.id`,
        )
        .all(row.id);
      return sendOk(reply, stats);
    }),
  );

  app.post(
    "/label-group",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const { name, description } = namedFields(body(request), user.id, groupName, groups.nameTaken);
      return sendOk(reply, groupView(group(insertGroup(user.id, name, description))));
    }),
  );

  app.put(
    "/label-group",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const b = body(request);
      const row = ownedGroup(idOf(b.id, "标签组"), user.id);
      const { name, description } = namedFields(b, user.id, groupName, groups.nameTaken, row);
      db.prepare("UPDATE label_groups SET name = ?, description = ? WHERE id = ?").run(
        name,
        description,
        row.id,
      );
      return sendOk(reply, groupView(group(row.id)));
    }),
  );

  app.delete(
    "/label-group/:id",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const row = ownedGroup(idOf(params(request).id, "标签组"), user.id);
      if (usedByOpenTask(db, "label_group_id", row.id)) refuse(409, LABEL_TEXT.groupInUse);
      db.prepare("DELETE FROM label_groups WHERE id = ?").run(row.id);
      return sendOk(reply, null);
    }),
  );

  app.post(
    "/data-set-label/label-group-copy",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const b = body(request);
      const source = ownedGroup(idOf(b.groupId, "标签组"), user.id);
      const name = nameOf(b.groupName, LABEL_TEXT.groupName);
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
    }),
  );

  // ---- labels ----
  app.get(
    "/data-set-label/list",
    guarded(platform, [CODES.label, CODES.task], (user, request, reply) => {
      const row = readableGroup(query(request).groupId, user.id);
      const labels = db
        .prepare("SELECT * FROM labels WHERE group_id = ? ORDER BY top DESC, top_seq DESC, created_at, id")
        .all(row.id) as LabelRow[];
      return sendOk(reply, labels.map(labelView));
    }),
  );

  app.post(
    "/data-set-label/add",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const b = body(request);
      const owner = ownedGroup(idOf(b.groupId, "标签组"), user.id);
      const name = nameOf(b.labelName, LABEL_TEXT.labelName);
      const color = colorOf(b.color);
      if (labelNameTaken(owner.id, name)) refuse(400, LABEL_TEXT.labelExists);
      const id = Number(
        db
          .prepare("INSERT INTO labels (group_id, name, color, created_at) VALUES (?, ?, ?, ?)")
          .run(owner.id, name, color, platform.now()).lastInsertRowid,
      );
      return sendOk(reply, labelView(label(id)));
    }),
  );

  app.post(
    "/data-set-label/top/:id",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const row = ownedLabel(idOf(params(request).id, "标签"), user.id);
      if (row.top) db.prepare("UPDATE labels SET top = 0, top_seq = 0 WHERE id = ?").run(row.id);
      else
        db.prepare(
          "UPDATE labels SET top = 1, top_seq = (SELECT COALESCE(MAX(top_seq), 0) + 1 FROM labels WHERE group_id = ?) WHERE id = ?",
        ).run(row.group_id, row.id);
      return sendOk(reply, labelView(label(row.id)));
    }),
  );

  app.post(
    "/data-set-label/:id",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const row = ownedLabel(idOf(params(request).id, "标签"), user.id);
      const b = body(request);
      const name = nameOf(b.labelName, LABEL_TEXT.labelName);
      const color = b.color === undefined ? row.color : colorOf(b.color);
      if (labelNameTaken(row.group_id, name, row.id)) refuse(400, LABEL_TEXT.labelExists);
      db.prepare("UPDATE labels SET name = ?, color = ? WHERE id = ?").run(name, color, row.id);
      return sendOk(reply, labelView(label(row.id)));
    }),
  );

  app.delete(
    "/data-set-label/:id",
    guarded(platform, [CODES.label], (user, request, reply) => {
      const row = ownedLabel(idOf(params(request).id, "标签"), user.id);
      if (db.prepare("SELECT 1 FROM annotations WHERE label_id = ? LIMIT 1").get(row.id))
        refuse(409, LABEL_TEXT.labelInUse);
      db.prepare("DELETE FROM labels WHERE id = ?").run(row.id);
      return sendOk(reply, null);
    }),
  );
}
