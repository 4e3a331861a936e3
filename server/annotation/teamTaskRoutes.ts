import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, route } from "../http";
import { TASK_STATUS_TEXT } from "../../src/machines/annotationTaskText";
import { ANNOTATION_API, ANNOTATION_CODES } from "../../src/contracts/annotation";
import type { TeamTask, TeamWithTasks } from "../../src/contracts/annotationShapes";
import { formatTime } from "./common";
import { TaskStore } from "./taskStore";
import type { DbClock } from "../lib/db";

interface TeamRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  leader_name: string;
}

/**
 * 团队列表 inside team tasks (shell spec §2): the teams the user leads or belongs to, each with its members
 * and the team's tasks the user may open (all of them for its leader, the assigned ones for a member) with
 * their status and progress. A read of taskM, the code every team-task page needs.
 */
export async function teamTaskRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const db = platform.db;
  const tasks = new TaskStore(db, platform.now);

  const members = (teamId: number) =>
    db
      .prepare(
        `SELECT m.id AS memberId, m.user_id AS userId, u.user_name AS userName, u.display_name AS displayName
         FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = ? ORDER BY m.id`,
      )
      .all(teamId) as TeamWithTasks["members"];

  const teamTasks = (team: TeamRow, userId: number): TeamTask[] => {
    const assigned =
      "EXISTS (SELECT 1 FROM task_assignments a WHERE a.task_id = annotation_tasks.id AND a.user_id = ?)";
    const rows = tasks.rows(`parent_id IS NULL AND team_id = ? AND (user_id = ? OR ${assigned})`, [
      team.id,
      userId,
      userId,
    ]);
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
      const teams = db
        .prepare(
          `SELECT t.id, t.user_id, t.name, t.description, COALESCE(NULLIF(u.display_name, ''), u.user_name) AS leader_name
           FROM teams t JOIN users u ON u.id = t.user_id
           WHERE t.user_id = ? OR EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.user_id = ?)
           ORDER BY t.created_at DESC, t.id DESC`,
        )
        .all(user.id, user.id) as TeamRow[];
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
