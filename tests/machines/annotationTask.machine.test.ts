import { describe, expect, it } from "vitest";
import { createActor, type AnyStateMachine } from "xstate";
import { getShortestPaths } from "xstate/graph";
import {
  ACTIVE_STATUSES,
  TASK_OPERATIONS,
  TASK_STATUSES,
  allowedOperations,
  annotationSubTaskMachine,
  annotationTaskMachine,
  applyTaskEvent,
  settleDeadline,
  type TaskEvent,
  type TaskOperation,
  type TaskStatus,
} from "../../src/machines/annotationTask.machine";

const NOW = 1_700_000_000_000;
const DEADLINE = NOW + 3_600_000;

/**
 * The issue's table, written out as the issue states it (the oracle the machine is checked against):
 * [from, operation, to]. "any active status", "UNFINISH → the status it had" and "cancel from any
 * status but FINISHED and CANCEL" are checked separately below.
 */
const ISSUE_TABLE: [TaskStatus, TaskOperation, TaskStatus][] = [
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

function eventFor(operation: TaskOperation): TaskEvent {
  if (operation === "ACTIVATE") return { type: "ACTIVATE", deadline: DEADLINE, now: NOW };
  if (operation === "SCORE") return { type: "SCORE", score: 88 };
  return { type: operation } as TaskEvent;
}

/** What the issue allows for (status, operation); undefined when it does not. */
function expected(status: TaskStatus, operation: TaskOperation): TaskStatus | undefined {
  const row = ISSUE_TABLE.find(([from, op]) => from === status && op === operation);
  if (row) return row[2];
  if (operation === "CANCEL" && status !== "FINISHED" && status !== "CANCEL") return "CANCEL";
  return undefined;
}

const SAMPLE_EVENTS: TaskEvent[] = [...TASK_OPERATIONS.map(eventFor), { type: "TICK", now: DEADLINE + 1 }];

describe.each([
  ["annotationTask", annotationTaskMachine],
  ["annotationSubTask", annotationSubTaskMachine],
] as [string, AnyStateMachine][])("%s lifecycle, model-based", (_id, machine) => {
  it("reaches every status from UNISSUE, and each shortest path replays to it on a live actor", () => {
    const paths = getShortestPaths(machine, { events: SAMPLE_EVENTS });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual([...TASK_STATUSES].sort());
    for (const path of paths) {
      const actor = createActor(machine).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toBe(path.state.value);
      actor.stop();
    }
  });

  it("FINISHED and CANCEL are final: nothing leaves them", () => {
    for (const status of ["FINISHED", "CANCEL"] as const) {
      expect(allowedOperations({ status })).toEqual([]);
      expect(applyTaskEvent({ status }, { type: "TICK", now: DEADLINE + 1 })).toBeNull();
    }
  });
});

describe("the transition table", () => {
  it.each(
    TASK_STATUSES.flatMap((status) => TASK_OPERATIONS.map((operation) => [status, operation] as const)),
  )("%s + %s is exactly what the issue's table says", (status, operation) => {
    if (status === "UNFINISH" && operation === "ACTIVATE") return; // needs the remembered status: below
    const next = applyTaskEvent({ status, deadline: DEADLINE }, eventFor(operation));
    expect(next?.status).toBe(expected(status, operation));
  });

  it("the screens' operations are the machine's: allowedOperations lists exactly the legal ones", () => {
    for (const status of TASK_STATUSES.filter((s) => s !== "UNFINISH")) {
      const legal = TASK_OPERATIONS.filter((operation) => expected(status, operation));
      expect(allowedOperations({ status })).toEqual(legal);
    }
  });

  it("splits operations by role: members start, submit and commit; the leader does the rest", () => {
    expect(allowedOperations({ status: "UNANNOTATION" }, "member")).toEqual(["START"]);
    expect(allowedOperations({ status: "UNANNOTATION" }, "leader")).toEqual(["CANCEL"]);
    expect(allowedOperations({ status: "UNCOMMIT" }, "member")).toEqual(["COMMIT_REVIEW"]);
    expect(allowedOperations({ status: "UNREVIEW" }, "leader")).toEqual([
      "REVIEW_PASS",
      "REVIEW_FAIL",
      "CANCEL",
    ]);
    expect(allowedOperations({ status: "ACCEPTED" }, "leader")).toEqual(["SCORE", "FINISH", "CANCEL"]);
  });
});

describe("the deadline is data", () => {
  it("activation needs a deadline ahead of now, and keeps it", () => {
    expect(applyTaskEvent({ status: "UNISSUE" }, { type: "ACTIVATE", deadline: NOW, now: NOW })).toBeNull();
    expect(applyTaskEvent({ status: "UNISSUE" }, { type: "ACTIVATE", deadline: DEADLINE, now: NOW })).toEqual(
      {
        status: "UNASSIGNED",
        deadline: DEADLINE,
        resumeStatus: null,
        score: null,
      },
    );
  });

  it.each(ACTIVE_STATUSES)(
    "%s becomes UNFINISH when the deadline passes, and returns there on re-activation",
    (status) => {
      const before = { status, deadline: DEADLINE, resumeStatus: null, score: null };
      expect(settleDeadline(before, DEADLINE - 1)).toBe(before);
      const overdue = settleDeadline(before, DEADLINE);
      expect(overdue).toEqual({ status: "UNFINISH", deadline: DEADLINE, resumeStatus: status, score: null });
      expect(allowedOperations(overdue)).toEqual(["ACTIVATE", "FINISH", "CANCEL"]);
      const later = DEADLINE + 86_400_000;
      expect(applyTaskEvent(overdue, { type: "ACTIVATE", deadline: later, now: DEADLINE + 1 })).toEqual({
        status,
        deadline: later,
        resumeStatus: null,
        score: null,
      });
      expect(applyTaskEvent(overdue, { type: "ACTIVATE", deadline: DEADLINE, now: DEADLINE + 1 })).toBeNull();
    },
  );

  it.each(["UNISSUE", "ACCEPTED", "UNFINISH", "FINISHED", "CANCEL"] as const)(
    "%s is not moved by the deadline",
    (status) => {
      const task = { status, deadline: DEADLINE, resumeStatus: null, score: null };
      expect(settleDeadline(task, DEADLINE + 1)).toBe(task);
    },
  );

  it("a score stays in ACCEPTED and is kept", () => {
    expect(
      applyTaskEvent({ status: "ACCEPTED", deadline: DEADLINE }, { type: "SCORE", score: 95 }),
    ).toMatchObject({
      status: "ACCEPTED",
      score: 95,
    });
  });
});
