import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, route } from "../http";
import { TASK_STATUS_TEXT } from "../../src/machines/annotationTaskText";
import { formatTime } from "./common";
import { TaskLists } from "./taskLists";
import { ANNOTATION_API, ANNOTATION_CODES } from "../../src/contracts/annotation";
import type { TeamTask, TeamWithTasks } from "../../src/contracts/annotationShapes";
import { TaskStore } from "./taskStore";
import { TeamStore, type TeamRow } from "./teamStore";
import type { DbClock } from "../lib/db";

/**
 * 团队列表 inside team tasks (shell spec §2): the teams the user leads or belongs to, each with its members
 * and the team's tasks the user may open (all of them for its leader, the assigned ones for a member) with
 * their status and progress. A read of taskM, the code every team-task page needs.
 */
export async function teamTaskRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const db = platform.db;
  const tasks = new TaskStore(db, platform.now);
  const lists = new TaskLists(tasks);
  const teamStore = new TeamStore(db, platform.now);

  const members = (teamId: number) => teamStore.memberNames(teamId);

  const teamTasks = (team: TeamRow, userId: number): TeamTask[] => {
    const rows = lists.teamTasks(team.id, userId);
    return rows.map((row) => {
      const share = tasks.shareOf(row, userId);
      return {
        id: row.id,
        taskName: row.name,
        status: row.status,
        statusText: TASK_STATUS_TEXT[row.status],
        deadlineText: row.deadline === null ? "" : formatTime(row.deadline),
        itemCount: tasks.itemIds(row).length,
        annotatedCount: tasks.annotatedCount(row),
        /** The asking member's own share (null for a leader who is not assigned). */
        share: share
          ? {
              id: share.id,
              status: share.status,
              statusText: TASK_STATUS_TEXT[share.status],
              itemCount: tasks.itemIds(share).length,
              annotatedCount: tasks.annotatedCount(share),
            }
          : null,
      };
    });
  };

  route(app, {
    method: "GET",
    url: ANNOTATION_API.team.withTasks,
    access: anyOf(ANNOTATION_CODES.task),
    handler: ({ user, reply }) => {
      const teams = teamStore.teamsOf(user.id);
      return sendOk(
        reply,
        teams.map((team): TeamWithTasks => ({
          teamId: team.id,
          teamName: team.name,
          description: team.description,
          leaderName: team.leader_name,
          lead: team.user_id === user.id,
          members: members(team.id),
          tasks: teamTasks(team, user.id),
        })),
      );
    },
  });
}
