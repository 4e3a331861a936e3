// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RunSpec } from "../../server/training/runner";
import { SlurmRunner } from "../../server/training/slurmRunner";
import { runnerState, slurmTime } from "../../server/training/slurmText";
import { APP_DIR } from "../../server/training/trainerCommand";
import type { TrainingService } from "../../server/training/trainingService";
import { closeAll, tempDir } from "./helpers";
import { seedShapes, trainingFixture } from "./trainingFixture";
import { alive, request, serviceFor, trainerPid, waitFor } from "./trainingServiceSupport";

const STANDIN = path.join(APP_DIR, "scripts", "slurm-standin");
const open: TrainingService[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((service) => service.close()));
  await closeAll();
});

/** A SlurmRunner on the stand-ins, with its own job state folder; `maxRunning` jobs at once. */
function standinRunner(maxRunning: number, shell?: string) {
  const env = {
    ...process.env,
    SLURM_STANDIN_DIR: tempDir("slurm-state-"),
    SLURM_STANDIN_MAX_RUNNING: String(maxRunning),
    SLURM_STANDIN_KILL_WAIT: "2",
  };
  return new SlurmRunner({
    binDir: STANDIN,
    env,
    partition: "cpu",
    ...(shell ? { command: () => ({ command: "bash", args: ["-c", shell], cwd: "/tmp" }) } : {}),
  });
}

function spec(dir: string, runId: number, resources = { cores: 2, memoryGb: 3, hours: 1.5 }): RunSpec {
  return {
    runId,
    name: `train-${runId}`,
    jobDir: path.join(dir, String(runId)),
    logPath: path.join(dir, `${runId}.log`),
    resources,
  };
}

describe("SlurmRunner against stand-in sbatch, squeue, sacct and scancel", () => {
  it("writes #SBATCH lines from the run's resources and follows PENDING → RUNNING → COMPLETED", async () => {
    const dir = tempDir("slurm-jobs-");
    // Each job holds until the test releases it (a gate file): the first cannot end before the
    // second has been seen waiting, however slow or fast this machine is.
    const gate = path.join(dir, "release");
    const runner = standinRunner(
      1,
      `echo hello from $SLURM_JOB_ID; while [ ! -e '${gate}' ]; do sleep 0.05; done; echo bye`,
    );
    const first = await runner.submit(spec(dir, 7));
    const second = await runner.submit(spec(dir, 8));
    expect(first.jobId).toMatch(/^\d+$/);
    expect(Number(second.jobId)).toBe(Number(first.jobId) + 1);

    const script = fs.readFileSync(path.join(dir, "7", "run.sbatch"), "utf8");
    for (const line of [
      "#SBATCH --job-name=train-7",
      `#SBATCH --output=${path.join(dir, "7.log")}`,
      "#SBATCH --cpus-per-task=2",
      "#SBATCH --mem=3072M",
      "#SBATCH --time=0-01:30:00",
      "#SBATCH --partition=cpu",
    ])
      expect(script.split("\n")).toContain(line);

    await waitFor(async () => (await runner.status(first)).state === "running", "RUNNING");
    expect(await runner.status(second)).toEqual({ state: "queued", reason: "Resources" });
    expect(await runner.status(first)).toMatchObject({ state: "running" });
    fs.writeFileSync(gate, "");
    const done = await waitFor(async () => {
      const status = await runner.status(first);
      return status.state === "succeeded" && status;
    });
    expect(done.exitCode).toBe(0);
    expect(done.endedAt).toBeGreaterThanOrEqual(done.startedAt!);
    expect(fs.readFileSync(runner.logPath(first), "utf8")).toBe(`hello from ${first.jobId}\nbye\n`);
    await waitFor(async () => (await runner.status(second)).state === "succeeded", "the second job");
  });

  it("scancel ends a running job (terminated), a failing job reports its error line, TIMEOUT its limit", async () => {
    const dir = tempDir("slurm-jobs-");
    const sleeper = standinRunner(4, "echo started; sleep 30; echo never");
    const failing = standinRunner(4, "echo step 1; echo 'error: 数据读不出来'; exit 3");
    const slow = new SlurmRunner({
      binDir: STANDIN,
      env: { ...process.env, SLURM_STANDIN_DIR: tempDir("slurm-state-") },
      extraDirectives: ["--time=0:00:02"],
      command: () => ({ command: "bash", args: ["-c", "sleep 20"], cwd: "/tmp" }),
    });
    const [long, broken, timed] = await Promise.all([
      sleeper.submit(spec(dir, 1)),
      failing.submit(spec(dir, 2)),
      slow.submit(spec(dir, 3)),
    ]);
    const ended = async (runner: SlurmRunner, handle: typeof long, state: string) =>
      waitFor(async () => {
        const status = await runner.status(handle);
        return status.state === state && status;
      }, state);

    await waitFor(
      () => fs.existsSync(long.logPath) && fs.readFileSync(long.logPath, "utf8").includes("started"),
    );
    await sleeper.terminate(long);
    expect((await ended(sleeper, long, "terminated")).state).toBe("terminated");
    expect(fs.readFileSync(long.logPath, "utf8")).toBe("started\n");

    expect(await ended(failing, broken, "failed")).toMatchObject({ reason: "数据读不出来", exitCode: 3 });
    expect((await ended(slow, timed, "failed")).reason).toBe("超出申请的运行时长，作业被调度系统结束");
    expect((await slow.status({ ...timed, jobId: "999999" })).state).toBe("unknown");
  });

  it("maps Slurm's states and times", () => {
    expect(
      ["PENDING", "RUNNING", "COMPLETED", "FAILED", "CANCELLED by 1000", "TIMEOUT", "OUT_OF_MEMORY"].map(
        runnerState,
      ),
    ).toEqual(["queued", "running", "succeeded", "failed", "terminated", "failed", "failed"]);
    expect([slurmTime(0.1), slurmTime(1), slurmTime(25.5)]).toEqual([
      "0-00:06:00",
      "0-01:00:00",
      "1-01:30:00",
    ]);
  });
});

describe("the training service on Slurm", () => {
  it("trains through sbatch: the log comes from the job's output file, the checkpoint lands in storage", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 2);
    const service = serviceFor(fixture, standinRunner(2), 0);
    open.push(service);
    await service.start();
    const run = await service.submit(request(fixture, { trainer: "centroid", params: {} }));
    expect(run.runner).toBe("slurm");
    expect(run.runnerJobId).toMatch(/^\d+$/);
    const done = await waitFor(() => {
      const view = service.get(run.id);
      return !["queued", "starting", "running"].includes(view.status) && view;
    });
    expect(done).toMatchObject({ status: "succeeded", exitCode: 0 });
    expect(done.checkpointPath && fs.existsSync(done.checkpointPath)).toBe(true);
    const lines = service.logs(run.id, 1, 1000).lines.map((line) => line.text);
    expect(lines[0]).toMatch(/^trainer centroid: 3 labels, 6 boxes on 6 images/);
    expect(lines).toContainEqual(expect.stringMatching(/^epoch 1\/1 loss=/));
    expect(lines[lines.length - 1]).toBe("done");
  });

  it("keeps following a Slurm job across a server restart, and terminates it with scancel", async () => {
    const fixture = trainingFixture();
    seedShapes(fixture, 2);
    const runner = standinRunner(2);
    const before = serviceFor(fixture, runner, 150);
    await before.start();
    const run = await before.submit(request(fixture, { params: { epochs: 400 } }));
    await waitFor(() => before.logs(run.id).lines.some((line) => line.text.startsWith("epoch 2/")));
    await before.close();

    const after = serviceFor(fixture, runner, 150);
    open.push(after);
    await after.start();
    expect(after.get(run.id).status).toBe("running");
    const pid = trainerPid(fixture, run.id);
    expect(alive(pid)).toBe(true);
    await after.terminate(run.id);
    const stopped = await waitFor(() => {
      const view = after.get(run.id);
      return view.status === "terminated" && view;
    });
    expect(stopped.reason).toBe("用户终止");
    expect(alive(pid)).toBe(false);
    const text = after.logs(run.id, 1, 10_000).lines.map((line) => line.text);
    expect(text.filter((line) => line.startsWith("epoch ")).length).toBeGreaterThanOrEqual(2);
    expect(text[text.length - 1]).toMatch(/^terminated: /);
  });
});
