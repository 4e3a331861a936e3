/** Prefix of every datasets and team-annotation call (docs/annotation-api.md); the plugins and
 * server/annotation add their paths to it. */
export const ANNOTATION_API_BASE = "/api/aimanager/v1";
