import dayjs from "dayjs";
import type { Db } from "../lib/db";
import { DATE_TIME_FORMAT } from "../lib/time";
import type { CallFigures, CallView, DayFigures } from "../../src/contracts/services";
import type { Statement } from "better-sqlite3";
import { pageOffset } from "../lib/paging";

export interface CallInput {
  serviceId: number;
  tokenId: number | null;
  /** "token" (the service URL) or "demo" (the public inference demo). */
  source: "token" | "demo";
  statusCode: number;
  latencyMs: number;
  error: string;
  calledAt: number;
}

export type { CallFigures, CallView, DayFigures };

/** The value below which 95 % of the sorted latencies lie (nearest rank). */
export function p95(sorted: number[]): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

/** The latencies of the calls answered 200, sorted. */
const answeredLatencies = (rows: { status_code: number; latency_ms: number }[]) =>
  rows
    .filter((row) => row.status_code === 200)
    .map((row) => row.latency_ms)
    .sort((a, b) => a - b);

/** Every call of a service's endpoint (table service_calls). */
export class CallStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Prepared once: every call of a service is recorded. */
  private insert?: Statement;

  record(call: CallInput): void {
    this.insert ??= this.db.prepare(
      `INSERT INTO service_calls (service_id, token_id, source, status_code, latency_ms, error, called_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insert.run(
      call.serviceId,
      call.tokenId,
      call.source,
      call.statusCode,
      Math.round(call.latencyMs),
      call.error.slice(0, 200),
      call.calledAt,
    );
  }

  /** Calls of the user's services (or of one of them), newest first. */
  page(userId: number, query: { serviceId?: number; success?: number; pageNum: number; pageSize: number }) {
    const where = ["s.user_id = ?"];
    const args: number[] = [userId];
    if (query.serviceId !== undefined) {
      where.push("k.service_id = ?");
      args.push(query.serviceId);
    }
    if (query.success === 1) where.push("k.status_code = 200");
    if (query.success === 0) where.push("k.status_code <> 200");
    const from = `FROM service_calls k JOIN services s ON s.id = k.service_id
      LEFT JOIN service_tokens t ON t.id = k.token_id WHERE ${where.join(" AND ")}`;
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total ${from}`).get(...args) as { total: number };
    const rows = this.db
      .prepare(
        `SELECT k.*, t.name AS token_name ${from} ORDER BY k.called_at DESC, k.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as {
      id: number;
      token_id: number | null;
      token_name: string | null;
      source: string;
      status_code: number;
      latency_ms: number;
      error: string;
      called_at: number;
    }[];
    const list: CallView[] = rows.map((row) => ({
      id: row.id,
      callTime: dayjs(row.called_at).format(DATE_TIME_FORMAT),
      tokenId: row.token_id,
      tokenName: row.token_name ?? "",
      source: row.source,
      statusCode: row.status_code,
      success: row.status_code === 200,
      latencyMs: row.latency_ms,
      error: row.error,
    }));
    return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  private rows(userId: number, serviceId: number | undefined, from: number) {
    const args: number[] = serviceId === undefined ? [userId, from] : [userId, from, serviceId];
    const extra = serviceId === undefined ? "" : " AND k.service_id = ?";
    return this.db
      .prepare(
        `SELECT k.status_code, k.latency_ms, k.called_at FROM service_calls k JOIN services s ON s.id = k.service_id
         WHERE s.user_id = ? AND k.called_at >= ?${extra} ORDER BY k.called_at`,
      )
      .all(...args) as { status_code: number; latency_ms: number; called_at: number }[];
  }

  figures(userId: number, serviceId?: number): CallFigures {
    const rows = this.rows(userId, serviceId, 0);
    const success = rows.filter((row) => row.status_code === 200).length;
    const latencies = answeredLatencies(rows);
    const today = dayjs(this.now()).startOf("day").valueOf();
    return {
      total: rows.length,
      success,
      failed: rows.length - success,
      successRate: rows.length ? Number((success / rows.length).toFixed(4)) : 0,
      avgLatencyMs: latencies.length
        ? Math.round(latencies.reduce((sum, value) => sum + value, 0) / latencies.length)
        : 0,
      p95LatencyMs: p95(latencies),
      todayTotal: rows.filter((row) => row.called_at >= today).length,
    };
  }

  /** The last `days` days (today included), oldest first, every day present. */
  daily(userId: number, days: number, serviceId?: number): DayFigures[] {
    const first = dayjs(this.now())
      .startOf("day")
      .subtract(days - 1, "day");
    const rows = this.rows(userId, serviceId, first.valueOf());
    return Array.from({ length: days }, (_, index) => {
      const start = first.add(index, "day");
      const end = start.add(1, "day").valueOf();
      const inDay = rows.filter((row) => row.called_at >= start.valueOf() && row.called_at < end);
      const success = inDay.filter((row) => row.status_code === 200).length;
      return {
        date: start.format("YYYY-MM-DD"),
        total: inDay.length,
        success,
        failed: inDay.length - success,
        p95LatencyMs: success ? p95(answeredLatencies(inDay)) : null,
      };
    });
  }

  /** The user's services with the most calls answered 200. */
  top(userId: number, limit: number): { id: number; name: string; callCount: number }[] {
    return this.db
      .prepare(
        `SELECT s.id, s.name, COUNT(k.id) AS callCount FROM services s
         LEFT JOIN service_calls k ON k.service_id = s.id AND k.status_code = 200
         WHERE s.user_id = ? GROUP BY s.id ORDER BY callCount DESC, s.id LIMIT ?`,
      )
      .all(userId, limit) as { id: number; name: string; callCount: number }[];
  }
}
