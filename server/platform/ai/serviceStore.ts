import dayjs from "dayjs";
import type { Db } from "../../lib/db";
import type { Statement } from "better-sqlite3";
import { SERVICE_SCHEMA } from "./serviceSchema";
import { DATE_TIME_FORMAT } from "../../lib/time";

import {
  SERVICE_STATUS_TEXT,
  TASK_TYPE_TEXT,
  VERSION_PROBLEM_TEXT,
  type ServiceView,
  type TaskType,
} from "../../../src/contracts/services";
import { baseline, migrate } from "../../lib/migrations";
import { pageOffset } from "../../lib/paging";
import { likeContains } from "../../lib/like";

export type { ServiceView, TaskType };

export interface ServiceRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  model_version_id: number;
  task_type: TaskType;
  instances: number;
  classify_id: number | null;
  is_public: 0 | 1;
  status: 0 | 1;
  created_at: number;
  updated_at: number;
}

interface ViewRow extends ServiceRow {
  model_id: number | null;
  model_name: string | null;
  version_no: number | null;
  owner_name: string | null;
  classify_name: string | null;
  call_count: number;
  /** null: the version is gone. */
  version_status: number | null;
}

export interface ServiceFields {
  name: string;
  description: string;
  instances: number;
  classifyId: number | null;
  isPublic: boolean;
}

export interface ServiceQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
  status?: number;
  taskType?: string;
  keyword?: string;
  classifyId?: number;
}

const SELECT = `
SELECT s.*, v.model_id, m.name AS model_name, v.version_no, v.status AS version_status,
  u.display_name AS owner_name, c.name AS classify_name,
  (SELECT COUNT(*) FROM service_calls k WHERE k.service_id = s.id AND k.status_code = 200) AS call_count
FROM services s
LEFT JOIN model_versions v ON v.id = s.model_version_id
LEFT JOIN models m ON m.id = v.model_id
LEFT JOIN users u ON u.id = s.user_id
LEFT JOIN classify_nodes c ON c.id = s.classify_id`;

const view = (row: ViewRow): ServiceView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  taskType: row.task_type,
  taskTypeText: TASK_TYPE_TEXT[row.task_type],
  modelId: row.model_id ?? 0,
  modelName: row.model_name ?? "",
  modelVersionId: row.model_version_id,
  modelVersion: row.version_no ? `V${row.version_no}` : "",
  ownerName: row.owner_name ?? "",
  classifyId: row.classify_id,
  classifyName: row.classify_name ?? "",
  instances: row.instances,
  callCount: row.call_count,
  status: row.status ? 1 : 0,
  statusText: SERVICE_STATUS_TEXT[row.status ? 1 : 0],
  versionProblem:
    row.version_status === null
      ? VERSION_PROBLEM_TEXT.gone
      : row.version_status
        ? ""
        : VERSION_PROBLEM_TEXT.closed,
  isPublic: row.is_public ? 1 : 0,
  createTime: dayjs(row.created_at).format(DATE_TIME_FORMAT),
  updateTime: dayjs(row.updated_at).format(DATE_TIME_FORMAT),
});

/** The published services (table services). */
export class ServiceStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "services", [baseline(SERVICE_SCHEMA)]);
  }

  private page(where: string[], args: (string | number)[], query: ServiceQuery) {
    if (query.name?.trim()) {
      where.push("s.name LIKE ? ESCAPE '\\'");
      args.push(likeContains(query.name.trim()));
    }
    if (query.keyword?.trim()) {
      where.push("(s.name LIKE ? ESCAPE '\\' OR s.description LIKE ? ESCAPE '\\')");
      args.push(likeContains(query.keyword.trim()), likeContains(query.keyword.trim()));
    }
    if (query.status !== undefined) {
      where.push("s.status = ?");
      args.push(query.status);
    }
    if (query.taskType) {
      where.push("s.task_type = ?");
      args.push(query.taskType);
    }
    if (query.classifyId !== undefined) {
      where.push("s.classify_id = ?");
      args.push(query.classifyId);
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM services s ${clause}`).get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(`${SELECT} ${clause} ORDER BY s.created_at DESC, s.id DESC LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as ViewRow[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  mine(userId: number, query: ServiceQuery) {
    return this.page(["s.user_id = ?"], [userId], query);
  }

  /** Public services, running or not (the portal shows the status; the demo asks for running ones). */
  publicPage(query: ServiceQuery) {
    return this.page(["s.is_public = 1"], [], query);
  }

  publicView(id: number): ServiceView | undefined {
    const row = this.db.prepare(`${SELECT} WHERE s.id = ? AND s.is_public = 1`).get(id) as
      ViewRow | undefined;
    return row && view(row);
  }

  view(id: number): ServiceView | undefined {
    const row = this.db.prepare(`${SELECT} WHERE s.id = ?`).get(id) as ViewRow | undefined;
    return row && view(row);
  }

  /** A service of the user. */
  get(userId: number, id: number): ServiceRow | undefined {
    return this.db.prepare("SELECT * FROM services WHERE id = ? AND user_id = ?").get(id, userId) as
      ServiceRow | undefined;
  }

  /** Any service, for the endpoint (its token says who may call it). */
  /** Ids of the running services (warmed when the server starts). */
  runningIds(): number[] {
    return (
      this.db.prepare("SELECT id FROM services WHERE status = 1 ORDER BY id").all() as { id: number }[]
    ).map((row) => row.id);
  }

  /** Prepared once: every call of the service URL reads its service. */
  private byIdStatement?: Statement;

  byId(id: number): ServiceRow | undefined {
    this.byIdStatement ??= this.db.prepare("SELECT * FROM services WHERE id = ?");
    return this.byIdStatement.get(id) as ServiceRow | undefined;
  }

  /** Whether the classification node `id` (the service's 分类) exists. */
  classifyExists(id: number): boolean {
    return this.db.prepare("SELECT 1 FROM classify_nodes WHERE id = ?").get(id) !== undefined;
  }

  taken(userId: number, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM services WHERE user_id = ? AND name = ? AND id <> ?")
        .get(userId, name, exceptId) !== undefined
    );
  }

  add(userId: number, fields: ServiceFields, modelVersionId: number, taskType: TaskType): number {
    const at = this.now();
    return Number(
      this.db
        .prepare(
          `INSERT INTO services (user_id, name, description, model_version_id, task_type, instances, classify_id,
            is_public, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
        )
        .run(
          userId,
          fields.name,
          fields.description,
          modelVersionId,
          taskType,
          fields.instances,
          fields.classifyId,
          fields.isPublic ? 1 : 0,
          at,
          at,
        ).lastInsertRowid,
    );
  }

  update(id: number, fields: ServiceFields): void {
    this.db
      .prepare(
        `UPDATE services SET name = ?, description = ?, instances = ?, classify_id = ?, is_public = ?, updated_at = ?
         WHERE id = ?`,
      )
      .run(
        fields.name,
        fields.description,
        fields.instances,
        fields.classifyId,
        fields.isPublic ? 1 : 0,
        this.now(),
        id,
      );
  }

  setStatus(id: number, status: 0 | 1): void {
    this.db
      .prepare("UPDATE services SET status = ?, updated_at = ? WHERE id = ?")
      .run(status, this.now(), id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM services WHERE id = ?").run(id);
  }

  /** The user's service counts: all, running, stopped. */
  counts(userId: number) {
    return this.db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(status = 1), 0) AS running, COALESCE(SUM(status = 0), 0) AS stopped
         FROM services WHERE user_id = ?`,
      )
      .get(userId) as { total: number; running: number; stopped: number };
  }

  /** The user's services by task type. */
  countByType(userId: number): { taskType: TaskType; name: string; count: number }[] {
    const rows = this.db
      .prepare("SELECT task_type, COUNT(*) AS count FROM services WHERE user_id = ? GROUP BY task_type")
      .all(userId) as { task_type: TaskType; count: number }[];
    return (Object.keys(TASK_TYPE_TEXT) as TaskType[]).map((taskType) => ({
      taskType,
      name: TASK_TYPE_TEXT[taskType],
      count: rows.find((row) => row.task_type === taskType)?.count ?? 0,
    }));
  }

  /** Whether another service still uses the version (its loaded model stays cached). */
  versionInUse(versionId: number): boolean {
    return Boolean(this.db.prepare("SELECT 1 FROM services WHERE model_version_id = ?").get(versionId));
  }
}
