import { Type as T, type Static } from "@sinclair/typebox";

/**
 * The portal's published cases (ai-domain §7 share-case public calls), as the portal's home section
 * and the directory's case pages read them: one shape for both plugins, and for server/sharing's
 * store (the manage list's ShareCase in contracts/sharing.ts adds its status and times).
 */
export const PUBLIC_CASE_PATHS = {
  page: "/api/aimanager/v1/share-case/public-page",
  one: "/api/aimanager/v1/share-case/public",
} as const;

/** A published case. */
export const PublicCase = T.Object({
  id: T.Integer(),
  title: T.String(),
  summary: T.String(),
  /** Sanitised HTML ("" in a list: it may hold embedded images). */
  content: T.String(),
  /** A data URL, or "". */
  cover: T.String(),
  classifyId: T.Union([T.Integer(), T.Null()]),
  classifyName: T.String(),
  authorName: T.String(),
  publishTime: T.String(),
});
export type PublicCase = Static<typeof PublicCase>;
