import type { Db } from "../lib/db";
import { DEMO_ACCOUNTS, DEMO_GROUPS } from "./demoAccounts";
import { DEMO_PASSWORD_HASHES } from "./demoPasswordHashes";
import { hashPassword } from "../lib/passwords";
import { seedRoles } from "./seedRoles";

const rolesOf = (userName: string) =>
  DEMO_ACCOUNTS.find((account) => account.userName === userName)?.roles ?? [];

/**
 * Creates the seeded roles the database lacks (server/platform/seedRoles.ts), then inserts the demo
 * accounts the database does not have yet (all of them on a fresh folder; on an older folder the
 * accounts added since, e.g. ops) with their roles; returns whether it inserted any. Accounts already
 * there are left exactly as they are (on a folder older than roles, they get their seeded roles once).
 */
export async function seedIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  const roleIds = seedRoles(db, now, rolesOf);
  const exists = db.prepare("SELECT 1 FROM users WHERE user_name = ?");
  const missing = DEMO_ACCOUNTS.filter((account) => !exists.get(account.userName));
  if (missing.length === 0) return false;

  const hashes = await Promise.all(
    missing.map((account) => DEMO_PASSWORD_HASHES[account.userName] ?? hashPassword(account.password)),
  );

  const insertGroup = db.prepare("INSERT OR IGNORE INTO groups (id, title) VALUES (?, ?)");
  const insertUser = db.prepare(
    `INSERT INTO users (user_name, display_name, password_hash, disabled, audit_status, belong_system)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertUserRole = db.prepare("INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)");
  const insertUserGroup = db.prepare(
    "INSERT INTO user_groups (user_id, group_id, position) VALUES (?, ?, ?)",
  );
  const insertHpc = db.prepare(
    `INSERT INTO hpc_accounts (user_id, account_type, account, cluster, bind_type, bind_group_id, bind_group_name)
     VALUES (?, 1, ?, ?, ?, ?, ?)`,
  );
  const setCurrentHpc = db.prepare("UPDATE users SET current_hpc_account_id = ? WHERE id = ?");

  db.transaction(() => {
    for (const group of DEMO_GROUPS) insertGroup.run(group.id, group.title);
    missing.forEach((account, index) => {
      // A second start may race a first one on the same folder; the re-check inside the transaction keeps one seed.
      if (exists.get(account.userName)) return;
      const userId = Number(
        insertUser.run(
          account.userName,
          account.displayName,
          hashes[index],
          account.disabled ? 1 : 0,
          account.auditStatus,
          account.belongSystem,
        ).lastInsertRowid,
      );
      for (const key of account.roles) {
        const roleId = roleIds.get(key);
        if (roleId !== undefined) insertUserRole.run(userId, roleId);
      }
      account.topGroup.forEach((groupId, position) => insertUserGroup.run(userId, groupId, position));
      account.hpcAccounts.forEach((hpc, position) => {
        const hpcId = insertHpc.run(
          userId,
          hpc.account,
          hpc.cluster,
          hpc.bindType,
          hpc.bindGroupId,
          hpc.bindGroupName,
        ).lastInsertRowid;
        if (position === 0) setCurrentHpc.run(hpcId, userId);
      });
    });
  })();
  return true;
}
