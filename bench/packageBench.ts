import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LocalRunner } from "../server/training/localRunner";
import { builtinPackage, launchOf } from "../server/training/packages/registry";
import { BWRAP, sandboxArgs, sandboxAvailable } from "../server/training/packages/sandbox";
import { MIXED_SHAPES, writeMixedShapesCoco } from "../tests/support/mixedShapesCoco";

export interface PackageRun {
  package: string;
  seconds: number;
  /** On the held-out split (each package's own stratified split, ratio 0.2, seed 42). */
  accuracy: number;
  validation: number;
  steps: number;
}

export interface PackageBench {
  dataset: { what: string; classes: readonly string[]; images: number };
  runs: PackageRun[];
  /** `sh -c true` started directly and inside the sandbox: the sandbox's own cost per run. */
  sandbox: { runs: number; plainMs: number; sandboxMs: number; costMs: number } | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The three built-in packages on one generated dataset through the local runner, as a run does it. */
export async function measurePackages(perClass = 60): Promise<PackageBench> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "package-bench-"));
  try {
    const inputDir = path.join(root, "input");
    const datasetDir = path.join(inputDir, "dataset");
    writeMixedShapesCoco(datasetDir, perClass);
    const runner = new LocalRunner();
    const runs: PackageRun[] = [];
    for (const id of ["centroid", "softmax", "cnn-pytorch"]) {
      const loaded = builtinPackage(id);
      const outputDir = path.join(root, id);
      fs.mkdirSync(outputDir);
      const resources = { cores: 2, memoryGb: 2, hours: 0.5 };
      const hyperParameters = Object.fromEntries(
        loaded.manifest.hyperParameters.map((p) => [p.name, p.default]),
      );
      const paramsFile = path.join(inputDir, `${id}.json`);
      fs.writeFileSync(
        paramsFile,
        JSON.stringify({
          runId: 1,
          taskType: "detection",
          hyperParameters,
          resources,
          input: { dir: datasetDir, format: "coco" },
          output: { dir: outputDir },
        }),
      );
      const launch = launchOf(loaded, { packageDir: loaded.dir, inputDir, outputDir, paramsFile });
      const logPath = path.join(outputDir, "train.log");
      const started = performance.now();
      const handle = await runner.submit({
        runId: 1,
        name: id,
        jobDir: root,
        logPath,
        resources,
        package: launch,
      });
      for (;;) {
        const status = await runner.status(handle);
        if (status.state === "succeeded") break;
        if (status.state === "failed" || status.state === "terminated")
          throw new Error(`${id}: ${status.reason ?? status.state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      const metrics = JSON.parse(fs.readFileSync(path.join(outputDir, "metrics.json"), "utf8"));
      const steps = fs.readFileSync(path.join(outputDir, "steps.jsonl"), "utf8").trim().split("\n").length;
      runs.push({
        package: id,
        seconds: Number(seconds.toFixed(1)),
        accuracy: metrics.accuracy,
        validation: metrics.counts.validation,
        steps,
      });
    }
    return {
      dataset: {
        what: "48×48 PNGs, one shape each in a random palette colour, size and place on noisy grey; the triangles are mirror images",
        classes: MIXED_SHAPES,
        images: perClass * MIXED_SHAPES.length,
      },
      runs,
      sandbox: sandboxAvailable() ? sandboxCost(root) : null,
    };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Median wall time of `sh -c true` directly and inside bubblewrap (the runner's own arguments). */
function sandboxCost(root: string, runs = 30) {
  const dir = path.join(root, "empty");
  fs.mkdirSync(dir);
  const timed = (command: string, args: string[]) => {
    const started = performance.now();
    const result = spawnSync(command, args, { stdio: "ignore" });
    if (result.status !== 0) throw new Error(`${command} exited ${result.status}`);
    return performance.now() - started;
  };
  const plain: number[] = [];
  const sandboxed: number[] = [];
  const args = sandboxArgs({
    packageDir: dir,
    inputDir: dir,
    outputDir: dir,
    argv: ["/bin/sh", "-c", "true"],
    env: { PATH: "/usr/bin:/bin" },
    resources: { cores: 1, memoryGb: 1, hours: 0.1 },
  });
  for (let n = 0; n < runs; n += 1) {
    plain.push(timed("/bin/sh", ["-c", "true"]));
    sandboxed.push(timed(BWRAP, args));
  }
  const plainMs = median(plain);
  const sandboxMs = median(sandboxed);
  return {
    runs,
    plainMs: Number(plainMs.toFixed(2)),
    sandboxMs: Number(sandboxMs.toFixed(2)),
    costMs: Number((sandboxMs - plainMs).toFixed(2)),
  };
}

export function packageLines(bench: PackageBench): string[] {
  return [
    `Algorithm packages on ${bench.dataset.images} generated images (${bench.dataset.classes.join(" / ")}):`,
    ...bench.runs.map(
      (run) =>
        `  ${run.package.padEnd(12)} ${run.seconds.toFixed(1).padStart(6)} s  held-out accuracy ${(run.accuracy * 100).toFixed(1)} % of ${run.validation}  (${run.steps} steps)`,
    ),
    bench.sandbox
      ? `  sandbox start: ${bench.sandbox.sandboxMs} ms a run in bubblewrap against ${bench.sandbox.plainMs} ms without (cost ${bench.sandbox.costMs} ms, median of ${bench.sandbox.runs})`
      : "  sandbox start: not measured (no usable bubblewrap)",
  ];
}

export function packageMarkdown(bench: PackageBench): string[] {
  return [
    "",
    "## Algorithm packages: the PyTorch CNN against the colour/shape trainers",
    "",
    `${bench.dataset.images} images (${bench.dataset.what}); classes ${bench.dataset.classes.join(", ")}. Each package run through the local runner as a training run does (the CNN inside bubblewrap), held out 20 % stratified, seed 42.`,
    "",
    "| package | wall time (s) | held-out accuracy | held-out boxes | steps |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...bench.runs.map(
      (run) =>
        `| ${run.package} | ${run.seconds.toFixed(1)} | ${(run.accuracy * 100).toFixed(1)} % | ${run.validation} | ${run.steps} |`,
    ),
    "",
    bench.sandbox
      ? `Sandbox start cost: \`sh -c true\` takes ${bench.sandbox.sandboxMs} ms inside bubblewrap (the runner's arguments: namespaces, binds, limits, taskset) against ${bench.sandbox.plainMs} ms directly, so ${bench.sandbox.costMs} ms a run (median of ${bench.sandbox.runs}).`
      : "Sandbox start cost: not measured (no usable bubblewrap here).",
  ];
}
