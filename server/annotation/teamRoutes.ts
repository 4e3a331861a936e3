import type { FastifyInstance } from "fastify";
import { sendOk } from "../envelope";
import { anyOf, Id, PageQuery, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import {
  CODES,
  DescriptionField,
  formatTime,
  NameField,
  namedFields,
  newestPage,
  ownedTable,
} from "./common";
import { usedByOpenTask } from "./usage";
import { likeContains } from "../http/likeText";

export const TEAM_TEXT = {
  name: "团队名称",
  exists: "团队名称已存在",
  notFound: "团队不存在",
  inUse: "团队已被标注任务使用，无法删除",
  notCandidate: "所选用户不能参与标注",
  membersMissing: "成员不能为空",
  teamMissing: "团队不能为空",
} as const;

const TEAM = anyOf(CODES.team);
/** Reads that a task's leader also makes when assigning (code taskM). */
const TEAM_OR_TASK = anyOf(CODES.team, CODES.task);
const TeamId = Id("团队");

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
  /**
   * Audited, enabled users holding the annotator code (asked of the permission service, the one place
   * codes come from), optionally matching a keyword in the name or account.
   */
  const candidates = (keyword?: string) =>
    (
      db
        .prepare(
          `SELECT id AS userId, user_name AS userName, display_name AS displayName FROM users
           WHERE audit_status = 1 AND disabled = 0
             ${keyword ? "AND (user_name LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\')" : ""}
           ORDER BY id`,
        )
        .all(...(keyword ? [likeContains(keyword), likeContains(keyword)] : [])) as {
        userId: number;
        userName: string;
        displayName: string;
      }[]
    ).filter((row) => platform.permissions.has(row.userId, ANNOTATOR_CODE));

  route(app, {
    method: "GET",
    url: "/tb-team/page",
    access: TEAM,
    schema: { querystring: T.Object({ ...PageQuery, teamName: T.Optional(Text(200)) }) },
    handler: ({ user, query, reply }) => {
      const select = { table: "teams", where: "user_id = ?", args: [user.id], name: query.teamName };
      return sendOk(reply, newestPage(platform, query, select, teamView));
    },
  });

  route(app, {
    method: "GET",
    url: "/tb-team/list",
    access: TEAM_OR_TASK,
    handler: ({ user, reply }) => sendOk(reply, teams.mine(user.id).map(teamView)),
  });

  route(app, {
    method: "POST",
    url: "/tb-team",
    access: TEAM,
    schema: { body: T.Object({ teamName: NameField(TEAM_TEXT.name), description: DescriptionField }) },
    handler: ({ user, body, reply }) => {
      const { name, description } = namedFields(body, user.id, teamName, teams.nameTaken);
      const id = Number(
        db
          .prepare("INSERT INTO teams (user_id, name, description, created_at) VALUES (?, ?, ?, ?)")
          .run(user.id, name, description, platform.now()).lastInsertRowid,
      );
      return sendOk(reply, teamView(team(id)));
    },
  });

  route(app, {
    method: "PUT",
    url: "/tb-team",
    access: TEAM,
    schema: {
      body: T.Object({
        teamId: T.Optional(TeamId),
        id: T.Optional(TeamId),
        teamName: NameField(TEAM_TEXT.name),
        description: DescriptionField,
      }),
    },
    handler: ({ user, body, reply }) => {
      const row = owned(body.teamId ?? body.id ?? refuse(400, TEAM_TEXT.teamMissing), user.id);
      const { name, description } = namedFields(body, user.id, teamName, teams.nameTaken, row);
      db.prepare("UPDATE teams SET name = ?, description = ? WHERE id = ?").run(name, description, row.id);
      return sendOk(reply, teamView(team(row.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: "/tb-team/:teamId",
    access: TEAM,
    schema: { params: T.Object({ teamId: PathId("团队") }) },
    handler: ({ user, params, reply }) => {
      const row = owned(params.teamId, user.id);
      if (usedByOpenTask(db, "team_id", row.id)) refuse(409, TEAM_TEXT.inUse);
      db.prepare("DELETE FROM teams WHERE id = ?").run(row.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: "/tb-member/list",
    access: TEAM_OR_TASK,
    schema: { querystring: T.Object({ teamId: TeamId }) },
    handler: ({ user, query, reply }) => sendOk(reply, members(owned(query.teamId, user.id).id)),
  });

  route(app, {
    method: "POST",
    url: "/tb-member/batch",
    access: TEAM,
    schema: {
      body: T.Object({
        teamId: TeamId,
        userIds: T.Array(Id(), { maxItems: 1000, "x-message": TEAM_TEXT.membersMissing }),
      }),
    },
    handler: ({ user, body, reply }) => {
      const row = owned(body.teamId, user.id);
      const wanted = [...new Set(body.userIds)];
      const allowed = new Set(candidates().map((candidate) => candidate.userId));
      for (const id of wanted) if (!allowed.has(id)) refuse(400, TEAM_TEXT.notCandidate);
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
    },
  });

  route(app, {
    method: "GET",
    url: "/tb-member/candidates",
    access: TEAM,
    schema: { querystring: T.Object({ keyword: T.Optional(Text(100)) }) },
    handler: ({ query, reply }) => sendOk(reply, candidates(query.keyword?.trim() || undefined)),
  });
}
