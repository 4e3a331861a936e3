import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { STEPS_FILE, type StepMetric } from "../../src/contracts/algorithmPackages";
import {
  COMPARE_MAX,
  RUN_COMPARE_PATH,
  RUN_STEPS_PATH,
  RUN_STEPS_TEXT,
  STEPS_READ_MAX,
  type ComparedRun,
  type StepsPage,
} from "../../src/contracts/runSteps";
import { sendOk } from "../lib/envelope";
import { Id, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { parseStep } from "../training/packages/steps";
import { NO_FOLLOW } from "../training/jsonFile";
import { isActive } from "../training/runStore";
import type { RunView } from "../training/runView";
import { engine, TRAINING_ACCESS } from "./taskRoutes";
import { TASK_TEXT } from "../../src/contracts/trainingTasks";

/** Steps a comparison carries per run at most (the curves are thinned to this). */
const COMPARE_STEPS = 2000;

/**
 * Whole lines of the run's steps.jsonl from byte `offset`, at most STEPS_READ_MAX bytes; a line being
 * written is left for the next call. Read without following a link the user may have planted.
 */
export function readSteps(
  run: RunView,
  offset: number,
  max = STEPS_READ_MAX,
): { steps: StepMetric[]; offset: number } {
  if (!run.logPath) return { steps: [], offset };
  let fd: number;
  try {
    fd = fs.openSync(path.join(path.dirname(run.logPath), STEPS_FILE), NO_FOLLOW.read);
  } catch {
    return { steps: [], offset };
  }
  try {
    const size = fs.fstatSync(fd).size;
    const start = Math.min(offset, size);
    const buffer = Buffer.alloc(Math.min(max, size - start));
    const read = fs.readSync(fd, buffer, 0, buffer.length, start);
    const end = buffer.subarray(0, read).lastIndexOf(10);
    if (end < 0) return { steps: [], offset: start };
    const steps = buffer
      .subarray(0, end)
      .toString("utf8")
      .split("\n")
      .map(parseStep)
      .filter((step): step is StepMetric => step !== null);
    return { steps, offset: start + end + 1 };
  } finally {
    fs.closeSync(fd);
  }
}

/** The numbers at the top of a run's metrics.json (accuracy, loss, any the package wrote). */
function finalMetrics(file: string | null): Record<string, number> {
  if (!file) return {};
  try {
    const value = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
    );
  } catch {
    return {};
  }
}

const thin = (steps: StepMetric[]) =>
  steps.length <= COMPARE_STEPS
    ? steps
    : steps.filter((_, k) => k % Math.ceil(steps.length / COMPARE_STEPS) === 0 || k === steps.length - 1);

/** train/steps (the live curves of a run) and train/compare (对比: two or more runs side by side). */
export function stepRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const training = platform.training;
  const ownRun = (userId: number, id: number): RunView => {
    const run = engine(() => training.get(id));
    if (run.userId !== userId) refuse(404, TASK_TEXT.runNotFound);
    return run;
  };

  route(app, {
    method: "GET",
    url: RUN_STEPS_PATH,
    access: TRAINING_ACCESS,
    schema: {
      querystring: T.Object({
        id: Id("训练"),
        offset: T.Optional(T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
      }),
    },
    handler: ({ user, query, reply }) => {
      const run = ownRun(user.id, query.id);
      const page: StepsPage = { ...readSteps(run, query.offset ?? 0), finished: !isActive(run.status) };
      return sendOk(reply, page);
    },
  });

  route(app, {
    method: "GET",
    url: RUN_COMPARE_PATH,
    access: TRAINING_ACCESS,
    schema: { querystring: T.Object({ ids: Text(200) }) },
    handler: ({ user, query, reply }) => {
      const parts = query.ids.split(",").map((part) => part.trim());
      if (!parts.every((part) => /^[1-9]\d{0,15}$/.test(part))) refuse(400, RUN_STEPS_TEXT.compareBadIds);
      const ids = [...new Set(parts.map(Number))];
      if (ids.length < 2) refuse(400, RUN_STEPS_TEXT.compareTooFew);
      if (ids.length > COMPARE_MAX) refuse(400, RUN_STEPS_TEXT.compareTooMany);
      const runs: ComparedRun[] = ids.map((id) => {
        const run = ownRun(user.id, id);
        const steps: StepMetric[] = [];
        for (let offset = 0, page = readSteps(run, 0); page.steps.length; page = readSteps(run, offset)) {
          steps.push(...page.steps);
          offset = page.offset;
          if (steps.length > 50 * COMPARE_STEPS) break;
        }
        return {
          id: run.id,
          name: run.name,
          taskId: run.taskId,
          trainer: run.trainer,
          statusText: run.statusText,
          params: run.params,
          metrics: finalMetrics(run.metricsPath),
          steps: thin(steps),
        };
      });
      return sendOk(reply, runs);
    },
  });
}
