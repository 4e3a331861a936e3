import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, PageQuery, PathId, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { formatTime, namedFields, ownedTable } from "./common";
import { ANNOTATION_API, ANNOTATION_CODES, TEAM_TEXT } from "../../src/contracts/annotation";
import { type TeamView } from "../../src/contracts/annotationShapes";
import { MembersBody, TeamCreateBody, TeamUpdateBody } from "../../src/contracts/annotationBodies";
import { TeamStore, type TeamRow } from "./teamStore";
import { usedByOpenTask } from "./usage";

const TEAM = anyOf(ANNOTATION_CODES.team);
/** Reads that a task's leader also makes when assigning (code taskM). */
const TEAM_OR_TASK = anyOf(ANNOTATION_CODES.team, ANNOTATION_CODES.task);
const TeamId = Id("团队");

/** The code a user must hold to be offered as a team member (the 我的任务 menu). */
export const ANNOTATOR_CODE = ANNOTATION_CODES.myTask;

/** Annotation teams and their members (code label). */
export async function teamRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const db = platform.db;
  const store = new TeamStore(db, platform.now);

  const teams = ownedTable<TeamRow>(db, "teams", {
    notFound: TEAM_TEXT.notFound,
    forbidden: TEAM_TEXT.forbidden,
  });
  const { get: team, owned } = teams;
  const teamName = { field: "teamName", name: TEAM_TEXT.name, exists: TEAM_TEXT.exists };
  const teamView = (row: TeamRow): TeamView => ({
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
    url: ANNOTATION_API.team.page,
    access: TEAM,
    schema: { querystring: T.Object({ ...PageQuery, teamName: T.Optional(Text(200)) }) },
    handler: ({ user, query, reply }) => {
      return sendOk(reply, store.page(user.id, query, query.teamName, teamView));
    },
  });

  route(app, {
    method: "GET",
    url: ANNOTATION_API.team.list,
    access: TEAM_OR_TASK,
    handler: ({ user, reply }) => sendOk(reply, teams.mine(user.id).map(teamView)),
  });

  route(app, {
    method: "POST",
    url: ANNOTATION_API.team.teams,
    access: TEAM,
    schema: { body: TeamCreateBody },
    handler: ({ user, body, reply }) => {
      const { name, description } = namedFields(body, user.id, teamName, teams.nameTaken);
      return sendOk(reply, teamView(team(store.insert(user.id, name, description))));
    },
  });

  route(app, {
    method: "PUT",
    url: ANNOTATION_API.team.teams,
    access: TEAM,
    schema: { body: TeamUpdateBody },
    handler: ({ user, body, reply }) => {
      const row = owned(body.teamId ?? body.id ?? refuse(400, TEAM_TEXT.teamMissing), user.id);
      const { name, description } = namedFields(body, user.id, teamName, teams.nameTaken, row);
      store.update(row.id, name, description);
      return sendOk(reply, teamView(team(row.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: ANNOTATION_API.team.one,
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
    url: ANNOTATION_API.team.members,
    access: TEAM_OR_TASK,
    schema: { querystring: T.Object({ teamId: TeamId }) },
    handler: ({ user, query, reply }) => sendOk(reply, members(owned(query.teamId, user.id).id)),
  });

  route(app, {
    method: "POST",
    url: ANNOTATION_API.team.membersBatch,
    access: TEAM,
    schema: { body: MembersBody },
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
    url: ANNOTATION_API.team.candidates,
    access: TEAM,
    schema: { querystring: T.Object({ keyword: T.Optional(Text(100)) }) },
    handler: ({ query, reply }) => sendOk(reply, candidates(query.keyword?.trim() || undefined)),
  });
}
