import { assign, fromPromise, setup } from "xstate";
import { RUN_STATUSES } from "../contracts/runStatuses";

/**
 * A training run as its screen shows it (ai-domain §7): the server's status arrives as events (from the
 * run's log socket or its status call), 终止 is the one thing the user does. Pure: the terminate call is
 * the injected `terminateRun` actor (provide it with `machine.provide`), nothing reads a clock.
 *
 * - `loading`: no status heard yet.
 * - `queued` 排队中, `starting` 启动中, `running` 运行中: the run is under way.
 * - `terminating` 终止中: TERMINATE was asked for (the call in flight, then the runner stopping it);
 *   a refused call goes back to where the run was.
 * - `succeeded` 已完成, `failed` 失败 (with the reason), `terminated` 已终止: over; nothing leaves them.
 */

export const TRAINING_RUN_MACHINE_ID = "trainingRun";

/** The server's run statuses (server/training/runStore.ts), from the contract. */
export { RUN_STATUSES };
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface TrainingRunInput {
  runId?: number;
}

export interface TrainingRunContext {
  runId: number;
  /** Why it failed or was terminated ("" otherwise). */
  reason: string;
  /** The terminate call's failure, shown beside the button ("" when none). */
  terminateError: string;
  /** Where the run was when TERMINATE was asked for: a refused terminate goes back there. */
  before: "queued" | "starting" | "running";
}

export type TrainingRunEvent =
  | { type: "QUEUED" }
  | { type: "STARTING" }
  | { type: "RUNNING" }
  | { type: "SUCCEEDED" }
  | { type: "FAILED"; reason?: string }
  | { type: "TERMINATING" }
  | { type: "TERMINATED"; reason?: string }
  | { type: "TERMINATE" };

/** The event that says the server reports `status` (with its reason). */
export function statusEvent(status: RunStatus, reason = ""): TrainingRunEvent {
  switch (status) {
    case "queued":
      return { type: "QUEUED" };
    case "starting":
      return { type: "STARTING" };
    case "running":
      return { type: "RUNNING" };
    case "succeeded":
      return { type: "SUCCEEDED" };
    case "failed":
      return { type: "FAILED", reason };
    case "terminating":
      return { type: "TERMINATING" };
    case "terminated":
      return { type: "TERMINATED", reason };
  }
}

const reasonOf = ({ event }: { event: TrainingRunEvent }) =>
  event.type === "FAILED" || event.type === "TERMINATED" ? (event.reason ?? "") : "";

/** Every status the server may report, from any state still under way. */
const STATUS_TRANSITIONS = {
  QUEUED: "queued",
  STARTING: "starting",
  RUNNING: "running",
  SUCCEEDED: "succeeded",
  FAILED: { target: "failed", actions: "keepReason" },
  // The server already stops it (asked from another screen): no call of our own.
  TERMINATING: "#trainingRun.terminating.stopping",
  TERMINATED: { target: "terminated", actions: "keepReason" },
} as const;

const askTerminate = (from: TrainingRunContext["before"]) =>
  ({
    TERMINATE: { target: "terminating", actions: { type: "askTerminate", params: { from } } },
  }) as const;

const errorMessage = ({ event }: { event: { error?: unknown } }) => ({
  message: event.error instanceof Error ? event.error.message : String(event.error ?? ""),
});

export const trainingRunMachine = setup({
  types: {
    input: {} as TrainingRunInput | undefined,
    context: {} as TrainingRunContext,
    events: {} as TrainingRunEvent,
  },
  actors: {
    terminateRun: fromPromise<void, { runId: number }>(async () => {
      throw new Error("terminateRun is not provided");
    }),
  },
  actions: {
    keepReason: assign({ reason: reasonOf }),
    askTerminate: assign((_, params: { from: TrainingRunContext["before"] }) => ({
      before: params.from,
      terminateError: "",
    })),
    keepTerminateError: assign((_, params: { message: string }) => ({ terminateError: params.message })),
  },
  guards: {
    wasQueued: ({ context }) => context.before === "queued",
    wasStarting: ({ context }) => context.before === "starting",
  },
}).createMachine({
  id: TRAINING_RUN_MACHINE_ID,
  context: ({ input }) => ({ runId: input?.runId ?? 0, reason: "", terminateError: "", before: "queued" }),
  initial: "loading",
  states: {
    loading: { on: STATUS_TRANSITIONS },
    queued: { on: { ...STATUS_TRANSITIONS, ...askTerminate("queued") } },
    starting: { on: { ...STATUS_TRANSITIONS, ...askTerminate("starting") } },
    running: { on: { ...STATUS_TRANSITIONS, ...askTerminate("running") } },
    terminating: {
      initial: "asking",
      states: {
        asking: {
          invoke: {
            src: "terminateRun",
            input: ({ context }) => ({ runId: context.runId }),
            onDone: "stopping",
            onError: [
              {
                guard: "wasQueued",
                target: "#trainingRun.queued",
                actions: { type: "keepTerminateError", params: errorMessage },
              },
              {
                guard: "wasStarting",
                target: "#trainingRun.starting",
                actions: { type: "keepTerminateError", params: errorMessage },
              },
              {
                target: "#trainingRun.running",
                actions: { type: "keepTerminateError", params: errorMessage },
              },
            ],
          },
        },
        /** The server said 终止中: the runner is stopping the process. */
        stopping: {},
      },
      on: {
        SUCCEEDED: "succeeded",
        FAILED: { target: "failed", actions: "keepReason" },
        TERMINATED: { target: "terminated", actions: "keepReason" },
      },
    },
    succeeded: {},
    failed: {},
    terminated: {},
  },
});
