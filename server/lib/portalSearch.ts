import { PageQuery, T, Text } from "./schemas";

import { likeContains } from "./like";

/**
 * The portal's global search (ai-domain §7 `portal-search-result` of data-set-history,
 * tb-algorithm-manage and model-history): public, over public items only, a word of the name or the
 * description, paged (`pageNum`, `pageSize`). No keyword: every public item (the portal's counts).
 */
export const PortalSearchQuery = T.Object({ ...PageQuery, keyword: T.Optional(Text(200)) });

/**
 * The SQL condition for a keyword over `columns` (any of them contains it) and its arguments; a
 * missing or blank keyword matches everything.
 */
export function keywordFilter(
  columns: string[],
  keyword: string | undefined,
): { sql: string; args: string[] } {
  const word = keyword?.trim() ?? "";
  if (!word) return { sql: "1 = 1", args: [] };
  return {
    sql: `(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
    args: columns.map(() => likeContains(word)),
  };
}
