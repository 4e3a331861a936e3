import fs from "node:fs";
import path from "node:path";
import { readJob } from "./jobFile";
import { NO_FOLLOW } from "./jsonFile";
import { PID_FILE, TRAINER_EXIT as EXIT } from "./trainerCommand";
import { runTraining, TrainingStopped } from "./training";

/**
 * The trainer program: `node --import tsx server/training/trainerMain.ts <jobDir>` (cwd: the app's
 * folder). Reads `<jobDir>/job.json`, prints one line a step to stdout (and to the job's `logFile`
 * when set), writes metrics.json and checkpoint.json into the job's output folder.
 * Exit codes: 0 done; 1 failed (last line `error: <reason>`); 143 stopped by SIGTERM (last line
 * `terminated: …`), everything logged before that kept.
 */
const jobDir = process.argv[2];
let logFd: number | undefined;

function log(line: string) {
  process.stdout.write(`${line}\n`);
  if (logFd !== undefined) fs.writeSync(logFd, `${line}\n`);
}

let stopRequested = false;
let wake: (() => void) | undefined;
process.on("SIGTERM", () => {
  stopRequested = true;
  wake?.();
});

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || stopRequested) return resolve();
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

async function main(): Promise<number> {
  if (!jobDir) {
    log("error: usage: trainerMain.ts <jobDir>");
    return EXIT.failed;
  }
  try {
    const job = readJob(jobDir);
    if (job.logFile) logFd = fs.openSync(job.logFile, NO_FOLLOW.append, 0o644);
    fs.mkdirSync(job.outputDir, { recursive: true });
    fs.writeFileSync(path.join(jobDir, PID_FILE), String(process.pid));
    await runTraining(job, { log, pause, stopped: () => stopRequested });
    log("done");
    return EXIT.ok;
  } catch (error) {
    if (error instanceof TrainingStopped) {
      log(`terminated: 收到终止信号，训练已停止（最后一步：${error.step}）`);
      return EXIT.terminated;
    }
    log(`error: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
}

process.exitCode = await main();
