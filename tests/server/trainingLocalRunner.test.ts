// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalRunner } from "../../server/training/localRunner";
import type { LogLine } from "../../server/training/logFollower";
import type { TrainingService } from "../../server/training/trainingService";
import { closeAll } from "./helpers";
import { seedShapes, trainingFixture } from "./trainingFixture";
import { alive, request, serviceFor, trainerPid, trainersUnder, waitFor } from "./trainingServiceSupport";

const open: TrainingService[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((service) => service.close()));
  await closeAll();
});

async function started(fixture: ReturnType<typeof trainingFixture>, stepDelayMs: number, maxConcurrent = 2) {
  const service = serviceFor(fixture, new LocalRunner({ maxConcurrent, killGraceMs: 3000 }), stepDelayMs);
  open.push(service);
  await service.start();
  return service;
}

const epochLines = (service: TrainingService, runId: number) =>
  service.logs(runId, 1, 10_000).lines.filter((line) => line.text.startsWith("epoch "));

describe("LocalRunner through the training service", () => {
  it("runs at most two at once, queues the third (排队中), and terminating keeps the partial log", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 2);
    const service = await started(fixture, 150);
    const long = { params: { epochs: 400 } };
    const first = await service.submit(request(fixture, long));
    const second = await service.submit(request(fixture, long));
    const third = await service.submit(request(fixture, long));

    expect(["starting", "running"]).toContain(first.status);
    expect(["starting", "running"]).toContain(second.status);
    expect(third).toMatchObject({ status: "queued", statusText: "排队中", queuePosition: 1 });
    expect(third.remoteDir).toBe(`/GPUFS/trainer1/runs/${third.id}`);

    await waitFor(() => epochLines(service, first.id).length >= 2, "epochs of the first run");
    expect(service.get(first.id)).toMatchObject({ status: "running", statusText: "运行中" });
    expect(trainersUnder(fixture.dataDir)).toHaveLength(2);
    expect(service.get(third.id).status).toBe("queued");

    const pid = trainerPid(fixture, first.id);
    expect(alive(pid)).toBe(true);
    const stopping = await service.terminate(first.id);
    expect(["terminating", "terminated"]).toContain(stopping.status);
    const stopped = await waitFor(() => {
      const view = service.get(first.id);
      return view.status === "terminated" && view;
    });
    expect(stopped).toMatchObject({ statusText: "已终止", reason: "用户终止" });
    expect(alive(pid)).toBe(false);
    const log = fs.readFileSync(stopped.logPath, "utf8").trim().split("\n");
    expect(log.filter((line) => line.startsWith("epoch ")).length).toBeGreaterThanOrEqual(2);
    expect(log[log.length - 1]).toMatch(/^terminated: 收到终止信号，训练已停止/);
    expect(stopped.durationMs).toBeGreaterThan(0);
    expect(stopped.coreHours).toBeCloseTo(stopped.durationMs / 3_600_000, 6);
    expect(fs.existsSync(path.join(path.dirname(stopped.logPath), "checkpoint.json"))).toBe(false);

    // The slot it freed goes to the queued run; a run terminated while queued never starts.
    await waitFor(() => service.get(third.id).status !== "queued", "the queued run to start");
    const fourth = await service.submit(request(fixture, long));
    expect(fourth.status).toBe("queued");
    const dropped = await service.terminate(fourth.id);
    expect(dropped).toMatchObject({
      status: "terminated",
      reason: "用户终止",
      startedAt: null,
      durationMs: 0,
    });
    expect(service.logs(fourth.id).lines).toEqual([]);
    await expect(service.terminate(fourth.id)).rejects.toMatchObject({ message: "训练已结束，无需终止" });
  });

  it("a finished run: succeeded, metrics and checkpoint in the user's storage, log lines streamed once each", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 3);
    const service = await started(fixture, 0);
    const statuses: string[] = [];
    const run = await service.submit(request(fixture, { trainer: "centroid", params: {} }));
    const sub = service.runChanges.subscribe((view) => view.id === run.id && statuses.push(view.status));
    const streamed: LogLine[] = [];
    const done = new Promise<void>((resolve) =>
      service.lines(run.id, 1).subscribe({ next: (line) => streamed.push(line), complete: resolve }),
    );
    await done;
    sub.unsubscribe();

    const view = service.get(run.id);
    expect(view).toMatchObject({ status: "succeeded", statusText: "已完成", reason: "", exitCode: 0 });
    expect(statuses[statuses.length - 1]).toBe("succeeded");
    expect(view.checkpointPath).toBe(
      path.join(fixture.storageRoot, "GPUFS", "trainer1", "runs", String(run.id), "checkpoint.json"),
    );
    expect(view.remoteCheckpointPath).toBe(`/GPUFS/trainer1/runs/${run.id}/checkpoint.json`);
    expect(service.metrics(run.id)?.accuracy).toBeGreaterThan(0.5);

    const all = service.logs(run.id, 1, 10_000);
    expect(all.complete).toBe(true);
    expect(streamed).toEqual(all.lines);
    expect(streamed.map((line) => line.n)).toEqual(streamed.map((_, i) => i + 1));
    expect(streamed[streamed.length - 1]!.text).toBe("done");
    // A client resuming after line 4 gets line 5 on, then the end.
    const resumed: LogLine[] = [];
    await new Promise<void>((resolve) =>
      service.lines(run.id, 5).subscribe({ next: (line) => resumed.push(line), complete: resolve }),
    );
    expect(resumed).toEqual(all.lines.slice(4));
    expect(service.logs(run.id, 5, 2).lines.map((line) => line.n)).toEqual([5, 6]);
  });

  it("after a restart, runs left running or queued are failed (服务重启，训练中断) and the trainer is stopped", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 2);
    const before = await started(fixture, 150, 1);
    const running = await before.submit(request(fixture, { params: { epochs: 400 } }));
    const queued = await before.submit(request(fixture, { params: { epochs: 400 } }));
    await waitFor(() => epochLines(before, running.id).length >= 1, "the first epoch");
    const pid = trainerPid(fixture, running.id);
    expect(alive(pid)).toBe(true);

    // A new server process over the same database (the old one's trainer is still alive, as after a crash).
    const after = await started(fixture, 150, 1);
    for (const id of [running.id, queued.id])
      expect(after.get(id)).toMatchObject({
        status: "failed",
        statusText: "失败",
        reason: "服务重启，训练中断",
      });
    expect(after.get(running.id).endedAt).not.toBeNull();
    await waitFor(() => !alive(pid), "the orphaned trainer to stop");
    expect(after.logs(running.id).lines.some((line) => line.text.startsWith("epoch 1/400"))).toBe(true);
  });
});
