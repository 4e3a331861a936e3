import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { likeContains } from "../lib/like";
import { pageOffset } from "../lib/paging";
import { ensureUserAdminTables } from "../platform/userProfiles";
import type { AdminUserView, UserFilters } from "../../src/contracts/userAdmin";

export { ensureUserAdminTables };

export interface ProfileFields {
  displayName: string;
  phone: string;
  email: string;
  idNumber: string;
  belongSystem: number;
  /** The current organisation: absent leaves it, "" clears it. */
  groupId?: string;
}

interface Row {
  id: number;
  user_name: string;
  display_name: string;
  disabled: number;
  audit_status: number;
  belong_system: number;
  phone: string | null;
  email: string | null;
  id_number: string | null;
  created_at: number | null;
}

/** The account's own bookkeeping, deleted with it. */
const OWN_TABLES = new Set(["users", "user_roles", "user_groups", "user_profiles"]);
/** Columns that name a user. */
const USER_COLUMNS = new Set(["user_id", "member_user_id", "owner_id", "applicant_id"]);

/** The back office's view of users: list and filters, profile fields, audit, enabled, groups. */
export class UserAdminStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    ensureUserAdminTables(db);
    // Accounts made before this store (the seeded demo accounts) get their profile row, dated the
    // first start, so 创建时间 shows a date for every user.
    db.prepare(
      `INSERT INTO user_profiles (user_id, created_at)
       SELECT id, ? FROM users WHERE id NOT IN (SELECT user_id FROM user_profiles)`,
    ).run(now());
  }

  page(filters: UserFilters & { pageNum: number; pageSize: number }) {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (filters.userName?.trim()) {
      where.push("u.user_name LIKE ? ESCAPE '\\'");
      args.push(likeContains(filters.userName.trim()));
    }
    if (filters.displayName?.trim()) {
      where.push("u.display_name LIKE ? ESCAPE '\\'");
      args.push(likeContains(filters.displayName.trim()));
    }
    if (filters.groupId) {
      where.push("EXISTS (SELECT 1 FROM user_groups ug WHERE ug.user_id = u.id AND ug.group_id = ?)");
      args.push(filters.groupId);
    }
    if (filters.auditStatus !== undefined) {
      where.push("u.audit_status = ?");
      args.push(filters.auditStatus);
    }
    if (filters.enabled !== undefined) {
      where.push("u.disabled = ?");
      args.push(filters.enabled === 1 ? 0 : 1);
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM users u ${clause}`).get(...args) as { n: number }
    ).n;
    const rows = this.db
      .prepare(
        `SELECT u.*, p.phone, p.email, p.id_number, p.created_at FROM users u
         LEFT JOIN user_profiles p ON p.user_id = u.id ${clause} ORDER BY u.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, filters.pageSize, pageOffset(filters.pageNum, filters.pageSize)) as Row[];
    return {
      list: rows.map((row) => this.view(row)),
      total,
      pageNum: filters.pageNum,
      pageSize: filters.pageSize,
    };
  }

  get(id: number): AdminUserView | undefined {
    const row = this.db
      .prepare(
        `SELECT u.*, p.phone, p.email, p.id_number, p.created_at FROM users u
         LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = ?`,
      )
      .get(id) as Row | undefined;
    return row && this.view(row);
  }

  nameTaken(userName: string): boolean {
    return Boolean(this.db.prepare("SELECT 1 FROM users WHERE user_name = ?").get(userName));
  }

  /** A new account: not audited yet (auditStatus 0), enabled, in the given group. */
  create(userName: string, passwordHash: string, fields: ProfileFields): number {
    return this.db.transaction(() => {
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO users (user_name, display_name, password_hash, disabled, audit_status, belong_system)
             VALUES (?, ?, ?, 0, 0, ?)`,
          )
          .run(userName, fields.displayName, passwordHash, fields.belongSystem).lastInsertRowid,
      );
      this.db
        .prepare(
          "INSERT INTO user_profiles (user_id, phone, email, id_number, created_at) VALUES (?, ?, ?, ?, ?)",
        )
        .run(id, fields.phone, fields.email, fields.idNumber, this.now());
      if (fields.groupId) this.setGroup(id, fields.groupId);
      return id;
    })();
  }

  update(id: number, fields: ProfileFields): void {
    this.db.transaction(() => {
      this.db
        .prepare("UPDATE users SET display_name = ?, belong_system = ? WHERE id = ?")
        .run(fields.displayName, fields.belongSystem, id);
      this.db
        .prepare(
          `INSERT INTO user_profiles (user_id, phone, email, id_number, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(user_id) DO UPDATE SET phone = excluded.phone, email = excluded.email,
           id_number = excluded.id_number`,
        )
        .run(id, fields.phone, fields.email, fields.idNumber, this.now());
      if (fields.groupId) this.setGroup(id, fields.groupId);
      else if (fields.groupId === "") this.clearGroup(id);
    })();
  }

  /**
   * How many records name the user outside their account's own bookkeeping (roles, groups, profile):
   * sessions, data they own, memberships, logs. Only an account with none may be deleted.
   */
  usesOf(id: number): number {
    const tables = this.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[];
    let uses = 0;
    for (const { name } of tables) {
      if (OWN_TABLES.has(name)) continue;
      const quoted = `"${name.replace(/"/g, '""')}"`;
      const columns = (this.db.pragma(`table_info(${quoted})`) as { name: string }[])
        .map((column) => column.name)
        .filter((column) => USER_COLUMNS.has(column));
      for (const column of columns)
        uses += (
          this.db.prepare(`SELECT COUNT(*) AS n FROM ${quoted} WHERE "${column}" = ?`).get(id) as {
            n: number;
          }
        ).n;
    }
    return uses;
  }

  /** Deletes an account with its roles, groups and profile (callers check `usesOf` first). */
  remove(id: number): void {
    this.db.prepare("DELETE FROM users WHERE id = ?").run(id);
  }

  setAudit(id: number, auditStatus: number): void {
    this.db.prepare("UPDATE users SET audit_status = ? WHERE id = ?").run(auditStatus, id);
  }

  setEnabled(id: number, enabled: boolean): void {
    this.db.prepare("UPDATE users SET disabled = ? WHERE id = ?").run(enabled ? 0 : 1, id);
  }

  setPassword(id: number, passwordHash: string): void {
    this.db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(passwordHash, id);
  }

  avatar(id: number): string {
    const row = this.db.prepare("SELECT attribute_content FROM users WHERE id = ?").get(id) as
      { attribute_content: string } | undefined;
    return row?.attribute_content ?? "";
  }

  setAvatar(id: number, content: string): void {
    this.db.prepare("UPDATE users SET attribute_content = ? WHERE id = ?").run(content, id);
  }

  groups(): { id: string; title: string }[] {
    return this.db.prepare("SELECT id, title FROM groups ORDER BY title").all() as {
      id: string;
      title: string;
    }[];
  }

  /** A user's first (current) group becomes `groupId`; their other groups stay after it. */
  private setGroup(userId: number, groupId: string): void {
    if (!this.db.prepare("SELECT 1 FROM groups WHERE id = ?").get(groupId)) refuse(400, "组织不存在");
    const others = (
      this.db
        .prepare("SELECT group_id FROM user_groups WHERE user_id = ? AND group_id <> ? ORDER BY position")
        .all(userId, groupId) as { group_id: string }[]
    ).map((row) => row.group_id);
    this.db.prepare("DELETE FROM user_groups WHERE user_id = ?").run(userId);
    const insert = this.db.prepare("INSERT INTO user_groups (user_id, group_id, position) VALUES (?, ?, ?)");
    [groupId, ...others].forEach((id, position) => insert.run(userId, id, position));
  }

  /** Clears the current (first) group: the user's next group, if any, becomes the current one. */
  private clearGroup(userId: number): void {
    const first = this.db
      .prepare("SELECT group_id FROM user_groups WHERE user_id = ? ORDER BY position LIMIT 1")
      .get(userId) as { group_id: string } | undefined;
    if (first)
      this.db
        .prepare("DELETE FROM user_groups WHERE user_id = ? AND group_id = ?")
        .run(userId, first.group_id);
  }

  private view(row: Row): AdminUserView {
    return {
      id: row.id,
      userName: row.user_name,
      displayName: row.display_name,
      phone: row.phone ?? "",
      email: row.email ?? "",
      idNumber: row.id_number ?? "",
      auditStatus: row.audit_status,
      belongSystem: row.belong_system,
      enabled: row.disabled ? 0 : 1,
      topGroup: this.db
        .prepare(
          `SELECT g.id, g.title FROM user_groups ug JOIN groups g ON g.id = ug.group_id
           WHERE ug.user_id = ? ORDER BY ug.position`,
        )
        .all(row.id) as { id: string; title: string }[],
      roles: this.db
        .prepare(
          "SELECT r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ? ORDER BY r.id",
        )
        .all(row.id) as { id: number; name: string }[],
      createdAt: row.created_at,
    };
  }
}
