import type { FastifyInstance } from "fastify";

/** Binds an HPC account to the user straight in the database (the HPC centre is not part of these tests). */
export function bindHpcAccount(app: FastifyInstance, userName: string): void {
  const user = app.platform.users.byName(userName)!;
  const { lastInsertRowid } = app.platform.db
    .prepare(
      `INSERT INTO hpc_accounts (user_id, account_type, account, cluster, bind_type, bind_group_id, bind_group_name)
       VALUES (?, 1, ?, 'cluster-1', 1, 0, '')`,
    )
    .run(user.id, `sc_${userName}`);
  app.platform.db
    .prepare("UPDATE users SET current_hpc_account_id = ? WHERE id = ?")
    .run(lastInsertRowid, user.id);
}
