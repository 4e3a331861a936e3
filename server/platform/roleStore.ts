import { parentsOf, permissionTree, TREE_CODES, codesOf } from "../../src/plugins/shared/permissionTree";
import type { Db } from "../lib/db";
import { HTTP_TEXT } from "../lib/messages";
import { refuse } from "../lib/refusal";
import { likeContains } from "../lib/like";
import { baseline, migrate } from "../lib/migrations";
import { pageOffset } from "../lib/paging";
import type { RoleInput, RoleView } from "../../src/contracts/userAdmin";
import { CODE } from "../../src/contracts/permissionCodes";

/**
 * The role screen's own code (user-management/role, in the 用户管理 group, whose code user-manage opens
 * the group's other pages). Some enabled, audited user keeps both codes, across every tab (the rule
 * is global): an unaudited user's writes are refused (shell spec §5), so they could not manage anyone.
 */
export const ROLE_SCREEN_CODE = CODE.roleManage;
export const USER_SCREEN_CODE = CODE.userManage;
const NAME_MAX = 50;

export const ROLE_TEXT = {
  notFound: "角色不存在",
  nameEmpty: "角色名称不能为空",
  nameTooLong: HTTP_TEXT.tooLong("角色名称", NAME_MAX),
  nameTaken: "角色名称已存在",
  unknownCode: (code: string) => `权限编码 ${code} 不属于该权限分类`,
  inUse: (name: string, users: string[]) => `角色“${name}”正被用户 ${users.join("、")} 使用，不能删除`,
  /** A change (of roles, audit, system, status, deletion or import) that would leave nobody to manage roles and users. */
  lastKeeper: `不能保存：修改后将没有已启用、已审核的用户同时拥有角色管理（${ROLE_SCREEN_CODE}）和用户管理（${USER_SCREEN_CODE}）权限`,
} as const;

const ROLE_TABLES = `
CREATE TABLE IF NOT EXISTS roles (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL UNIQUE,
  belong_system INTEGER NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  seed_key      TEXT UNIQUE,
  created_at    INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS role_codes (
  role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  code    TEXT NOT NULL,
  PRIMARY KEY (role_id, code)
);
CREATE TABLE IF NOT EXISTS user_roles (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE TABLE IF NOT EXISTS permission_codes_seen (code TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS permission_codes_split (code TEXT PRIMARY KEY);
`;

const ROLE_MIGRATIONS = [baseline(ROLE_TABLES)];

/** Creates or upgrades the tables of roles (the store and the seeding both start with it). */
export const ensureRoleTables = (db: Db) => migrate(db, "roles", ROLE_MIGRATIONS);

interface RoleRow {
  id: number;
  name: string;
  belong_system: number;
  description: string;
  created_at: number;
}

const ORDER = new Map(TREE_CODES.map((code, index) => [code, index]));
const PARENTS = parentsOf(permissionTree(1));
const inTreeOrder = (codes: Iterable<string>) =>
  [...new Set(codes)].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));

/**
 * A role's codes as stored: each ticked code must belong to the tab's modules (else 400), and a ticked
 * code brings its ancestors (a half-checked menu is held, or the page under it could never show).
 */
export function closeCodes(codes: readonly string[], belongSystem: number): string[] {
  const allowed = new Set(codesOf(permissionTree(belongSystem)));
  const out = new Set<string>();
  for (const code of codes) {
    if (!allowed.has(code)) refuse(400, ROLE_TEXT.unknownCode(code));
    for (let at: string | undefined = code; at; at = PARENTS.get(at)) out.add(at);
  }
  return inTreeOrder(out);
}

/** A user's codes: the union of their roles' codes, in tree order (UserStore.codes, every access check). */
export function userCodes(db: Db, userId: number): string[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT rc.code FROM user_roles ur JOIN role_codes rc ON rc.role_id = ur.role_id
       WHERE ur.user_id = ?`,
    )
    .all(userId) as { code: string }[];
  return inTreeOrder(rows.map((row) => row.code));
}

/** Roles, their codes and who holds them: the source of every user's permission codes. */
export class RoleStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    ensureRoleTables(db);
  }

  page(query: { pageNum: number; pageSize: number; belongSystem?: number; name?: string }) {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (query.belongSystem) {
      where.push("belong_system = ?");
      args.push(query.belongSystem);
    }
    if (query.name?.trim()) {
      where.push("name LIKE ? ESCAPE '\\'");
      args.push(likeContains(query.name.trim()));
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM roles ${clause}`).get(...args) as { n: number })
      .n;
    const rows = this.db
      .prepare(`SELECT * FROM roles ${clause} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as RoleRow[];
    return {
      list: rows.map((row) => this.view(row)),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  /** Every role (the assign-roles dialog). */
  all(): RoleView[] {
    return (this.db.prepare("SELECT * FROM roles ORDER BY belong_system, id").all() as RoleRow[]).map((row) =>
      this.view(row),
    );
  }

  get(id: number): RoleView | undefined {
    const row = this.db.prepare("SELECT * FROM roles WHERE id = ?").get(id) as RoleRow | undefined;
    return row && this.view(row);
  }

  create(input: RoleInput, seedKey?: string): RoleView {
    const name = this.checkName(input.name);
    const codes = closeCodes(input.codes, input.belongSystem);
    return this.db.transaction(() => {
      const id = Number(
        this.db
          .prepare(
            "INSERT INTO roles (name, belong_system, description, seed_key, created_at) VALUES (?, ?, ?, ?, ?)",
          )
          .run(name, input.belongSystem, input.description?.trim() ?? "", seedKey ?? null, this.now())
          .lastInsertRowid,
      );
      this.writeCodes(id, codes);
      return this.get(id)!;
    })();
  }

  update(id: number, input: RoleInput): RoleView {
    const name = this.checkName(input.name, id);
    const codes = closeCodes(input.codes, input.belongSystem);
    return this.guarded(() => {
      this.db
        .prepare("UPDATE roles SET name = ?, belong_system = ?, description = ? WHERE id = ?")
        .run(name, input.belongSystem, input.description?.trim() ?? "", id);
      this.writeCodes(id, codes);
      return this.get(id)!;
    });
  }

  /** Deletes an unused role; a role in use is refused naming its users. */
  remove(id: number): void {
    const role = this.get(id) ?? refuse(404, ROLE_TEXT.notFound);
    const users = this.userNamesOf(id);
    if (users.length > 0) refuse(400, ROLE_TEXT.inUse(role.name, users));
    this.guarded(() => this.db.prepare("DELETE FROM roles WHERE id = ?").run(id));
  }

  rolesOfUser(userId: number): { id: number; name: string }[] {
    return this.db
      .prepare(
        `SELECT r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ? ORDER BY r.id`,
      )
      .all(userId) as { id: number; name: string }[];
  }

  /** Replaces the user's roles (unknown role ids: 404). */
  setUserRoles(userId: number, roleIds: readonly number[]): void {
    for (const id of roleIds) if (!this.get(id)) refuse(404, ROLE_TEXT.notFound);
    this.guarded(() => {
      this.db.prepare("DELETE FROM user_roles WHERE user_id = ?").run(userId);
      const insert = this.db.prepare("INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)");
      for (const id of roleIds) insert.run(userId, id);
    });
  }

  /** The id of a seeded role by its key. */
  idBySeedKey(key: string): number | undefined {
    return (this.db.prepare("SELECT id FROM roles WHERE seed_key = ?").get(key) as { id: number } | undefined)
      ?.id;
  }

  /**
   * Runs a change, then checks that some enabled, audited user (auditStatus 1, or belongSystem 1:
   * http/access.ts's isUnaudited) still holds role-manage and user-manage through roles; if none does,
   * the change is undone and refused (nobody could manage roles and users any more). Every route that
   * changes roles, audit, system, status or accounts runs its change through here.
   */
  guarded<T>(change: () => T): T {
    return this.db.transaction(() => {
      const result = change();
      if (!this.keeperHeld()) refuse(400, ROLE_TEXT.lastKeeper);
      return result;
    })();
  }

  private keeperHeld(): boolean {
    const holds = `EXISTS (SELECT 1 FROM user_roles ur JOIN role_codes rc ON rc.role_id = ur.role_id
                   WHERE ur.user_id = u.id AND rc.code = ?)`;
    return Boolean(
      this.db
        .prepare(
          `SELECT 1 FROM users u WHERE u.disabled = 0 AND (u.audit_status <> 0 OR u.belong_system = 1)
           AND ${holds} AND ${holds} LIMIT 1`,
        )
        .get(ROLE_SCREEN_CODE, USER_SCREEN_CODE),
    );
  }

  private userNamesOf(roleId: number): string[] {
    return (
      this.db
        .prepare(
          `SELECT u.user_name FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = ? ORDER BY u.id`,
        )
        .all(roleId) as { user_name: string }[]
    ).map((row) => row.user_name);
  }

  private checkName(raw: string, selfId?: number): string {
    const name = raw.trim();
    if (!name) refuse(400, ROLE_TEXT.nameEmpty);
    if ([...name].length > NAME_MAX) refuse(400, ROLE_TEXT.nameTooLong);
    const taken = this.db.prepare("SELECT id FROM roles WHERE name = ?").get(name) as
      { id: number } | undefined;
    if (taken && taken.id !== selfId) refuse(400, ROLE_TEXT.nameTaken);
    return name;
  }

  private writeCodes(roleId: number, codes: readonly string[]): void {
    this.db.prepare("DELETE FROM role_codes WHERE role_id = ?").run(roleId);
    const insert = this.db.prepare("INSERT INTO role_codes (role_id, code) VALUES (?, ?)");
    for (const code of codes) insert.run(roleId, code);
  }

  private view(row: RoleRow): RoleView {
    const codes = (
      this.db.prepare("SELECT code FROM role_codes WHERE role_id = ?").all(row.id) as { code: string }[]
    ).map((entry) => entry.code);
    const users = (
      this.db.prepare("SELECT COUNT(*) AS n FROM user_roles WHERE role_id = ?").get(row.id) as { n: number }
    ).n;
    return {
      id: row.id,
      name: row.name,
      belongSystem: row.belong_system,
      description: row.description,
      codes: inTreeOrder(codes),
      users,
      createdAt: row.created_at,
    };
  }
}
