import type { FastifyInstance } from "fastify";
import type { TaskEvent } from "../../src/machines/annotationTask.machine";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, PathId, refuse, route, T } from "../http";
import { ReviewStore } from "./reviewStore";
import { ANNOTATION_API, ANNOTATION_CODES, REVIEW_TEXT } from "../../src/contracts/annotation";
import { ReviewBody, SampleDrawBody, type ReviewEntry } from "../../src/contracts/annotationBodies";
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
  const reviews = new ReviewStore(db, platform.now);

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
    reviews.transaction(() => {
      for (const step of steps) {
        const items = new Set(tasks.itemIds(step.row));
        const own = list.filter((entry) => items.has(entry.itemId));
        reviews.addVerdicts(step.row.id, userId, type, own);
        reviews.unflag(
          step.row.id,
          own.filter((entry) => entry.result === 1).map((entry) => entry.itemId),
        );
        reviews.flag(
          step.row.id,
          own.filter((entry) => entry.result === 0).map((entry) => entry.itemId),
        );
        tasks.store(step.row.id, step.next);
        if (step.row.parent_id !== null) tasks.refreshFromShares(step.row.parent_id);
      }
      if (type === "accept") reviews.markSample(task.id, list);
    });
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
      const sample = reviews.sampleRows(task.id);
      if (!sample.length) refuse(400, REVIEW_TEXT.noSample);
      const list = results(body.reviewList);
      const given = new Set(list.map((entry) => entry.itemId));
      const matches = list.every((entry) => {
        const drawn = sample.find((row) => row.itemId === entry.itemId);
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
      return sendOk(reply, reviews.verdicts(tasks.familyIds(access.work(task, itemId)), itemId));
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
      reviews.transaction(() => {
        for (const id of ids) reviews.flag(access.work(task, id).id, [id]);
      });
      return sendOk(reply, ids);
    },
  });

  const sampleView = (taskId: number) => reviews.sample(taskId);

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
      reviews.drawSample(task.id, chosen);
      return sendOk(reply, sampleView(task.id));
    },
  });
}
