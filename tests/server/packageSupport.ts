import fs from "node:fs";
import path from "node:path";
import type { PackageLaunch, Runner, RunHandle, RunnerStatus } from "../../server/training/runner";
import { strToU8, zipSync } from "fflate";
import { SMALL } from "../support/packageSandbox";
import { tempDir } from "./helpers";

export { SMALL };

/** A user package in a fresh folder: manifest.json plus the given files; its job's input and run folders. */
export function userPackage(files: Record<string, string>, entrypoint = "sh train.sh") {
  const root = tempDir("package-");
  const dir = path.join(root, "package");
  const inputDir = path.join(root, "input");
  const outputDir = path.join(root, "runs", "1");
  for (const folder of [dir, inputDir, outputDir]) fs.mkdirSync(folder, { recursive: true });
  const [runtime] = entrypoint.split(" ");
  const manifest = {
    name: "测试包",
    taskType: "classification",
    runtime,
    entrypoint,
    datasetFormat: "coco",
    hyperParameters: [{ name: "epochs", type: "int", default: 2, min: 1, max: 10, title: "训练轮数" }],
  };
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const paramsFile = path.join(inputDir, "params.json");
  fs.writeFileSync(
    paramsFile,
    JSON.stringify({
      runId: 1,
      taskType: "classification",
      hyperParameters: { epochs: 2 },
      resources: SMALL,
      input: { dir: path.join(inputDir, "dataset"), format: "coco" },
      output: { dir: outputDir },
    }),
  );
  const launch: PackageLaunch = {
    dir,
    entrypoint: entrypoint.split(" "),
    builtin: false,
    inputDir,
    paramsFile,
    outputDir,
  };
  return { root, dir, inputDir, outputDir, launch, logPath: path.join(outputDir, "train.log") };
}

export const readLog = (logPath: string) => (fs.existsSync(logPath) ? fs.readFileSync(logPath, "utf8") : "");

/** Polls the runner until the run has ended (or `timeoutMs`). */
export async function ended(runner: Runner, handle: RunHandle, timeoutMs = 60_000): Promise<RunnerStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await runner.status(handle);
    if (["succeeded", "failed", "terminated"].includes(status.state)) return status;
    if (Date.now() > deadline) throw new Error(`run still ${status.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Processes (outside any sandbox's view) whose command line holds `marker`. */
export function processesWith(marker: string): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A zip of a small valid package (manifest.json and train.sh), as a user would put in storage. */
export function packageZip(name = "测试包"): Buffer {
  const manifest = {
    name,
    taskType: "detection",
    runtime: "sh",
    entrypoint: "sh train.sh",
    datasetFormat: "coco",
    hyperParameters: [{ name: "epochs", type: "int", default: 3, min: 1, max: 20, title: "训练轮数" }],
  };
  return Buffer.from(
    zipSync({ "manifest.json": strToU8(JSON.stringify(manifest)), "train.sh": strToU8("echo hello\n") }),
  );
}
