// @vitest-environment node
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxRunners, submitPackage } from "../support/packageSandbox";
import { closeAll } from "./helpers";
import { ended, processesWith, readLog, userPackage } from "./packageSupport";

const localRunner = sandboxRunners();
afterEach(closeAll);

describe("a user's package in the local runner's bubblewrap sandbox", () => {
  it("runs its entrypoint: the marker it writes appears, its step lines land in steps.jsonl", async () => {
    const pkg = userPackage({
      "train.sh": [
        'echo "training with $(cat "$PARAMS_FILE" | head -c 9)"',
        `echo '{"step": 1, "loss": 0.9, "accuracy": 0.5}'`,
        "echo not a step: {oops}",
        `echo '{"step": 2, "loss": 0.41, "accuracy": 0.87}'`,
        'echo marker > "$HOME/marker.txt"',
        `echo '{"accuracy": 0.87}' > "$HOME/metrics.json"`,
      ].join("\n"),
    });
    const runner = localRunner();
    const handle = await submitPackage(runner, pkg);
    expect(await ended(runner, handle)).toMatchObject({ state: "succeeded", exitCode: 0 });
    expect(fs.readFileSync(path.join(pkg.outputDir, "marker.txt"), "utf8")).toBe("marker\n");
    expect(JSON.parse(fs.readFileSync(path.join(pkg.outputDir, "metrics.json"), "utf8"))).toEqual({
      accuracy: 0.87,
    });
    const steps = fs
      .readFileSync(path.join(pkg.outputDir, "steps.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(steps).toEqual([
      { step: 1, loss: 0.9, accuracy: 0.5 },
      { step: 2, loss: 0.41, accuracy: 0.87 },
    ]);
    expect(readLog(pkg.logPath)).toContain('training with {"runId":');
    expect(readLog(pkg.logPath)).toContain("not a step: {oops}");
  });

  it("has no network: a package opening a socket to this machine fails with the reason in its log", async () => {
    const server = net.createServer((socket) => socket.end("secret\n"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const pkg = userPackage(
        {
          "train.py": `import socket\nsocket.create_connection(("127.0.0.1", ${port}), timeout=3).recv(10)\nprint("connected")\n`,
        },
        "python3 train.py",
      );
      const runner = localRunner();
      const handle = await submitPackage(runner, pkg);
      expect(await ended(runner, handle)).toMatchObject({ state: "failed", exitCode: 1 });
      const log = readLog(pkg.logPath);
      expect(log).not.toContain("connected");
      expect(log).toMatch(/OSError: \[Errno 101\] Network is unreachable|ConnectionRefusedError/);
    } finally {
      server.close();
    }
  });

  it("sees the system read-only and nothing else writable: writing outside its run folder fails with the reason", async () => {
    const pkg = userPackage({
      "train.sh": 'set -e\necho inside > "$HOME/ok.txt"\necho outside > /usr/escape.txt\necho after',
    });
    const runner = localRunner();
    const handle = await submitPackage(runner, pkg);
    expect(await ended(runner, handle)).toMatchObject({ state: "failed", exitCode: 2 });
    expect(readLog(pkg.logPath)).toMatch(/\/usr\/escape\.txt: Read-only file system/);
    expect(readLog(pkg.logPath)).not.toContain("after");
    expect(fs.existsSync("/usr/escape.txt")).toBe(false);
    // Its own package folder is read-only too; the server's data (this test's folders) is not even there.
    const probe = userPackage({
      "train.sh": `echo x > train.sh || echo "package: refused"\nls ${JSON.stringify(path.dirname(pkg.root))} || echo "host: hidden"`,
    });
    const second = await submitPackage(runner, probe, { runId: 2 });
    await ended(runner, second);
    expect(readLog(probe.logPath)).toMatch(/Read-only file system[\s\S]*package: refused/);
  });

  it("is ended at its time limit with the reason in its log, its whole process tree with it", async () => {
    const marker = `outlive-${process.pid}-${Date.now()}`;
    const pkg = userPackage({
      "train.sh": `echo started\nsetsid sh -c "sleep 300; :" ${marker} &\nsh -c "sleep 301; :" ${marker}`,
    });
    const runner = localRunner({ timeLimitMs: () => 1500 });
    const handle = await submitPackage(runner, pkg);
    const status = await ended(runner, handle);
    expect(status).toMatchObject({
      state: "failed",
      reason: "超出申请的运行时长（0.1 小时），算法进程已被结束",
    });
    expect(readLog(pkg.logPath)).toContain(
      "started\nerror: 超出申请的运行时长（0.1 小时），算法进程已被结束",
    );
    await expect.poll(() => processesWith(marker)).toEqual([]);
  });

  it("terminate ends the whole process tree, a detached (setsid) child included", async () => {
    const marker = `tree-${process.pid}-${Date.now()}`;
    const pkg = userPackage({
      "train.sh": `setsid sh -c "sleep 300; :" ${marker} &\nsh -c "sleep 302; :" ${marker} &\necho ready\nwait`,
    });
    const runner = localRunner();
    const handle = await submitPackage(runner, pkg);
    await expect.poll(() => processesWith(marker).length).toBe(2);
    await runner.terminate(handle);
    expect(await ended(runner, handle)).toMatchObject({ state: "terminated" });
    await expect.poll(() => processesWith(marker)).toEqual([]);
  });

  it("is refused, with the message, where no sandbox is available; built-in packages still run", async () => {
    const pkg = userPackage({ "train.sh": 'echo ran > "$HOME/ran.txt"' });
    const runner = localRunner({ bwrap: "/nonexistent/bwrap" });
    await expect(submitPackage(runner, pkg)).rejects.toMatchObject({
      status: 400,
      message:
        "本机没有可用的沙箱（bubblewrap），不能运行用户上传的算法包；请联系管理员安装 bubblewrap，或改用内置算法",
    });
    expect(fs.existsSync(path.join(pkg.outputDir, "ran.txt"))).toBe(false);
    const builtin = { ...pkg.launch, builtin: true };
    const handle = await submitPackage(runner, pkg, { runId: 2, launch: builtin });
    expect(await ended(runner, handle)).toMatchObject({ state: "succeeded" });
    expect(fs.readFileSync(path.join(pkg.outputDir, "ran.txt"), "utf8")).toBe("ran\n");
  });
});

describe("the worked example of docs/algorithm-packages.md", () => {
  it("runs in the sandbox on a COCO export: its steps, its metrics", async () => {
    const { loadPackage, launchOf } = await import("../../server/training/packages/registry");
    const { writeMixedShapesCoco } = await import("../support/mixedShapesCoco");
    const example = loadPackage(path.resolve("docs/examples/count-boxes"));
    const pkg = userPackage({});
    writeMixedShapesCoco(path.join(pkg.inputDir, "dataset"), 5);
    const params = JSON.parse(fs.readFileSync(pkg.launch.paramsFile, "utf8"));
    params.hyperParameters = { smoothing: 1 };
    fs.writeFileSync(pkg.launch.paramsFile, JSON.stringify(params));
    const launch = launchOf(example, {
      packageDir: example.dir,
      inputDir: pkg.inputDir,
      outputDir: pkg.outputDir,
      paramsFile: pkg.launch.paramsFile,
    });
    const runner = localRunner();
    const handle = await submitPackage(runner, pkg, { launch: launch });
    expect(await ended(runner, handle), readLog(pkg.logPath)).toMatchObject({ state: "succeeded" });
    expect(readLog(pkg.logPath)).toContain("count-boxes: 20 boxes, 4 labels, smoothing=1");
    expect(fs.readFileSync(path.join(pkg.outputDir, "steps.jsonl"), "utf8")).toBe(
      '{"step":10,"boxes":10}\n{"step":20,"boxes":20}\n',
    );
    expect(JSON.parse(fs.readFileSync(path.join(pkg.outputDir, "metrics.json"), "utf8")).accuracy).toBe(0.25);
  });
});
