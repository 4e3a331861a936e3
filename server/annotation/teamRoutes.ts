import type { FastifyInstance } from "fastify";
import { sendOk } from "../envelope";
import type { Platform } from "../platform";
import {
  body,
  CODES,
  contains,
  formatTime,
  guarded,
  idOf,
  namedFields,
  newestPage,
  ownedTable,
  params,
  query,
  refuse,
} from "./common";
import { usedByOpenTask } from "./usage";

export const TEAM_TEXT = {
  name: "团队名称",
  exists: "团队名称已存在",
  notFound: "团队不存在",
  inUse: "团队已被标注任务使用，无法删除",
  notCandidate: "所选用户不能参与标注",
} as const;

/** The code a user must hold to be offered as a team member (the 我的任务 menu). */
export const ANNOTATOR_CODE = "task-my";

interface TeamRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  created_at: number;
}

/** Annotation teams and their members (code label). */
export async function teamRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;

  const teams = ownedTable<TeamRow>(db, "teams", {
    notFound: TEAM_TEXT.notFound,
    forbidden: "无权操作该团队",
  });
  const { get: team, owned } = teams;
  const teamName = { field: "teamName", name: TEAM_TEXT.name, exists: TEAM_TEXT.exists };
  const teamView = (row: TeamRow) => ({
    teamId: row.id,
    teamName: row.name,
    description: row.description,
    memberCount: (
      db.prepare("SELECT COUNT(*) AS n FROM team_members WHERE team_id = ?").get(row.id) as { n: number }
    ).n,
    createTime: formatTime(row.created_at),
  });
  const members = (teamId: number) =>
    db
      .prepare(
        `SELECT m.id AS memberId, m.team_id AS teamId, m.user_id AS userId, u.user_name AS userName,
                u.display_name AS displayName
         FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = ? ORDER BY m.id`,
      )
      .all(teamId);
  /** Audited, enabled users holding the annotator code. */
  const candidateSql = `SELECT u.id AS userId, u.user_name AS userName, u.display_name AS displayName FROM users u
    WHERE u.audit_status = 1 AND u.disabled = 0
      AND EXISTS (SELECT 1 FROM user_resources r WHERE r.user_id = u.id AND r.code = '${ANNOTATOR_CODE}')`;

  app.get(
    "/tb-team/page",
    guarded(platform, [CODES.team], (user, request, reply) => {
      const q = query(request);
      const select = { table: "teams", where: "user_id = ?", args: [user.id], name: q.teamName };
      return sendOk(reply, newestPage(platform, q, select, teamView));
    }),
  );

  app.get(
    "/tb-team/list",
    guarded(platform, [CODES.team, CODES.task], (user, _request, reply) => {
      return sendOk(reply, teams.mine(user.id).map(teamView));
    }),
  );

  app.post(
    "/tb-team",
    guarded(platform, [CODES.team], (user, request, reply) => {
      const { name, description } = namedFields(body(request), user.id, teamName, teams.nameTaken);
      const id = Number(
        db
          .prepare("INSERT INTO teams (user_id, name, description, created_at) VALUES (?, ?, ?, ?)")
          .run(user.id, name, description, platform.now()).lastInsertRowid,
      );
      return sendOk(reply, teamView(team(id)));
    }),
  );

  app.put(
    "/tb-team",
    guarded(platform, [CODES.team], (user, request, reply) => {
      const b = body(request);
      const row = owned(idOf(b.teamId ?? b.id, "团队"), user.id);
      const { name, description } = namedFields(b, user.id, teamName, teams.nameTaken, row);
      db.prepare("UPDATE teams SET name = ?, description = ? WHERE id = ?").run(name, description, row.id);
      return sendOk(reply, teamView(team(row.id)));
    }),
  );

  app.delete(
    "/tb-team/:teamId",
    guarded(platform, [CODES.team], (user, request, reply) => {
      const row = owned(idOf(params(request).teamId, "团队"), user.id);
      if (usedByOpenTask(db, "team_id", row.id)) refuse(409, TEAM_TEXT.inUse);
      db.prepare("DELETE FROM teams WHERE id = ?").run(row.id);
      return sendOk(reply, null);
    }),
  );

  app.get(
    "/tb-member/list",
    guarded(platform, [CODES.team, CODES.task], (user, request, reply) =>
      sendOk(reply, members(owned(idOf(query(request).teamId, "团队"), user.id).id)),
    ),
  );

  app.post(
    "/tb-member/batch",
    guarded(platform, [CODES.team], (user, request, reply) => {
      const b = body(request);
      const row = owned(idOf(b.teamId, "团队"), user.id);
      if (!Array.isArray(b.userIds)) refuse(400, "成员不能为空");
      const wanted = [...new Set((b.userIds as unknown[]).map((id) => Number(id)))];
      const candidate = db.prepare(`${candidateSql} AND u.id = ?`);
      for (const id of wanted)
        if (!Number.isInteger(id) || !candidate.get(id)) refuse(400, TEAM_TEXT.notCandidate);
      db.transaction(() => {
        // Members staying keep their memberId (assignments refer to it).
        const current = db.prepare("SELECT user_id FROM team_members WHERE team_id = ?").all(row.id) as {
          user_id: number;
        }[];
        for (const { user_id } of current)
          if (!wanted.includes(user_id))
            db.prepare("DELETE FROM team_members WHERE team_id = ? AND user_id = ?").run(row.id, user_id);
        for (const id of wanted)
          db.prepare(
            "INSERT OR IGNORE INTO team_members (team_id, user_id, created_at) VALUES (?, ?, ?)",
          ).run(row.id, id, platform.now());
      })();
      return sendOk(reply, members(row.id));
    }),
  );

  app.get(
    "/tb-member/candidates",
    guarded(platform, [CODES.team], (_user, request, reply) => {
      const keyword = query(request).keyword?.trim();
      const rows = keyword
        ? db
            .prepare(
              `${candidateSql} AND (u.user_name LIKE ? ESCAPE '\\' OR u.display_name LIKE ? ESCAPE '\\') ORDER BY u.id`,
            )
            .all(contains(keyword), contains(keyword))
        : db.prepare(`${candidateSql} ORDER BY u.id`).all();
      return sendOk(reply, rows);
    }),
  );
}
