import { describe, expect, it } from "vitest";
import {
  applyTaskEvent,
  TASK_OPERATIONS,
  TASK_STATUSES,
  type TaskState,
  type TaskStatus,
} from "../../src/machines/annotationTask.machine";
import {
  blockingShare,
  COMMITTED_ORDER,
  deriveTaskStatus,
  leaderOperationsWithShares,
  probeEvent,
} from "../../src/machines/annotationTaskShares";

/**
 * The task-from-shares rule over generated combinations: every pair of share statuses and every triple over
 * the statuses a share passes through while it is worked. The properties are the words.
 */
const pairs: TaskStatus[][] = TASK_STATUSES.flatMap((a) => TASK_STATUSES.map((b) => [a, b]));
const WORKED: TaskStatus[] = [
  "UNANNOTATION",
  "INPROGRESS",
  "UNCOMMIT",
  "UNREVIEW",
  "REVIEW_REJECT",
  "UNCORRECT",
  "REVIEW_ACCEPTED",
  "UNACCEPTED",
  "ACCEPTED_REJECT",
  "ACCEPTED",
];
const triples: TaskStatus[][] = WORKED.flatMap((a) => WORKED.flatMap((b) => WORKED.map((c) => [a, b, c])));
const combos = [...pairs, ...triples];
const live = (shares: TaskStatus[]): TaskStatus[] =>
  shares.every((status) => status === "CANCEL") ? shares : shares.filter((status) => status !== "CANCEL");
const state = (status: TaskStatus): TaskState => ({
  status,
  deadline: 1e15,
  resumeStatus: null,
  score: null,
});
const OPEN_WORK: TaskStatus[] = ["INPROGRESS", "UNCOMMIT", "REVIEW_REJECT", "UNCORRECT", "ACCEPTED_REJECT"];

describe("the task's status from its shares", () => {
  it(`is a known status, the same in any order of the shares (${combos.length} combinations)`, () => {
    for (const shares of combos) {
      const derived = deriveTaskStatus(shares);
      expect(TASK_STATUSES).toContain(derived);
      expect(deriveTaskStatus([...shares].reverse())).toBe(derived);
    }
  });

  it("a task with one share has that share's status (the table runs unchanged)", () => {
    for (const status of TASK_STATUSES) expect(deriveTaskStatus([status])).toBe(status);
    expect(deriveTaskStatus([])).toBeNull();
  });

  it("accepted only when every share is accepted (or finished); finished only when every share is", () => {
    for (const shares of combos) {
      const derived = deriveTaskStatus(shares);
      if (derived === "ACCEPTED")
        expect(
          live(shares).every((s) => s === "ACCEPTED" || s === "FINISHED"),
          shares.join(),
        ).toBe(true);
      if (derived === "FINISHED")
        expect(
          live(shares).every((s) => s === "FINISHED"),
          shares.join(),
        ).toBe(true);
    }
  });

  it("under review only when every share is committed and one waits for review", () => {
    for (const shares of combos) {
      if (deriveTaskStatus(shares) !== "UNREVIEW") continue;
      const rest = live(shares);
      expect(
        rest.every((s) => (COMMITTED_ORDER as readonly string[]).includes(s)),
        shares.join(),
      ).toBe(true);
      expect(rest).toContain("UNREVIEW");
    }
  });

  it("in progress while any share is being worked on and the shares differ", () => {
    for (const shares of combos) {
      const rest = live(shares);
      const differ = new Set(rest).size > 1;
      if (differ && !rest.includes("UNFINISH") && rest.some((s) => OPEN_WORK.includes(s)))
        expect(deriveTaskStatus(shares), shares.join()).toBe("INPROGRESS");
    }
  });

  it("a cancelled share is left out; a passed deadline on any share makes the task unfinished", () => {
    expect(deriveTaskStatus(["CANCEL", "ACCEPTED"])).toBe("ACCEPTED");
    expect(deriveTaskStatus(["CANCEL", "CANCEL"])).toBe("CANCEL");
    expect(deriveTaskStatus(["UNFINISH", "ACCEPTED"])).toBe("UNFINISH");
  });
});

describe("the leader's task-level operations over its shares", () => {
  it("a share-wide operation is offered exactly when every open share allows it", () => {
    // ACTIVATE reaches the unfinished shares only (the next test).
    const shareWide = TASK_OPERATIONS.filter(
      (op) =>
        !["ACTIVATE", "ASSIGN", "SCORE", "START", "SUBMIT", "COMMIT_REVIEW", "SUBMIT_CORRECTION"].includes(op),
    );
    for (const shares of pairs) {
      const task = state(deriveTaskStatus(shares)!);
      const offered = leaderOperationsWithShares(task, shares.map(state));
      const open = shares.filter((s) => s !== "FINISHED" && s !== "CANCEL");
      for (const op of shareWide) {
        const everyAllows =
          open.length > 0 && open.every((s) => applyTaskEvent(state(s), probeEvent(op)) !== null);
        expect(offered.includes(op), `${shares.join()} ${op}`).toBe(everyAllows);
      }
    }
  });

  it("re-activation is offered exactly when a share is unfinished, whatever the other shares are", () => {
    const overdue = (status: TaskStatus): TaskState =>
      status === "UNFINISH" ? { ...state(status), resumeStatus: "INPROGRESS" } : state(status);
    for (const shares of pairs) {
      if (shares.some((s) => s === "UNISSUE" || s === "UNASSIGNED")) continue;
      const offered = leaderOperationsWithShares(state(deriveTaskStatus(shares)!), shares.map(overdue));
      expect(offered.includes("ACTIVATE"), shares.join()).toBe(shares.includes("UNFINISH"));
    }
    expect(blockingShare([overdue("UNFINISH"), state("ACCEPTED")], probeEvent("ACTIVATE"))).toBe(-1);
    expect(blockingShare([state("INPROGRESS"), state("ACCEPTED")], probeEvent("ACTIVATE"))).toBe(0);
  });

  it("FINISH is never offered while a share is not yet accepted; the first refusing share is named", () => {
    for (const shares of pairs) {
      const offered = leaderOperationsWithShares(state(deriveTaskStatus(shares)!), shares.map(state));
      if (offered.includes("FINISH"))
        expect(
          shares.every((s) => ["ACCEPTED", "UNFINISH", "FINISHED", "CANCEL"].includes(s)),
          shares.join(),
        ).toBe(true);
    }
    expect(blockingShare([state("ACCEPTED"), state("UNCORRECT")], { type: "FINISH" })).toBe(1);
    expect(blockingShare([state("ACCEPTED"), state("ACCEPTED")], { type: "FINISH" })).toBe(-1);
  });
});
