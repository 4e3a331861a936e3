import { likeContains } from "../lib/like";
import { pageOf, type Page, type Paging } from "../lib/paging";
import { formatTime } from "../lib/time";
import type { DbClock } from "../lib/db";
import type { ApplyOrder, OrderStat } from "../../src/contracts/sharing";
import { ORDER_STATUS, type ShareResourceType } from "../platform/grants";
import { ensureApplyOrders } from "../platform/applyOrdersSchema";

const TABLES: Record<ShareResourceType, string> = { 1: "datasets", 2: "algorithms", 3: "models" };

interface Row {
  id: number;
  applicant_id: number;
  owner_id: number;
  resource_type: number;
  resource_id: number;
  resource_name: string;
  reason: string;
  status: number;
  price: number;
  price_set: number;
  reject_reason: string;
  handler: string;
  created_at: number;
  handled_at: number | null;
  applicant_name: string | null;
  owner_name: string | null;
}

export interface SharedResource {
  id: number;
  name: string;
  userId: number;
  isPublic: boolean;
}

export interface OrderFilter extends Paging {
  resourceType?: number;
  status?: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

const view = (row: Row): ApplyOrder => ({
  id: row.id,
  applicantId: row.applicant_id,
  applicantName: row.applicant_name ?? "",
  ownerName: row.owner_name ?? "",
  resourceType: row.resource_type,
  resourceId: row.resource_id,
  resourceName: row.resource_name,
  reason: row.reason,
  status: row.status,
  price: row.price,
  priceSet: row.price_set === 1,
  rejectReason: row.reject_reason,
  handlerName: row.handler,
  createTime: formatTime(row.created_at),
  handleTime: row.handled_at === null ? "" : formatTime(row.handled_at),
});

const SELECT = `SELECT o.*, a.display_name AS applicant_name, w.display_name AS owner_name
  FROM apply_orders o LEFT JOIN users a ON a.id = o.applicant_id LEFT JOIN users w ON w.id = o.owner_id`;

/** Sharing work orders: a developer's application for another user's public resource, and its handling. */
export class OrderStore {
  constructor(private readonly platform: DbClock) {
    ensureApplyOrders(platform.db);
  }

  resource(type: ShareResourceType, id: number): SharedResource | undefined {
    const row = this.platform.db
      .prepare(`SELECT id, name, user_id, is_public FROM ${TABLES[type]} WHERE id = ?`)
      .get(id) as { id: number; name: string; user_id: number; is_public: number } | undefined;
    return row && { id: row.id, name: row.name, userId: row.user_id, isPublic: row.is_public === 1 };
  }

  /** The applicant's open or passed order for the resource, if any. */
  live(applicantId: number, type: ShareResourceType, resourceId: number): ApplyOrder | undefined {
    const row = this.platform.db
      .prepare(
        `${SELECT} WHERE o.applicant_id = ? AND o.resource_type = ? AND o.resource_id = ? AND o.status <> ? ORDER BY o.id DESC`,
      )
      .get(applicantId, type, resourceId, ORDER_STATUS.rejected) as Row | undefined;
    return row && view(row);
  }

  create(applicantId: number, type: ShareResourceType, resource: SharedResource, reason: string): ApplyOrder {
    const { lastInsertRowid } = this.platform.db
      .prepare(
        `INSERT INTO apply_orders (applicant_id, owner_id, resource_type, resource_id, resource_name, reason, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(applicantId, resource.userId, type, resource.id, resource.name, reason, this.platform.now());
    return this.get(Number(lastInsertRowid)) as ApplyOrder;
  }

  get(id: number): ApplyOrder | undefined {
    const row = this.platform.db.prepare(`${SELECT} WHERE o.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  setStatus(id: number, status: number, handler: string, rejectReason = ""): ApplyOrder {
    this.platform.db
      .prepare(
        "UPDATE apply_orders SET status = ?, handler = ?, reject_reason = ?, handled_at = ? WHERE id = ?",
      )
      .run(status, handler, rejectReason, this.platform.now(), id);
    return this.get(id) as ApplyOrder;
  }

  setPrice(id: number, price: number): ApplyOrder {
    this.platform.db.prepare("UPDATE apply_orders SET price = ?, price_set = 1 WHERE id = ?").run(price, id);
    return this.get(id) as ApplyOrder;
  }

  page(filter: OrderFilter, applicantId?: number): Page<ApplyOrder> {
    const where: string[] = [];
    const args: unknown[] = [];
    const add = (clause: string, ...values: unknown[]) => {
      where.push(clause);
      args.push(...values);
    };
    if (applicantId !== undefined) add("o.applicant_id = ?", applicantId);
    if (filter.resourceType !== undefined) add("o.resource_type = ?", filter.resourceType);
    if (filter.status !== undefined) add("o.status = ?", filter.status);
    if (filter.startTime !== undefined) add("o.created_at >= ?", filter.startTime);
    if (filter.endTime !== undefined) add("o.created_at <= ?", filter.endTime);
    const keyword = filter.keyword?.trim();
    if (keyword) {
      const like = likeContains(keyword);
      add(
        "(o.resource_name LIKE ? ESCAPE '\\' OR o.reason LIKE ? ESCAPE '\\' OR a.display_name LIKE ? ESCAPE '\\' OR a.user_name LIKE ? ESCAPE '\\')",
        like,
        like,
        like,
        like,
      );
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    return pageOf(
      this.platform,
      `${SELECT} ${clause} ORDER BY o.created_at DESC, o.id DESC`,
      `SELECT COUNT(*) AS total FROM apply_orders o LEFT JOIN users a ON a.id = o.applicant_id ${clause}`,
      args,
      filter,
      view,
    );
  }

  /** manage-stat: how many orders are in each status, and the total. */
  stat(): OrderStat {
    const rows = this.platform.db
      .prepare("SELECT status, COUNT(*) AS n FROM apply_orders GROUP BY status")
      .all() as { status: number; n: number }[];
    const count = (status: number) => rows.find((row) => row.status === status)?.n ?? 0;
    return {
      total: rows.reduce((sum, row) => sum + row.n, 0),
      submitted: count(ORDER_STATUS.submitted),
      accepted: count(ORDER_STATUS.accepted),
      passed: count(ORDER_STATUS.passed),
      rejected: count(ORDER_STATUS.rejected),
    };
  }
}
