import { Type, type Static } from "@sinclair/typebox";
import { StepMetricSchema } from "./algorithmPackages";

/** The training calls of step metrics and run comparison (beside train/logs, ai-domain §5). */
export const RUN_STEPS_PATH = "/api/aimanager/v1/train/steps";
export const RUN_COMPARE_PATH = "/api/aimanager/v1/train/compare";

/** At most this many bytes of steps.jsonl a steps call reads (the next call goes on from `offset`). */
export const STEPS_READ_MAX = 512 * 1024;
/** Runs a comparison takes at most (the page's curves stay readable). */
export const COMPARE_MAX = 8;

/** A steps call's answer: whole lines from the asked offset, the offset to ask next, and whether the run is over. */
export const StepsPageSchema = Type.Object({
  steps: Type.Array(StepMetricSchema),
  offset: Type.Integer({ minimum: 0 }),
  finished: Type.Boolean(),
});
export type StepsPage = Static<typeof StepsPageSchema>;

/** One run of a comparison: its hyper-parameters, its final metrics (metrics.json's numbers) and its steps. */
export const ComparedRunSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  taskId: Type.Union([Type.Integer(), Type.Null()]),
  trainer: Type.String(),
  statusText: Type.String(),
  params: Type.Record(Type.String(), Type.Number()),
  metrics: Type.Record(Type.String(), Type.Number()),
  steps: Type.Array(StepMetricSchema),
});
export type ComparedRun = Static<typeof ComparedRunSchema>;

export const RUN_STEPS_TEXT = {
  compareTooFew: "请至少选择两次训练进行对比",
  compareTooMany: `一次最多对比 ${COMPARE_MAX} 次训练`,
  compareBadIds: "训练编号须为以逗号分隔的正整数",
} as const;
