import type { DbClock } from "./db";

import type { Page } from "../../src/contracts/paging";

export type { Page };

/** pageNum and pageSize of a call (validated by the route's schema: see server/lib/schemas.ts). */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The rows a 1-based page skips: `OFFSET` of page `pageNum` of `pageSize` rows. */
export const pageOffset = (pageNum: number, pageSize: number): number => (pageNum - 1) * pageSize;

/** Page `pageNum` (1-based) of `pageSize` rows of a list already in memory. */
export const pageSlice = <T>(rows: readonly T[], pageNum: number, pageSize: number): T[] =>
  rows.slice(pageOffset(pageNum, pageSize), pageOffset(pageNum, pageSize) + pageSize);

/** One page of a query: `sql` selects the rows (no LIMIT), `countSql` counts them. */
export function pageOf<Row, T>(
  platform: DbClock,
  sql: string,
  countSql: string,
  args: unknown[],
  request: Paging,
  map: (row: Row) => T,
): Page<T> {
  const { total } = platform.db.prepare(countSql).get(...args) as { total: number };
  const rows = platform.db
    .prepare(`${sql} LIMIT ? OFFSET ?`)
    .all(...args, request.pageSize, pageOffset(request.pageNum, request.pageSize)) as Row[];
  return { list: rows.map(map), total, pageNum: request.pageNum, pageSize: request.pageSize };
}
