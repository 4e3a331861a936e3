import type { Db } from "../lib/db";
import { ensureApplyOrders } from "./applyOrdersSchema";

/** The resources a sharing order is about (ai-domain §7 apply-order): 1 dataset, 2 algorithm, 3 model. */
export const SHARE_RESOURCE = { dataset: 1, algorithm: 2, model: 3 } as const;
export type ShareResourceType = (typeof SHARE_RESOURCE)[keyof typeof SHARE_RESOURCE];
/** 0 待受理, 1 已受理, 2 已通过, 3 已驳回. */
export const ORDER_STATUS = { submitted: 0, accepted: 1, passed: 2, rejected: 3 } as const;

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
