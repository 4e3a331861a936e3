import { Type as T, type Static } from "@sinclair/typebox";

/**
 * An operation record as GET storage/opt answers it (storage spec §7 opt; the types and statuses are
 * STORAGE.opType and STORAGE.opStatus in storage.ts, which stays free of TypeBox for the storage
 * manifest). `from` and `target` are the spec's JSON strings of `[{ path }]`, "" when there is none.
 */
export const OperationRecord = T.Object({
  id: T.Integer(),
  type: T.Integer(),
  status: T.Integer(),
  from: T.String(),
  target: T.String(),
  info: T.String(),
  /** YYYY-MM-DD HH:mm:ss */
  create_time: T.String(),
  update_time: T.String(),
});
export type OperationRecord = Static<typeof OperationRecord>;
