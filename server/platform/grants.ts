import type { Db } from "../lib/db";
import { ensureApplyOrders } from "./applyOrdersSchema";
import { ORDER_STATUS, type ShareResourceType } from "../../src/contracts/sharing";

/** The resources and statuses of a sharing order are the contract's (src/contracts/sharing.ts). */
export { ORDER_STATUS, SHARE_RESOURCE, type ShareResourceType } from "../../src/contracts/sharing";

/*
 * What a grant gives (README "Sharing"): a public resource of another user can be browsed by anyone,
 * but using it (reading a dataset's items, training on a dataset version or an algorithm's public
 * versions, opening a model's versions, the drop-lists) needs a passed sharing order, which is what the
 * applicant is charged for. A grant outlives the owner making the resource private again.
 */

const GRANTED = `SELECT resource_id FROM apply_orders WHERE applicant_id = ? AND resource_type = ? AND status = ${ORDER_STATUS.passed}`;

/**
 * The ids of the resources of a type that passed orders granted the user: the drop-lists (datasets'
 * `data-set/list`, models' `droplist`) add them to the user's own.
 */
export function grantedIds(db: Db, userId: number, type: ShareResourceType): number[] {
  ensureApplyOrders(db);
  const rows = db.prepare(`SELECT DISTINCT resource_id AS id FROM (${GRANTED})`).all(userId, type);
  return (rows as { id: number }[]).map((row) => row.id);
}

/** `(?, ?, …)` and its values for an `IN` of granted ids (`(NULL)` when there are none). */
export function grantedIn(db: Db, userId: number, type: ShareResourceType): { sql: string; ids: number[] } {
  const ids = grantedIds(db, userId, type);
  return { sql: ids.length ? `(${ids.map(() => "?").join(", ")})` : "(NULL)", ids };
}

/** Whether a passed order granted the user this resource. */
export function isGranted(db: Db, userId: number, type: ShareResourceType, resourceId: number): boolean {
  ensureApplyOrders(db);
  return db.prepare(`${GRANTED} AND resource_id = ? LIMIT 1`).get(userId, type, resourceId) !== undefined;
}

/**
 * A WHERE condition for rows of `alias` (a table with `id` and `user_id`) the user may use: their own
 * and those granted to them; `args` go where the condition stands.
 */
export function ownOrGranted(
  db: Db,
  alias: string,
  type: ShareResourceType,
  userId: number,
): { sql: string; args: number[] } {
  ensureApplyOrders(db);
  return { sql: `(${alias}.user_id = ? OR ${alias}.id IN (${GRANTED}))`, args: [userId, userId, type] };
}
