import type { Db } from "../../lib/db";
import type { GeneralMessage } from "../../../src/contracts/userHomepage";
import type { TrainingService } from "../../training/trainingService";
import { ACTIVE_STATUSES as ACTIVE_RUN_STATUSES } from "../../training/runStore";
import { ACTIVE_STATUSES as ACTIVE_TASK_STATUSES } from "../../../src/machines/annotationTask.machine";
import { TASK_STATUS_TEXT } from "../../../src/machines/annotationTaskText";

/** Tasks whose deadline falls within this window (or has passed while still open) are "near". */
export const NEAR_DEADLINE_MS = 3 * 24 * 60 * 60 * 1000;
const RECENT = 5;

/**
 * The development platform's home and the workbench at a glance: the user's datasets, annotation
 * tasks near their deadline, running trainings and recent operations (their own operation log).
 */
export class WorkbenchStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly training: TrainingService,
  ) {}

  generalMessage(userId: number): GeneralMessage {
    return {
      datasets: this.datasets(userId),
      tasks: this.tasks(userId),
      runs: this.runs(userId),
      operations: this.operations(userId),
    };
  }

  private datasets(userId: number): GeneralMessage["datasets"] {
    const total = (
      this.db.prepare("SELECT COUNT(*) AS n FROM datasets WHERE user_id = ?").get(userId) as { n: number }
    ).n;
    const recent = this.db
      .prepare(
        `SELECT id, name, is_public AS isPublic, updated_at AS updateTime FROM datasets WHERE user_id = ?
         ORDER BY updated_at DESC, id DESC LIMIT ${RECENT}`,
      )
      .all(userId) as GeneralMessage["datasets"]["recent"];
    return { total, recent };
  }

  /**
   * The user's tasks still open, by deadline: a task they lead once (its shares also carry the leader's
   * id, and were listed beside it as identical rows), and a member's own share named for them
   * (标注任务（标注员一）), as the share's page titles it.
   */
  private tasks(userId: number): GeneralMessage["tasks"] {
    const marks = ACTIVE_TASK_STATUSES.map(() => "?").join(", ");
    const rows = this.db
      .prepare(
        `SELECT t.id, t.status, t.deadline,
                CASE WHEN t.parent_id IS NULL THEN t.name
                     ELSE t.name || '（' || COALESCE(NULLIF(u.display_name, ''), u.user_name) || '）' END AS name
         FROM annotation_tasks t LEFT JOIN users u ON u.id = t.member_user_id
         WHERE ((t.user_id = ? AND t.parent_id IS NULL) OR t.member_user_id = ?) AND t.status IN (${marks})
         ORDER BY t.deadline IS NULL, t.deadline, t.id`,
      )
      .all(userId, userId, ...ACTIVE_TASK_STATUSES) as {
      id: number;
      name: string;
      status: keyof typeof TASK_STATUS_TEXT;
      deadline: number | null;
    }[];
    const limit = this.now() + NEAR_DEADLINE_MS;
    const nearDeadline = rows
      .filter(
        (row): row is typeof row & { deadline: number } => row.deadline !== null && row.deadline <= limit,
      )
      .slice(0, RECENT)
      .map((row) => ({ ...row, statusText: TASK_STATUS_TEXT[row.status] ?? row.status }));
    return { total: rows.length, nearDeadline };
  }

  private runs(userId: number): GeneralMessage["runs"] {
    const active = this.training.list({ userId, statuses: ACTIVE_RUN_STATUSES });
    return {
      total: active.length,
      running: active.slice(0, RECENT).map((run) => ({
        id: run.id,
        name: run.name,
        status: run.status,
        statusText: run.statusText,
        startedAt: run.startedAt,
      })),
    };
  }

  private operations(userId: number): GeneralMessage["operations"] {
    return this.db
      .prepare(
        `SELECT operation_time AS operationTime, page_name AS pageName, content FROM op_logs
         WHERE user_id = ? ORDER BY seq DESC LIMIT ${RECENT}`,
      )
      .all(String(userId)) as GeneralMessage["operations"];
  }
}
