import type { FastifyInstance } from "fastify";
import type { TaskEvent } from "../../src/machines/annotationTask.machine";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, PathId, refuse, route, T } from "../http";
import { ANNOTATION_API, ANNOTATION_CODES, REVIEW_TEXT, SAMPLE_STATUS } from "../../src/contracts/annotation";
import type { ReviewRecord, SampleEntry } from "../../src/contracts/annotationShapes";
import { ReviewBody, SampleDrawBody, type ReviewEntry } from "../../src/contracts/annotationBodies";
import { formatTime } from "./common";
import { planOperation } from "./shareOperations";
import { TaskStore, type TaskRow } from "./taskStore";
import { WorkAccess } from "./workAccess";
import type { DbClock } from "../lib/db";

const TASK = anyOf(ANNOTATION_CODES.task);
const TaskId = Id("任务");
const PATHS = ANNOTATION_API.review;

interface Result {
  itemId: number;
  sampleId?: number;
  result: 0 | 1;
  remark: string;
  annotationIds: number[];
}

/**
 * Review (`data-set-item-annotation-review`), sample acceptance and correction flags (`data-set-item`
 * uncorrect and sample): the per-item results decide REVIEW_PASS / REVIEW_FAIL and ACCEPT_PASS / ACCEPT_FAIL;
 * failed items are flagged needsCorrection until the member submits the correction.
 */
export async function reviewRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const db = platform.db;
  const tasks = new TaskStore(db, platform.now);
  const access = new WorkAccess(tasks);

  const flag = (taskId: number, itemIds: number[]) => {
    const insert = db.prepare(
      "INSERT INTO correction_flags (task_id, item_id, flagged_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET flagged_at = excluded.flagged_at",
    );
    for (const itemId of itemIds) insert.run(taskId, itemId, platform.now());
  };

  /** The verdicts as stored: the remark keeps its first 500 characters. */
  const results = (list: readonly ReviewEntry[]): Result[] =>
    list.map((entry) => ({
      itemId: entry.itemId,
      sampleId: entry.sampleId,
      result: entry.result as 0 | 1,
      remark: (entry.remark ?? "").slice(0, 500),
      annotationIds: entry.annotationIds ?? [],
    }));

  /**
   * Stores the results, flags failed items, applies the decided event: one transaction. On a task with shares
   * every open share is decided by the results of its own items (planOperation: each must allow the event,
   * 409 naming the one that does not), and the task follows its shares.
   */
  const decide = (
    task: TaskRow,
    userId: number,
    type: "review" | "accept",
    list: Result[],
    pass: TaskEvent,
    fail: TaskEvent,
  ) => {
    const steps = planOperation(tasks, task, userId, (row) => {
      const items = new Set(tasks.itemIds(row));
      return list.some((entry) => entry.result === 0 && items.has(entry.itemId)) ? fail : pass;
    });
    db.transaction(() => {
      const insert = db.prepare(
        `INSERT INTO annotation_reviews (task_id, item_id, type, result, remark, annotation_ids, reviewer_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const unflag = db.prepare("DELETE FROM correction_flags WHERE task_id = ? AND item_id = ?");
      for (const step of steps) {
        const items = new Set(tasks.itemIds(step.row));
        const own = list.filter((entry) => items.has(entry.itemId));
        for (const entry of own)
          insert.run(
            step.row.id,
            entry.itemId,
            type,
            entry.result,
            entry.remark,
            JSON.stringify(entry.annotationIds),
            userId,
            platform.now(),
          );
        for (const entry of own) if (entry.result === 1) unflag.run(step.row.id, entry.itemId);
        flag(
          step.row.id,
          own.filter((entry) => entry.result === 0).map((entry) => entry.itemId),
        );
        tasks.store(step.row.id, step.next);
        if (step.row.parent_id !== null) tasks.refreshFromShares(step.row.parent_id);
      }
      if (type === "accept") {
        const mark = db.prepare("UPDATE task_samples SET status = ? WHERE task_id = ? AND item_id = ?");
        for (const entry of list)
          mark.run(entry.result ? SAMPLE_STATUS.pass : SAMPLE_STATUS.fail, task.id, entry.itemId);
      }
    })();
    return tasks.view(tasks.task(task.id), userId);
  };

  route(app, {
    method: "POST",
    url: PATHS.batch,
    access: TASK,
    schema: { body: ReviewBody },
    handler: ({ user, body, reply }) => {
      const task = access.task(body.taskId, user.id, "leader");
      planOperation(tasks, task, user.id, () => ({ type: "REVIEW_PASS" }));
      if (body.type !== undefined && body.type !== "review") refuse(400, REVIEW_TEXT.type("review"));
      const list = results(body.reviewList);
      const itemIds = tasks.itemIds(task);
      const given = new Set(list.map((entry) => entry.itemId));
      if (
        given.size !== list.length ||
        given.size !== itemIds.length ||
        !itemIds.every((id) => given.has(id))
      )
        refuse(400, REVIEW_TEXT.everyItem(itemIds.length));
      return sendOk(
        reply,
        decide(task, user.id, "review", list, { type: "REVIEW_PASS" }, { type: "REVIEW_FAIL" }),
      );
    },
  });

  route(app, {
    method: "POST",
    url: PATHS.sample,
    access: TASK,
    schema: { body: ReviewBody },
    handler: ({ user, body, reply }) => {
      const task = access.task(body.taskId, user.id, "leader");
      planOperation(tasks, task, user.id, () => ({ type: "ACCEPT_PASS" }));
      if (body.type !== undefined && body.type !== "accept") refuse(400, REVIEW_TEXT.type("accept"));
      const sample = db.prepare("SELECT id, item_id FROM task_samples WHERE task_id = ?").all(task.id) as {
        id: number;
        item_id: number;
      }[];
      if (!sample.length) refuse(400, REVIEW_TEXT.noSample);
      const list = results(body.reviewList);
      const given = new Set(list.map((entry) => entry.itemId));
      const matches = list.every((entry) => {
        const drawn = sample.find((row) => row.item_id === entry.itemId);
        return drawn && (entry.sampleId === undefined || entry.sampleId === drawn.id);
      });
      if (!matches || given.size !== list.length || given.size !== sample.length)
        refuse(400, REVIEW_TEXT.everySample(sample.length));
      return sendOk(
        reply,
        decide(task, user.id, "accept", list, { type: "ACCEPT_PASS" }, { type: "ACCEPT_FAIL" }),
      );
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.history,
    access: TASK,
    schema: { params: T.Object({ taskId: PathId("任务"), itemId: PathId("数据") }) },
    handler: ({ user, params, reply }) => {
      const task = access.task(params.taskId, user.id);
      const itemId = access.item(task, params.itemId);
      const family = access.family(access.work(task, itemId));
      const rows = db
        .prepare(
          `SELECT r.type, r.result, r.remark, r.annotation_ids, r.created_at, u.display_name AS reviewer
           FROM annotation_reviews r LEFT JOIN users u ON u.id = r.reviewer_id
           WHERE r.${family.sql} AND r.item_id = ? ORDER BY r.created_at DESC, r.id DESC`,
        )
        .all(...family.args, itemId) as {
        type: string;
        result: number;
        remark: string;
        annotation_ids: string;
        created_at: number;
        reviewer: string | null;
      }[];
      return sendOk(
        reply,
        rows.map((row): ReviewRecord => ({
          type: row.type as ReviewRecord["type"],
          result: row.result as ReviewRecord["result"],
          remark: row.remark,
          annotationIds: JSON.parse(row.annotation_ids) as number[],
          reviewer: row.reviewer ?? "",
          createTime: formatTime(row.created_at),
        })),
      );
    },
  });

  // ---- correction flags and the acceptance sample (data-set-item) ----
  route(app, {
    method: "POST",
    url: PATHS.uncorrect,
    access: TASK,
    schema: {
      body: T.Object({
        taskId: TaskId,
        itemIds: T.Array(Id("数据"), { minItems: 1, maxItems: 100_000, "x-message": REVIEW_TEXT.itemIds }),
      }),
    },
    handler: ({ user, body, reply }) => {
      const task = access.task(body.taskId, user.id, "leader");
      // Flags only make sense on a task that still has operations (not FINISHED or CANCEL).
      access.offers(task, { type: "CANCEL" });
      const ids = body.itemIds.map((id) => access.item(task, id));
      // each flag on the share holding the item (its member's correction clears it)
      db.transaction(() => {
        for (const id of ids) flag(access.work(task, id).id, [id]);
      })();
      return sendOk(reply, ids);
    },
  });

  const sampleView = (taskId: number): SampleEntry[] =>
    (
      db
        .prepare(
          `SELECT s.id, s.item_id, s.status, i.file_name FROM task_samples s JOIN dataset_items i ON i.id = s.item_id
           WHERE s.task_id = ? ORDER BY s.id`,
        )
        .all(taskId) as { id: number; item_id: number; status: number; file_name: string }[]
    ).map((row) => ({ sampleId: row.id, itemId: row.item_id, status: row.status, fileName: row.file_name }));

  route(app, {
    method: "GET",
    url: PATHS.itemSample,
    access: TASK,
    schema: { querystring: T.Object({ taskId: TaskId }) },
    handler: ({ user, query, reply }) => sendOk(reply, sampleView(access.task(query.taskId, user.id).id)),
  });

  route(app, {
    method: "POST",
    url: PATHS.itemSample,
    access: TASK,
    schema: { body: SampleDrawBody },
    handler: ({ user, body, reply }) => {
      const task = access.task(body.taskId, user.id, "leader");
      planOperation(tasks, task, user.id, () => ({ type: "ACCEPT_PASS" }));
      const itemIds = tasks.itemIds(task);
      const { size } = body;
      if (size < 1 || size > itemIds.length) refuse(400, REVIEW_TEXT.sampleSize(itemIds.length));
      // Fisher-Yates on a copy, then the first `size` in item order.
      const pool = [...itemIds];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      const chosen = pool.slice(0, size).sort((a, c) => a - c);
      db.transaction(() => {
        db.prepare("DELETE FROM task_samples WHERE task_id = ?").run(task.id);
        const insert = db.prepare(
          "INSERT INTO task_samples (task_id, item_id, status, created_at) VALUES (?, ?, 0, ?)",
        );
        for (const itemId of chosen) insert.run(task.id, itemId, platform.now());
      })();
      return sendOk(reply, sampleView(task.id));
    },
  });
}
