/** The rows a 1-based page skips: `OFFSET` of page `pageNum` of `pageSize` rows. */
export const pageOffset = (pageNum: number, pageSize: number): number => (pageNum - 1) * pageSize;

/** Page `pageNum` (1-based) of `pageSize` rows of a list already in memory. */
export const pageSlice = <T>(rows: readonly T[], pageNum: number, pageSize: number): T[] =>
  rows.slice(pageOffset(pageNum, pageSize), pageOffset(pageNum, pageSize) + pageSize);
