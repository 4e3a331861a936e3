import type { Db } from "../db";
import { ensureApplyOrders } from "./schema";

/** The resources a sharing order is about (ai-domain §7 apply-order): 1 dataset, 2 algorithm, 3 model. */
export const SHARE_RESOURCE = { dataset: 1, algorithm: 2, model: 3 } as const;
export type ShareResourceType = (typeof SHARE_RESOURCE)[keyof typeof SHARE_RESOURCE];
/** 0 待受理, 1 已受理, 2 已通过, 3 已驳回. */
export const ORDER_STATUS = { submitted: 0, accepted: 1, passed: 2, rejected: 3 } as const;

/**
 * The ids of the resources of a type that passed orders granted the user: the drop-lists (datasets'
 * `data-set/list`, models' `droplist`) add them to the user's own.
 */
export function grantedIds(db: Db, userId: number, type: ShareResourceType): number[] {
  ensureApplyOrders(db);
  return (
    db
      .prepare(
        "SELECT DISTINCT resource_id AS id FROM apply_orders WHERE applicant_id = ? AND resource_type = ? AND status = ?",
      )
      .all(userId, type, ORDER_STATUS.passed) as { id: number }[]
  ).map((row) => row.id);
}

/** `(?, ?, …)` and its values for an `IN` of granted ids (`(NULL)` when there are none). */
export function grantedIn(db: Db, userId: number, type: ShareResourceType): { sql: string; ids: number[] } {
  const ids = grantedIds(db, userId, type);
  return { sql: ids.length ? `(${ids.map(() => "?").join(", ")})` : "(NULL)", ids };
}
