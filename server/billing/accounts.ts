import type { Db } from "../lib/db";
import { likeContains } from "../lib/like";

import type { Account } from "../../src/contracts/billing";

/** The accounts the billing and balance pages pick from (table users), in id order. */
export class BillingAccounts {
  constructor(private readonly db: Db) {}

  /** Every account, or those whose account or name contains `keyword` (wildcards taken literally). */
  list(keyword = ""): Account[] {
    if (!keyword)
      return this.db
        .prepare("SELECT id, user_name AS account, display_name AS name FROM users ORDER BY id")
        .all() as Account[];
    return this.db
      .prepare(
        `SELECT id, user_name AS account, display_name AS name FROM users
         WHERE user_name LIKE ? ESCAPE '\\' OR display_name LIKE ? ESCAPE '\\' ORDER BY id`,
      )
      .all(likeContains(keyword), likeContains(keyword)) as Account[];
  }
}
