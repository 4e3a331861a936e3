import { assign, setup, transition, type SnapshotFrom } from "xstate";

/**
 * The annotation task lifecycle (ai-domain §4): the one place the allowed
 * transitions live. The reference server, the screens and the tests all derive from this machine.
 * Pure: the deadline is data in context, time arrives on events (`now`), nothing is called.
 * The same machine runs sub-tasks (`annotationSubTaskMachine`). A task with shares takes its status from
 * them by the one rule in `annotationTaskShares.ts`, written beside this table.
 */

export const TASK_STATUSES = [
  "UNISSUE",
  "UNASSIGNED",
  "UNANNOTATION",
  "INPROGRESS",
  "UNCOMMIT",
  "UNREVIEW",
  "REVIEW_REJECT",
  "REVIEW_ACCEPTED",
  "UNCORRECT",
  "UNACCEPTED",
  "ACCEPTED_REJECT",
  "ACCEPTED",
  "UNFINISH",
  "FINISHED",
  "CANCEL",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Statuses whose work is still open: the deadline passing moves them to UNFINISH. */
export const ACTIVE_STATUSES = [
  "UNASSIGNED",
  "UNANNOTATION",
  "INPROGRESS",
  "UNCOMMIT",
  "UNREVIEW",
  "REVIEW_REJECT",
  "REVIEW_ACCEPTED",
  "UNCORRECT",
  "UNACCEPTED",
  "ACCEPTED_REJECT",
] as const satisfies readonly TaskStatus[];
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

export type TaskEvent =
  | { type: "ACTIVATE"; deadline: number; now: number }
  | { type: "ASSIGN" }
  | { type: "START" }
  | { type: "SUBMIT" }
  | { type: "COMMIT_REVIEW" }
  | { type: "REVIEW_PASS" }
  | { type: "REVIEW_FAIL" }
  | { type: "SEND_BACK" }
  | { type: "SUBMIT_CORRECTION" }
  | { type: "HAND_OVER" }
  | { type: "ACCEPT_PASS" }
  | { type: "ACCEPT_FAIL" }
  | { type: "SCORE"; score: number }
  | { type: "FINISH" }
  | { type: "CANCEL" }
  | { type: "TICK"; now: number };

export type TaskOperation = Exclude<TaskEvent["type"], "TICK">;

/** Who may ask for an operation: the task's leader (its creator) or an assigned member. */
export const OPERATION_ROLE: Record<TaskOperation, "leader" | "member"> = {
  ACTIVATE: "leader",
  ASSIGN: "leader",
  START: "member",
  SUBMIT: "member",
  COMMIT_REVIEW: "member",
  REVIEW_PASS: "leader",
  REVIEW_FAIL: "leader",
  SEND_BACK: "leader",
  SUBMIT_CORRECTION: "member",
  HAND_OVER: "leader",
  ACCEPT_PASS: "leader",
  ACCEPT_FAIL: "leader",
  SCORE: "leader",
  FINISH: "leader",
  CANCEL: "leader",
};

export const TASK_OPERATIONS = Object.keys(OPERATION_ROLE) as TaskOperation[];

/**
 * The plain rows of the table: from, operation, to. The rows that apply to many statuses (the deadline,
 * cancel, re-activation of an unfinished task) are added when the machine is built below.
 */
export const LIFECYCLE_TABLE: ReadonlyArray<readonly [TaskStatus, TaskOperation, TaskStatus]> = [
  ["UNISSUE", "ACTIVATE", "UNASSIGNED"],
  ["UNASSIGNED", "ASSIGN", "UNANNOTATION"],
  ["UNANNOTATION", "START", "INPROGRESS"],
  ["INPROGRESS", "SUBMIT", "UNCOMMIT"],
  ["UNCOMMIT", "COMMIT_REVIEW", "UNREVIEW"],
  ["UNREVIEW", "REVIEW_PASS", "REVIEW_ACCEPTED"],
  ["UNREVIEW", "REVIEW_FAIL", "REVIEW_REJECT"],
  ["REVIEW_REJECT", "SEND_BACK", "UNCORRECT"],
  ["UNCORRECT", "SUBMIT_CORRECTION", "UNCOMMIT"],
  ["REVIEW_ACCEPTED", "HAND_OVER", "UNACCEPTED"],
  ["UNACCEPTED", "ACCEPT_PASS", "ACCEPTED"],
  ["UNACCEPTED", "ACCEPT_FAIL", "ACCEPTED_REJECT"],
  ["ACCEPTED_REJECT", "SEND_BACK", "UNCORRECT"],
  ["ACCEPTED", "SCORE", "ACCEPTED"],
  ["ACCEPTED", "FINISH", "FINISHED"],
  ["UNFINISH", "FINISH", "FINISHED"],
];

export interface TaskContext {
  /** Epoch ms; null before the first activation. */
  deadline: number | null;
  /** The status an unfinished task returns to when activated again. */
  resumeStatus: ActiveStatus | null;
  score: number | null;
}

export interface TaskInput {
  status?: TaskStatus;
  deadline?: number | null;
  resumeStatus?: ActiveStatus | null;
  score?: number | null;
}

const isActive = (status: string): status is ActiveStatus =>
  (ACTIVE_STATUSES as readonly string[]).includes(status);

type Action = string | { type: string; params: Record<string, unknown> };
type Transition = { target: string; guard?: string; actions?: Action | Action[]; reenter?: boolean };

function buildStates() {
  const states: Record<string, { on: Record<string, Transition | Transition[]>; type?: "final" }> = {};
  for (const status of TASK_STATUSES) states[status] = { on: {} };
  for (const [from, operation, to] of LIFECYCLE_TABLE) {
    const row: Transition = { target: to };
    if (operation === "ACTIVATE") Object.assign(row, { guard: "deadlineAhead", actions: "setDeadline" });
    if (operation === "SCORE") Object.assign(row, { actions: "setScore", reenter: true });
    states[from].on[operation] = row;
  }
  for (const status of ACTIVE_STATUSES) {
    states[status].on.TICK = {
      target: "UNFINISH",
      guard: "deadlinePassed",
      actions: { type: "rememberStatus", params: { status } },
    };
  }
  states.UNFINISH.on.ACTIVATE = ACTIVE_STATUSES.map((status) => ({
    target: status,
    guard: `resumes_${status}`,
    actions: "setDeadline",
  }));
  for (const status of TASK_STATUSES) {
    if (status !== "FINISHED" && status !== "CANCEL") states[status].on.CANCEL = { target: "CANCEL" };
  }
  states.FINISHED.type = "final";
  states.CANCEL.type = "final";
  return states;
}

const resumeGuards = Object.fromEntries(
  ACTIVE_STATUSES.map((status) => [
    `resumes_${status}`,
    ({ context, event }: { context: TaskContext; event: TaskEvent }) =>
      context.resumeStatus === status && event.type === "ACTIVATE" && event.deadline > event.now,
  ]),
);

function createLifecycleMachine(id: string) {
  return setup({
    types: {} as { context: TaskContext; events: TaskEvent; input: TaskInput },
    guards: {
      deadlineAhead: ({ event }) => event.type === "ACTIVATE" && event.deadline > event.now,
      deadlinePassed: ({ context, event }) =>
        event.type === "TICK" && context.deadline !== null && event.now >= context.deadline,
      ...resumeGuards,
    },
    actions: {
      setDeadline: assign(({ event }) =>
        event.type === "ACTIVATE" ? { deadline: event.deadline, resumeStatus: null } : {},
      ),
      setScore: assign(({ event }) => (event.type === "SCORE" ? { score: event.score } : {})),
      rememberStatus: assign((_, params: { status: string }) => ({
        resumeStatus: isActive(params.status) ? params.status : null,
      })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      deadline: input?.deadline ?? null,
      resumeStatus: input?.resumeStatus ?? null,
      score: input?.score ?? null,
    }),
    initial: "UNISSUE",
    // Generated from LIFECYCLE_TABLE; the casts keep xstate's config types out of the table.
    states: buildStates() as Record<TaskStatus, object>,
  });
}

export const annotationTaskMachine = createLifecycleMachine("annotationTask");
/** Sub-tasks (one member's share) follow the same table. */
export const annotationSubTaskMachine = createLifecycleMachine("annotationSubTask");

export type TaskSnapshot = SnapshotFrom<typeof annotationTaskMachine>;

/** A stored task (status and data) as a machine snapshot, without running an actor. */
export function taskSnapshot(task: TaskInput & { status: TaskStatus }): TaskSnapshot {
  return annotationTaskMachine.resolveState({
    value: task.status,
    context: {
      deadline: task.deadline ?? null,
      resumeStatus: task.resumeStatus ?? null,
      score: task.score ?? null,
    },
  });
}

/** A representative event for each operation, to ask the machine whether the operation exists here. */
function probe(operation: TaskOperation): TaskEvent {
  if (operation === "ACTIVATE") return { type: "ACTIVATE", deadline: Number.MAX_SAFE_INTEGER, now: 0 };
  if (operation === "SCORE") return { type: "SCORE", score: 0 };
  return { type: operation } as TaskEvent;
}

/** The operations a task in this state offers (for the screens' buttons), in table order. */
export function allowedOperations(
  task: TaskInput & { status: TaskStatus },
  role?: "leader" | "member",
): TaskOperation[] {
  const snapshot = taskSnapshot(task);
  return TASK_OPERATIONS.filter(
    (operation) => (!role || OPERATION_ROLE[operation] === role) && snapshot.can(probe(operation)),
  );
}

export interface TaskState {
  status: TaskStatus;
  deadline: number | null;
  resumeStatus: ActiveStatus | null;
  score: number | null;
}

/**
 * Applies an event to a stored task: the next state, or null when the table does not allow it
 * (the server answers 409). Overdue tasks are moved to UNFINISH first when `now` is given.
 */
export function applyTaskEvent(task: TaskInput & { status: TaskStatus }, event: TaskEvent): TaskState | null {
  const snapshot = taskSnapshot(task);
  if (!snapshot.can(event)) return null;
  const [next] = transition(annotationTaskMachine, snapshot, event);
  return { status: next.value as TaskStatus, ...next.context };
}

/** The deadline check the server runs before every operation: UNFINISH when it has passed, else unchanged. */
export function settleDeadline(task: TaskState, now: number): TaskState {
  return applyTaskEvent(task, { type: "TICK", now }) ?? task;
}
