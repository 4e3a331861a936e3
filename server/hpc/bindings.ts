import type { CenterAccountRow } from "./hpcCenter";
import type { Db } from "../lib/db";
import { likeContains } from "../lib/like";

export interface BindingRow {
  id: number;
  user_id: number;
  account: string;
  bind_type: number;
}

/** The users' bindings to HPC accounts (table hpc_accounts) and the back office's view of them. */
export class HpcBindingStore {
  constructor(private readonly db: Db) {}

  byAccount(userId: number, account: string): BindingRow | undefined {
    return this.db
      .prepare("SELECT * FROM hpc_accounts WHERE user_id = ? AND account = ?")
      .get(userId, account) as BindingRow | undefined;
  }

  /** The user's binding with this id; undefined when it is not theirs. */
  own(id: number, userId: number): BindingRow | undefined {
    return this.db.prepare("SELECT * FROM hpc_accounts WHERE id = ? AND user_id = ?").get(id, userId) as
      BindingRow | undefined;
  }

  /** The account the user works with (null: none). */
  setCurrent(userId: number, bindingId: number | null): void {
    this.db.prepare("UPDATE users SET current_hpc_account_id = ? WHERE id = ?").run(bindingId, userId);
  }

  /** Binds the account by the user's own hand (bind_type 1), in the group the user works in. */
  bind(userId: number, account: string, cluster: string, group: { id: string; title: string }): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO hpc_accounts (user_id, account_type, account, cluster, bind_type, bind_group_id, bind_group_name)
           VALUES (?, 1, ?, ?, 1, ?, ?)`,
        )
        .run(userId, account, cluster, group.id, group.title).lastInsertRowid,
    );
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM hpc_accounts WHERE id = ?").run(id);
  }

  /** The user's first binding left, if any. */
  first(userId: number): number | undefined {
    const row = this.db
      .prepare("SELECT id FROM hpc_accounts WHERE user_id = ? ORDER BY id LIMIT 1")
      .get(userId) as { id: number } | undefined;
    return row?.id;
  }

  /** The centre's accounts with the users bound to each; `account` is found anywhere in the name. */
  centerAccounts(filters: { account?: string; status?: number }) {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (filters.account) {
      where.push("c.account LIKE ? ESCAPE '\\'");
      params.push(likeContains(filters.account));
    }
    if (filters.status !== undefined) {
      where.push("c.status = ?");
      params.push(filters.status);
    }
    return this.db
      .prepare(
        `SELECT c.*, (SELECT group_concat(u.user_name, ',') FROM hpc_accounts h JOIN users u ON u.id = h.user_id
                      WHERE h.account = c.account) AS bind_users
         FROM hpc_center_accounts c ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY c.id`,
      )
      .all(...params) as (CenterAccountRow & { bind_users: string | null })[];
  }

  /** Who is bound to a centre account, in which group and how. */
  bindingsOf(account: string) {
    return this.db
      .prepare(
        `SELECT h.bind_group_id AS bindGroupId, h.bind_group_name AS bindGroupName, h.bind_type AS bindType,
                u.id AS bindUserId, u.user_name AS bindUserName
         FROM hpc_accounts h JOIN users u ON u.id = h.user_id WHERE h.account = ? ORDER BY h.id`,
      )
      .all(account) as {
      bindGroupId: string;
      bindGroupName: string;
      bindType: number;
      bindUserId: number;
      bindUserName: string;
    }[];
  }
}
