import {
  APPLICATIONS,
  type ApplicationUsage,
  type Paged,
  type UsagePageQuery,
  type UsageQuery,
  type UsageRow,
} from "../../src/contracts/operationResources";
import { likeContains } from "../lib/like";
import type { Db } from "../lib/db";
import { formatTime } from "../lib/dirInfo";
import { pageOffset } from "../lib/paging";

/** `YYYY-MM-DD HH:mm:ss` (server local time, as formatTime writes it) to epoch ms. */
const epoch = (text: string) => new Date(text.replace(" ", "T")).getTime();

const byKind = new Map<string, (typeof APPLICATIONS)[number]>(
  APPLICATIONS.map((entry) => [entry.kind, entry]),
);

/**
 * Reads of the usage log (usage_records, written by the meters) for the usage page: by application
 * (each application meters one kind) and user, over a time range of when the use ended.
 */
export class UsageQueries {
  constructor(private readonly db: Db) {}

  private filter(query: UsageQuery) {
    const where: string[] = [];
    const args: unknown[] = [];
    const application = APPLICATIONS.find((entry) => entry.code === query.applicationCode);
    if (application) {
      where.push("r.kind = ?");
      args.push(application.kind);
    }
    const user = query.userName?.trim();
    if (user) {
      where.push("(u.user_name LIKE ? ESCAPE '\\' OR u.display_name LIKE ? ESCAPE '\\')");
      args.push(likeContains(user), likeContains(user));
    }
    if (query.startTime) {
      where.push("r.ended_at >= ?");
      args.push(epoch(query.startTime));
    }
    if (query.endTime) {
      where.push("r.ended_at <= ?");
      args.push(epoch(query.endTime));
    }
    const clause = where.length ? ` WHERE ${where.join(" AND ")}` : "";
    return { from: `FROM usage_records r LEFT JOIN users u ON u.id = r.user_id${clause}`, args };
  }

  /** Every application with its totals (zero when unused), in the catalogue's order. */
  totals(query: UsageQuery): ApplicationUsage[] {
    const { from, args } = this.filter(query);
    const rows = this.db
      .prepare(
        `SELECT r.kind AS kind, SUM(r.quantity) AS quantity, COUNT(*) AS records, COUNT(DISTINCT r.user_id) AS users
         ${from} GROUP BY r.kind`,
      )
      .all(...args) as { kind: string; quantity: number; records: number; users: number }[];
    const found = new Map(rows.map((row) => [row.kind, row]));
    return APPLICATIONS.filter((entry) => !query.applicationCode || entry.code === query.applicationCode).map(
      (entry) => ({
        applicationCode: entry.code,
        applicationName: entry.name,
        quantity: found.get(entry.kind)?.quantity ?? 0,
        unitText: entry.unitText,
        records: found.get(entry.kind)?.records ?? 0,
        users: found.get(entry.kind)?.users ?? 0,
      }),
    );
  }

  /** One row per application and user, the largest use first. */
  page(query: UsagePageQuery): Paged<UsageRow> {
    const { from, args } = this.filter(query);
    const group = "GROUP BY r.kind, r.user_id";
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM (SELECT 1 ${from} ${group})`)
      .get(...args) as { total: number };
    const rows = this.db
      .prepare(
        `SELECT r.kind AS kind, COALESCE(u.display_name, u.user_name, '-') AS userName,
           SUM(r.quantity) AS quantity, COUNT(*) AS records, MAX(r.ended_at) AS lastUsed
         ${from} ${group} ORDER BY quantity DESC, r.kind, r.user_id LIMIT ? OFFSET ?`,
      )
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as {
      kind: string;
      userName: string;
      quantity: number;
      records: number;
      lastUsed: number;
    }[];
    const list = rows.flatMap((row): UsageRow[] => {
      const entry = byKind.get(row.kind);
      if (!entry) return [];
      return [
        {
          applicationCode: entry.code,
          applicationName: entry.name,
          userName: row.userName,
          quantity: row.quantity,
          unitText: entry.unitText,
          records: row.records,
          lastUsed: formatTime(row.lastUsed),
        },
      ];
    });
    return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }
}
