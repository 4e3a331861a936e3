import type { Db } from "../lib/db";
import { likeContains } from "../lib/like";
import type { Page, Paging } from "../lib/paging";
import { newestPage } from "./common";
import type { Candidate, TeamMember } from "../../src/contracts/annotationShapes";

export interface TeamRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  created_at: number;
}

/** Annotation teams and their members (tables teams, team_members); who may do what is the routes' call. */
export class TeamStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** A page of the teams the user leads (named like `name` when given), newest first, each by `view`. */
  page<T>(userId: number, paging: Paging, name: string | undefined, view: (row: TeamRow) => T): Page<T> {
    const select = { table: "teams", where: "user_id = ?", args: [userId], name };
    return newestPage({ db: this.db, now: this.now }, paging, select, view);
  }

  memberCount(teamId: number): number {
    return (
      this.db.prepare("SELECT COUNT(*) AS n FROM team_members WHERE team_id = ?").get(teamId) as { n: number }
    ).n;
  }

  members(teamId: number): TeamMember[] {
    return this.db
      .prepare(
        `SELECT m.id AS memberId, m.team_id AS teamId, m.user_id AS userId, u.user_name AS userName,
                u.display_name AS displayName
         FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = ? ORDER BY m.id`,
      )
      .all(teamId) as TeamMember[];
  }

  /** Audited, enabled users, optionally matching a keyword in the name or account. */
  activeUsers(keyword?: string): Candidate[] {
    return this.db
      .prepare(
        `SELECT id AS userId, user_name AS userName, display_name AS displayName FROM users
         WHERE audit_status = 1 AND disabled = 0
           ${keyword ? "AND (user_name LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\')" : ""}
         ORDER BY id`,
      )
      .all(...(keyword ? [likeContains(keyword), likeContains(keyword)] : [])) as Candidate[];
  }

  insert(userId: number, name: string, description: string): number {
    return Number(
      this.db
        .prepare("INSERT INTO teams (user_id, name, description, created_at) VALUES (?, ?, ?, ?)")
        .run(userId, name, description, this.now()).lastInsertRowid,
    );
  }

  update(id: number, name: string, description: string): void {
    this.db.prepare("UPDATE teams SET name = ?, description = ? WHERE id = ?").run(name, description, id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM teams WHERE id = ?").run(id);
  }

  /** Makes the team's members exactly `userIds`; members staying keep their memberId (assignments refer to it). */
  setMembers(teamId: number, userIds: readonly number[]): void {
    this.db.transaction(() => {
      const current = this.db.prepare("SELECT user_id FROM team_members WHERE team_id = ?").all(teamId) as {
        user_id: number;
      }[];
      const drop = this.db.prepare("DELETE FROM team_members WHERE team_id = ? AND user_id = ?");
      for (const { user_id } of current) if (!userIds.includes(user_id)) drop.run(teamId, user_id);
      const add = this.db.prepare(
        "INSERT OR IGNORE INTO team_members (team_id, user_id, created_at) VALUES (?, ?, ?)",
      );
      for (const id of userIds) add.run(teamId, id, this.now());
    })();
  }

  /** The teams the user leads or belongs to, newest first, with the leader's name (display name, else account). */
  teamsOf(userId: number): (TeamRow & { leader_name: string })[] {
    return this.db
      .prepare(
        `SELECT t.id, t.user_id, t.name, t.description, t.created_at,
                COALESCE(NULLIF(u.display_name, ''), u.user_name) AS leader_name
         FROM teams t JOIN users u ON u.id = t.user_id
         WHERE t.user_id = ? OR EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.user_id = ?)
         ORDER BY t.created_at DESC, t.id DESC`,
      )
      .all(userId, userId) as (TeamRow & { leader_name: string })[];
  }

  /** The team's members in joining order, with their names (the team-task page's member list). */
  memberNames(teamId: number): Omit<TeamMember, "teamId">[] {
    return this.db
      .prepare(
        `SELECT m.id AS memberId, m.user_id AS userId, u.user_name AS userName, u.display_name AS displayName
         FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = ? ORDER BY m.id`,
      )
      .all(teamId) as Omit<TeamMember, "teamId">[];
  }

  /** The team's member rows (memberId and user), without the users' names. */
  memberIds(teamId: number): { memberId: number; userId: number }[] {
    return this.db
      .prepare("SELECT id AS memberId, user_id AS userId FROM team_members WHERE team_id = ?")
      .all(teamId) as { memberId: number; userId: number }[];
  }
}
