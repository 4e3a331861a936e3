/**
 * The portal's published cases (ai-domain §7 share-case public calls), as the portal's home section
 * and the directory's case pages read them: one shape for both plugins.
 */
export const PUBLIC_CASE_PATHS = {
  page: "/api/aimanager/v1/share-case/public-page",
  one: "/api/aimanager/v1/share-case/public",
} as const;

/** A published case. */
export interface PublicCase {
  id: number;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  /** A data URL, or "". */
  cover: string;
  classifyId: number | null;
  classifyName: string;
  authorName: string;
  publishTime: string;
}
