import { describe, expect, it } from "vitest";
import {
  ACTIVE_STATUSES,
  applyTaskEvent,
  TASK_STATUSES,
  type TaskState,
  type TaskStatus,
} from "../../src/machines/annotationTask.machine";
import {
  deriveTaskStatus,
  leaderOperationsWithShares,
  reachesShare,
  settleWithShares,
} from "../../src/machines/annotationTaskShares";

/**
 * THE DEADLINE of annotationTaskShares.ts over generated combinations: every pair of share statuses, each
 * share's deadline passed or ahead, and the task's own deadline passed, ahead or unset (ai-domain §4: an overdue
 * task whose shares were re-activated must not stay 未完成 on its own stale deadline).
 */
const NOW = 1_000_000;
const PASSED = NOW - 1;
const AHEAD = NOW + 60_000;
/** A share is created ready to start (UNANNOTATION): it is never 待下发 or 待分配. */
const SHARE_STATUSES = TASK_STATUSES.filter((status) => status !== "UNISSUE" && status !== "UNASSIGNED");
const isActive = (status: TaskStatus) => (ACTIVE_STATUSES as readonly TaskStatus[]).includes(status);

const share = (status: TaskStatus, deadline: number): TaskState => ({
  status,
  deadline,
  // A share stored as 未完成 remembers what it was doing.
  resumeStatus: status === "UNFINISH" ? "INPROGRESS" : null,
  score: null,
});
const task = (status: TaskStatus, deadline: number | null): TaskState => ({
  status,
  deadline,
  resumeStatus: null,
  score: null,
});

interface Combo {
  shares: TaskState[];
  label: string;
}
const combos: Combo[] = SHARE_STATUSES.flatMap((a) =>
  SHARE_STATUSES.flatMap((b) =>
    [PASSED, AHEAD].flatMap((da) =>
      [PASSED, AHEAD].map((db) => ({
        shares: [share(a, da), share(b, db)],
        label: `${a}@${da === PASSED ? "passed" : "ahead"},${b}@${db === PASSED ? "passed" : "ahead"}`,
      })),
    ),
  ),
);
const TASK_DEADLINES = [PASSED, AHEAD, null];
/** What a share is at NOW: overdue while active → 未完成. */
const expectedShare = (s: TaskState): TaskStatus =>
  isActive(s.status) && s.deadline! <= NOW ? "UNFINISH" : s.status;

describe("a task with shares and the deadlines (THE DEADLINE)", () => {
  it(`never settles on its own deadline: the rule over its settled shares (${combos.length * 3} combinations)`, () => {
    for (const { shares, label } of combos) {
      const settled = TASK_DEADLINES.map((deadline) =>
        settleWithShares(task("INPROGRESS", deadline), shares, NOW),
      );
      const expected = deriveTaskStatus(shares.map(expectedShare));
      for (const { task: derived, shares: after } of settled) {
        expect(
          after.map((s) => s.status),
          label,
        ).toEqual(shares.map(expectedShare));
        expect(derived.status, label).toBe(expected);
        expect(derived.deadline, label).toBe(Math.max(...shares.map((s) => s.deadline!)));
      }
      // The same task whatever its own (stale) deadline said.
      expect(settled[1], label).toEqual(settled[0]);
      expect(settled[2], label).toEqual(settled[0]);
    }
  });

  it("is 未完成 exactly when one of its (live) shares is, and then knows the status it resumes", () => {
    for (const { shares, label } of combos) {
      const { task: derived, shares: after } = settleWithShares(task("INPROGRESS", PASSED), shares, NOW);
      const live = after.every((s) => s.status === "CANCEL")
        ? after
        : after.filter((s) => s.status !== "CANCEL");
      expect(derived.status === "UNFINISH", label).toBe(live.some((s) => s.status === "UNFINISH"));
      if (derived.status === "UNFINISH") expect(ACTIVE_STATUSES, label).toContain(derived.resumeStatus);
      else expect(derived.resumeStatus, label).toBeNull();
    }
  });

  it("re-activating an overdue task resumes its unfinished shares only and leaves it 未完成 no more", () => {
    let overdue = 0;
    for (const { shares, label } of combos) {
      const before = settleWithShares(task("INPROGRESS", PASSED), shares, NOW);
      const offered = leaderOperationsWithShares(before.task, before.shares);
      expect(offered.includes("ACTIVATE"), label).toBe(before.task.status === "UNFINISH");
      if (before.task.status !== "UNFINISH") continue;
      overdue += 1;
      const event = { type: "ACTIVATE" as const, deadline: AHEAD, now: NOW };
      const resumed = before.shares.map((s) =>
        reachesShare("ACTIVATE", s) ? (applyTaskEvent(s, event) ?? s) : s,
      );
      // The shares that were not unfinished keep their status (an accepted share is never touched).
      before.shares.forEach((s, index) => {
        if (s.status !== "UNFINISH") expect(resumed[index], label).toEqual(s);
        else expect(resumed[index]!.status, label).toBe(s.resumeStatus);
      });
      // Read again later with the task's old deadline long passed: the shares say what it is.
      const after = settleWithShares(before.task, resumed, NOW + 1);
      expect(after.task.status, label).not.toBe("UNFINISH");
      expect(after.task.status, label).toBe(before.task.resumeStatus);
      expect(after.task.deadline, label).toBe(AHEAD);
    }
    expect(overdue).toBeGreaterThan(100);
  });

  it("without shares the task settles on its own deadline", () => {
    for (const status of TASK_STATUSES) {
      const { task: settled } = settleWithShares(task(status, PASSED), [], NOW);
      expect(settled.status, status).toBe(isActive(status) ? "UNFINISH" : status);
    }
  });
});
