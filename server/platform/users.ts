import type { Db } from "../lib/db";
import { userCodes } from "./roleStore";

export interface UserRow {
  id: number;
  user_name: string;
  display_name: string;
  password_hash: string;
  disabled: number;
  audit_status: number;
  belong_system: number;
  attribute_content: string;
  current_hpc_account_id: number | null;
}

export interface UserInfo {
  id: string;
  userName: string;
  displayName: string;
  resource: string[];
  topGroup: { id: string; title: string }[];
  auditStatus: number;
  belongSystem: number;
  attributeContent: string;
}

export interface HpcAccountView {
  id: string;
  accountType: number;
  account: string;
  bindType: number;
  bindUserId: string;
  bindGroupId: string;
  bindGroupName: string;
  bindUserName: string;
  encryptAccount: string;
  current: boolean;
}

/** Read access to users, their codes, groups and bound HPC accounts. */
export class UserStore {
  constructor(private readonly db: Db) {}

  byName(userName: string): UserRow | undefined {
    return this.db.prepare("SELECT * FROM users WHERE user_name = ?").get(userName) as UserRow | undefined;
  }

  /** Every user, by account (the user and permission list of system-manage). */
  allByAccount(): UserRow[] {
    return this.db.prepare("SELECT * FROM users ORDER BY user_name").all() as UserRow[];
  }

  byId(id: number): UserRow | undefined {
    return this.db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;
  }

  /** The user's permission codes: derived from their roles (server/roles), read at every call. */
  codes(userId: number): string[] {
    return userCodes(this.db, userId);
  }

  groups(userId: number): { id: string; title: string }[] {
    return this.db
      .prepare(
        `SELECT g.id, g.title FROM user_groups ug JOIN groups g ON g.id = ug.group_id
         WHERE ug.user_id = ? ORDER BY ug.position`,
      )
      .all(userId) as { id: string; title: string }[];
  }

  info(user: UserRow): UserInfo {
    return {
      id: String(user.id),
      userName: user.user_name,
      displayName: user.display_name,
      resource: this.codes(user.id),
      topGroup: this.groups(user.id),
      auditStatus: user.audit_status,
      belongSystem: user.belong_system,
      attributeContent: user.attribute_content,
    };
  }

  hpcAccounts(user: UserRow): HpcAccountView[] {
    const rows = this.db.prepare("SELECT * FROM hpc_accounts WHERE user_id = ? ORDER BY id").all(user.id) as {
      id: number;
      account_type: number;
      account: string;
      cluster: string;
      bind_type: number;
      bind_group_id: string;
      bind_group_name: string;
    }[];
    return rows.map((row) => ({
      id: String(row.id),
      accountType: row.account_type,
      account: row.account,
      bindType: row.bind_type,
      bindUserId: String(user.id),
      bindGroupId: row.bind_group_id,
      bindGroupName: row.bind_group_name,
      bindUserName: user.user_name,
      encryptAccount: encryptAccount(row.account, row.cluster),
      current: row.id === user.current_hpc_account_id,
    }));
  }
}

/** The opaque account handle the client stores and sends back in the tenant header. */
export function encryptAccount(account: string, cluster: string): string {
  return Buffer.from(`${account}@${cluster}`, "utf8").toString("base64");
}
