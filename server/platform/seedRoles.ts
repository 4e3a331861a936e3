import { ALL_CODES, CODE, DEV_CODES } from "../../src/contracts/permissionCodes";
import {
  codesOf,
  PERMISSION_MODULES,
  TREE_CODES,
  type BelongSystem,
} from "../../src/plugins/shared/permissionTree";
import type { Db } from "../lib/db";
import { closeCodes } from "./roleStore";
import { ensureRoleTables } from "./roleStore";

/** The annotator demo accounts (annot1, annot2): the menus of team annotation and nothing else. */
export const ANNOTATOR_CODES = [
  CODE.businessHall,
  CODE.home,
  CODE.dataManage,
  CODE.taskM,
  CODE.taskIll,
  CODE.taskMy,
];

/** The operation area's codes: the 运营管理 module of the permission tree (the ops demo account). */
export const OPERATION_AREA_CODES = codesOf(
  PERMISSION_MODULES.filter((module) => module.code === CODE.operation),
);

export interface SeededRole {
  key: string;
  name: string;
  belongSystem: BelongSystem;
  description: string;
  codes: readonly string[];
}

/** The roles a fresh platform starts with: together they give each demo account its codes. */
export const SEEDED_ROLES: readonly SeededRole[] = [
  { key: "platform-admin", name: "平台管理员", belongSystem: 1, description: "全部权限", codes: ALL_CODES },
  {
    key: "operator",
    name: "运营人员",
    belongSystem: 2,
    description: "运营管理",
    codes: OPERATION_AREA_CODES,
  },
  { key: "developer", name: "开发者", belongSystem: 3, description: "开发平台", codes: DEV_CODES },
  { key: "annotator", name: "标注员", belongSystem: 3, description: "团队标注", codes: ANNOTATOR_CODES },
];

/**
 * Codes new to the permission tree since the last start (a page built since, with its own code) join
 * the seeded roles whose definition holds them, so admin keeps every code; a code already known is
 * left as the role screen set it.
 */
function addNewCodes(db: Db): void {
  const seen = new Set(
    (db.prepare("SELECT code FROM permission_codes_seen").all() as { code: string }[]).map((row) => row.code),
  );
  const find = db.prepare("SELECT id FROM roles WHERE seed_key = ?");
  const add = db.prepare("INSERT OR IGNORE INTO role_codes (role_id, code) VALUES (?, ?)");
  const remember = db.prepare("INSERT OR IGNORE INTO permission_codes_seen (code) VALUES (?)");
  for (const role of SEEDED_ROLES) {
    const existing = find.get(role.key) as { id: number } | undefined;
    if (!existing) continue;
    for (const code of closeCodes(role.codes, role.belongSystem))
      if (!seen.has(code)) add.run(existing.id, code);
  }
  for (const code of TREE_CODES) remember.run(code);
}

/**
 * Action codes the server began to demand after roles already existed, each with the code that used to
 * be enough: the storage buttons (storageM-look), the datasets' and algorithms' A01-A03 (dataM, calcM),
 * and the back office's role screen and user-list buttons (user-manage). A role holding the old code
 * could do all of it before, so at the first start that knows such a code every role holding the old
 * one gets it, once: nobody loses what they could do. Afterwards the role screen decides.
 */
export const SPLIT_CODES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ["add", "del", "put", "download", "share"].map((suffix) => [`storageM-${suffix}`, CODE.storageMLook]),
  ),
  ...Object.fromEntries(
    [CODE.dataM, CODE.calcM].flatMap((menu) =>
      ["A01", "A02", "A03"].map((action) => [`${menu}-${action}`, menu]),
    ),
  ),
  [CODE.roleManage]: CODE.userManage,
  [CODE.userMAdd]: CODE.userManage,
  [CODE.userMImport]: CODE.userManage,
  [CODE.userMDel]: CODE.userManage,
};

function splitCodes(db: Db): void {
  const done = db.prepare("SELECT 1 FROM permission_codes_split WHERE code = ?");
  const inherit = db.prepare(
    "INSERT OR IGNORE INTO role_codes (role_id, code) SELECT role_id, ? FROM role_codes WHERE code = ?",
  );
  const remember = db.prepare("INSERT INTO permission_codes_split (code) VALUES (?)");
  for (const [code, from] of Object.entries(SPLIT_CODES)) {
    if (done.get(code)) continue;
    inherit.run(code, from);
    remember.run(code);
  }
}

/**
 * Creates the seeded roles the database lacks (all on a fresh folder; on an older folder, which kept
 * codes per user, all of them once) and gives each newly created role to the existing accounts that
 * `rolesOf` names for it. Returns the role ids by key.
 */
export function seedRoles(
  db: Db,
  now: number,
  rolesOf: (userName: string) => readonly string[],
): Map<string, number> {
  ensureRoleTables(db);
  const ids = new Map<string, number>();
  const find = db.prepare("SELECT id FROM roles WHERE seed_key = ?");
  const insertRole = db.prepare(
    "INSERT INTO roles (name, belong_system, description, seed_key, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const insertCode = db.prepare("INSERT INTO role_codes (role_id, code) VALUES (?, ?)");
  const assign = db.prepare("INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)");
  db.transaction(() => {
    const users = db.prepare("SELECT id, user_name FROM users").all() as { id: number; user_name: string }[];
    for (const role of SEEDED_ROLES) {
      const existing = find.get(role.key) as { id: number } | undefined;
      if (existing) {
        ids.set(role.key, existing.id);
        continue;
      }
      // A role renamed by hand keeps its name; a seeded one whose name is taken gets the key appended.
      const taken = db.prepare("SELECT 1 FROM roles WHERE name = ?").get(role.name);
      const name = taken ? `${role.name}（${role.key}）` : role.name;
      const id = Number(
        insertRole.run(name, role.belongSystem, role.description, role.key, now).lastInsertRowid,
      );
      for (const code of closeCodes(role.codes, role.belongSystem)) insertCode.run(id, code);
      for (const user of users) if (rolesOf(user.user_name).includes(role.key)) assign.run(user.id, id);
      ids.set(role.key, id);
    }
    addNewCodes(db);
    splitCodes(db);
  })();
  return ids;
}
