import type { Db } from "../lib/db";
import { likeContains } from "../lib/like";

export interface MemberView {
  userId: number;
  userName: string;
  displayName: string;
}

/** Membership of organisations: the shell's user_groups (a user's topGroup, in position order). */
export class MemberStore {
  constructor(private readonly db: Db) {}

  members(groupId: string): MemberView[] {
    return this.db
      .prepare(
        `SELECT u.id AS userId, u.user_name AS userName, u.display_name AS displayName
         FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE ug.group_id = ? ORDER BY u.user_name`,
      )
      .all(groupId) as MemberView[];
  }

  /** Users who are not members yet, matching `keyword` in account or name (at most 20). */
  candidates(groupId: string, keyword: string): MemberView[] {
    const like = likeContains(keyword.trim());
    return this.db
      .prepare(
        `SELECT id AS userId, user_name AS userName, display_name AS displayName FROM users
         WHERE id NOT IN (SELECT user_id FROM user_groups WHERE group_id = ?)
           AND (user_name LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\')
         ORDER BY user_name LIMIT 20`,
      )
      .all(groupId, like, like) as MemberView[];
  }

  userExists(userId: number): boolean {
    return this.db.prepare("SELECT 1 FROM users WHERE id = ?").get(userId) !== undefined;
  }

  isMember(groupId: string, userId: number): boolean {
    return (
      this.db.prepare("SELECT 1 FROM user_groups WHERE group_id = ? AND user_id = ?").get(groupId, userId) !==
      undefined
    );
  }

  /** Adds the organisation last in the user's list (their first one stays their default group). */
  add(groupId: string, userId: number): void {
    const { position } = this.db
      .prepare("SELECT COALESCE(MAX(position), -1) + 1 AS position FROM user_groups WHERE user_id = ?")
      .get(userId) as { position: number };
    this.db
      .prepare("INSERT INTO user_groups (user_id, group_id, position) VALUES (?, ?, ?)")
      .run(userId, groupId, position);
  }

  remove(groupId: string, userId: number): boolean {
    return (
      this.db.prepare("DELETE FROM user_groups WHERE group_id = ? AND user_id = ?").run(groupId, userId)
        .changes > 0
    );
  }
}
