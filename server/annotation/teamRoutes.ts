import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, PageQuery, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { CODES, DescriptionField, formatTime, NameField, namedFields, ownedTable } from "./common";
import { TeamStore, type TeamRow } from "./teamStore";
import { usedByOpenTask } from "./usage";

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

/** Annotation teams and their members (code label). */
export async function teamRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;
  const store = new TeamStore(db, platform.now);

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
    memberCount: store.memberCount(row.id),
    createTime: formatTime(row.created_at),
  });
  const members = (teamId: number) => store.members(teamId);
  /**
   * Audited, enabled users holding the annotator code (asked of the permission service, the one place
   * codes come from), optionally matching a keyword in the name or account.
   */
  const candidates = (keyword?: string) =>
    store.activeUsers(keyword).filter((row) => platform.permissions.has(row.userId, ANNOTATOR_CODE));

  route(app, {
    method: "GET",
    url: "/tb-team/page",
    access: TEAM,
    schema: { querystring: T.Object({ ...PageQuery, teamName: T.Optional(Text(200)) }) },
    handler: ({ user, query, reply }) => {
      return sendOk(reply, store.page(user.id, query, query.teamName, teamView));
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
      return sendOk(reply, teamView(team(store.insert(user.id, name, description))));
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
      store.update(row.id, name, description);
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
      store.remove(row.id);
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
      store.setMembers(row.id, wanted);
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
