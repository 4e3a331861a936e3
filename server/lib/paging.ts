import type { DbClock } from "./db";

import type { Page } from "../../src/contracts/paging";

export type { Page };

/** pageNum and pageSize of a call (validated by the route's schema: see server/lib/schemas.ts). */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The OFFSET of a page (pageNum counts from 1). */
export const offsetOf = (paging: Paging) => (paging.pageNum - 1) * paging.pageSize;

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
    .all(...args, request.pageSize, offsetOf(request)) as Row[];
  return { list: rows.map(map), total, pageNum: request.pageNum, pageSize: request.pageSize };
}
