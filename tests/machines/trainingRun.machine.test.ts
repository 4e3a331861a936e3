import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  RUN_STATUSES,
  statusEvent,
  trainingRunMachine,
  type RunStatus,
} from "../../src/machines/trainingRun.machine";

/** An actor whose terminate call resolves, or rejects with `refusal`; `calls` records the run ids. */
function runActor(refusal?: string) {
  const calls: number[] = [];
  let release: () => void = () => {};
  const machine = trainingRunMachine.provide({
    actors: {
      terminateRun: fromPromise(async ({ input }: { input: { runId: number } }) => {
        calls.push(input.runId);
        await new Promise<void>((resolve) => (release = resolve));
        if (refusal) throw new Error(refusal);
      }),
    },
  });
  const actor = createActor(machine, { input: { runId: 7 } }).start();
  const status = (value: RunStatus, reason = "") => actor.send(statusEvent(value, reason));
  const settle = async () => {
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, status, settle, state: () => actor.getSnapshot().value };
}

describe("the trainingRun machine", () => {
  it("waits for the server's status, then follows it from 排队中 through 运行中 to 已完成", () => {
    const { status, state, actor } = runActor();
    expect(state()).toBe("loading");
    expect(actor.getSnapshot().can({ type: "TERMINATE" })).toBe(false);
    for (const next of ["queued", "starting", "running", "succeeded"] as const) {
      status(next);
      expect(state()).toBe(next);
    }
    // Nothing leaves an ended run, not even a late status.
    status("running");
    expect(state()).toBe("succeeded");
    expect(actor.getSnapshot().can({ type: "TERMINATE" })).toBe(false);
  });

  it("keeps the reason of a failure (a restart's 服务重启，训练中断)", () => {
    const { status, state, actor } = runActor();
    status("running");
    status("failed", "服务重启，训练中断");
    expect(state()).toBe("failed");
    expect(actor.getSnapshot().context.reason).toBe("服务重启，训练中断");
  });

  it("terminates a running run: the call, 终止中 until the server says 已终止 with its reason", async () => {
    const { status, state, actor, calls, settle } = runActor();
    status("running");
    actor.send({ type: "TERMINATE" });
    expect(state()).toEqual({ terminating: "asking" });
    expect(calls).toEqual([7]);
    // A status still under way does not undo the request.
    status("running");
    expect(state()).toEqual({ terminating: "asking" });
    await settle();
    expect(state()).toEqual({ terminating: "stopping" });
    status("terminated", "用户终止");
    expect(state()).toBe("terminated");
    expect(actor.getSnapshot().context.reason).toBe("用户终止");
  });

  it("goes back to where the run was when the terminate call is refused, with the refusal", async () => {
    const { status, state, actor, settle } = runActor("训练已结束，无需终止");
    status("queued");
    actor.send({ type: "TERMINATE" });
    await settle();
    expect(state()).toBe("queued");
    expect(actor.getSnapshot().context.terminateError).toBe("训练已结束，无需终止");
  });

  it("maps every server status to an event the machine knows; 终止中 from elsewhere sends no call", () => {
    for (const value of RUN_STATUSES) {
      const { status, state, calls } = runActor();
      status(value, "x");
      expect(calls).toEqual([]);
      expect(state()).toEqual(value === "terminating" ? { terminating: "stopping" } : value);
    }
  });
});
