import { Type as T, type Static } from "@sinclair/typebox";
import { PageOf } from "./paging";

/**
 * The answers of the operation-log read and the session list (shell spec §3, §7), beside the paths in
 * opLog.ts: that module stays free of TypeBox because the op-log manifest's writer reaches it at
 * start-up (tests/build/signInBundle.test.ts); these shapes are read as types only.
 */

/** A stored entry: what the page reported (shell spec §3), and the account of the session that sent it. */
export const OpLogEntryView = T.Object({
  id: T.String(),
  userId: T.String(),
  userName: T.String(),
  userAccount: T.String(),
  ip: T.String(),
  area: T.String(),
  /** YYYY-MM-DD HH:mm:ss */
  operationTime: T.String(),
  pageName: T.String(),
  content: T.String(),
  reportedBy: T.String(),
});
export type OpLogEntryView = Static<typeof OpLogEntryView>;

export const OpLogPage = PageOf(OpLogEntryView);
export type OpLogPage = Static<typeof OpLogPage>;

/** A live session as the back office lists it; the token itself never leaves the server. */
export const SessionView = T.Object({
  id: T.Integer(),
  userId: T.String(),
  userName: T.String(),
  userAccount: T.String(),
  signedInAt: T.Integer(),
  lastSeen: T.Integer(),
  ip: T.String(),
  userAgent: T.String(),
  /** The caller's own session. */
  current: T.Boolean(),
});
export type SessionView = Static<typeof SessionView>;

export const SessionPage = PageOf(SessionView);
export type SessionPage = Static<typeof SessionPage>;
