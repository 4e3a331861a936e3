import dayjs from "dayjs";
import type { Db } from "../../lib/db";
import type {
  LearningTaskType as TaskType,
  ProjectSettings,
  ProjectView,
} from "../../../src/contracts/learning";
import { DATE_TIME_FORMAT } from "../../lib/time";
import { likeContains } from "../../lib/like";
import { baseline, migrate } from "../../lib/migrations";
import { pageOffset } from "../../lib/paging";

interface Row {
  id: number;
  user_id: number;
  name: string;
  description: string;
  dataset_version_id: number | null;
  task_type: TaskType | null;
  algorithm_version_id: number | null;
  epochs: number | null;
  hours: number | null;
  cores: number | null;
  training_task_id: number | null;
  service_id: number | null;
  created_at: number;
  updated_at: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS learning_projects (
  id                   INTEGER PRIMARY KEY,
  user_id              INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name                 TEXT NOT NULL,
  description          TEXT NOT NULL DEFAULT '',
  dataset_version_id   INTEGER,
  task_type            TEXT,
  algorithm_version_id INTEGER,
  epochs               INTEGER,
  hours                REAL,
  cores                INTEGER,
  training_task_id     INTEGER,
  service_id           INTEGER,
  created_at           INTEGER NOT NULL,
  updated_at           INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
`;

const format = (ms: number) => dayjs(ms).format(DATE_TIME_FORMAT);
const view = (row: Row): ProjectView => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  description: row.description,
  datasetVersionId: row.dataset_version_id,
  taskType: row.task_type,
  algorithmVersionId: row.algorithm_version_id,
  epochs: row.epochs,
  hours: row.hours,
  cores: row.cores,
  trainingTaskId: row.training_task_id,
  serviceId: row.service_id,
  createTime: format(row.created_at),
  updateTime: format(row.updated_at),
});

/** Each user's learning projects (the table is created on first use of a data folder). */
export class ProjectStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "learning", [baseline(SCHEMA)]);
  }

  /** One page of the user's projects, newest first; `name` keeps those whose name contains it, `id` the one. */
  page(userId: number, query: { pageNum: number; pageSize: number; name?: string; id?: number }) {
    const where = `user_id = ? AND name LIKE ? ESCAPE '\\'${query.id ? " AND id = ?" : ""}`;
    const args: (string | number)[] = [userId, likeContains(query.name?.trim() ?? "")];
    if (query.id) args.push(query.id);
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM learning_projects WHERE ${where}`)
      .get(...args) as { total: number };
    const rows = this.db
      .prepare(
        `SELECT * FROM learning_projects WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as Row[];
    return { list: rows.map(view), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  get(userId: number, id: number): ProjectView | undefined {
    const row = this.db
      .prepare("SELECT * FROM learning_projects WHERE id = ? AND user_id = ?")
      .get(id, userId) as Row | undefined;
    return row && view(row);
  }

  /** Is the name taken by another of the user's projects? */
  taken(userId: number, name: string, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM learning_projects WHERE user_id = ? AND name = ? AND id <> ?")
        .get(userId, name, exceptId) !== undefined
    );
  }

  add(userId: number, name: string, description: string): ProjectView {
    const now = this.now();
    const id = this.db
      .prepare(
        "INSERT INTO learning_projects (user_id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(userId, name, description, now, now).lastInsertRowid;
    return this.get(userId, Number(id)) as ProjectView;
  }

  rename(userId: number, id: number, fields: { name: string; description: string }): ProjectView {
    this.db
      .prepare(
        "UPDATE learning_projects SET name = ?, description = ?, updated_at = ? WHERE id = ? AND user_id = ?",
      )
      .run(fields.name, fields.description, this.now(), id, userId);
    return this.get(userId, id) as ProjectView;
  }

  /** New settings; the training task is kept only when given (settings that changed start a new one). */
  configure(
    userId: number,
    id: number,
    settings: ProjectSettings & { trainingTaskId: number | null },
  ): ProjectView {
    this.db
      .prepare(
        `UPDATE learning_projects SET dataset_version_id = ?, task_type = ?, algorithm_version_id = ?,
           epochs = ?, hours = ?, cores = ?, training_task_id = ?, updated_at = ? WHERE id = ? AND user_id = ?`,
      )
      .run(
        settings.datasetVersionId,
        settings.taskType,
        settings.algorithmVersionId,
        settings.epochs,
        settings.hours,
        settings.cores,
        settings.trainingTaskId,
        this.now(),
        id,
        userId,
      );
    return this.get(userId, id) as ProjectView;
  }

  setService(userId: number, id: number, serviceId: number | null): ProjectView {
    this.db
      .prepare("UPDATE learning_projects SET service_id = ?, updated_at = ? WHERE id = ? AND user_id = ?")
      .run(serviceId, this.now(), id, userId);
    return this.get(userId, id) as ProjectView;
  }

  remove(userId: number, id: number): boolean {
    return (
      this.db.prepare("DELETE FROM learning_projects WHERE id = ? AND user_id = ?").run(id, userId).changes >
      0
    );
  }
}
