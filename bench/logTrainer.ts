import fs from "node:fs";
import path from "node:path";

/**
 * The training-log bench's stand-in for the trainer: started by the local runner exactly as the
 * trainer is (its stdout and stderr are the run's train.log), it writes what the bench asks for to
 * stdout, so the lines travel the real path: child process → train.log → the engine's log follower →
 * the run's socket → the log view.
 *
 *   node --import tsx bench/logTrainer.ts <jobDir> <controlDir> <lines>
 *
 * 1. writes `waiting for the bench` and waits for `<controlDir>/go`;
 * 2. writes `<lines>` lines (`bench line 1` …) in blocks of 10,000;
 * 3. for each number the bench appends to `<controlDir>/probes`, writes `probe <n>` and appends
 *    `<n> <ms since the epoch>` (the moment of the write) to `<controlDir>/written`.
 * It runs until the bench terminates the run (SIGTERM), or for at most ten minutes.
 */

const [, , jobDir, controlDir, linesArg] = process.argv;
const LINES = Number(linesArg);
const BLOCK = 10_000;
const POLL_MS = 2;
const GIVE_UP_MS = 600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const write = (text: string) => fs.writeSync(1, text);

async function main() {
  if (!jobDir || !controlDir || !Number.isInteger(LINES)) {
    write("error: usage: logTrainer.ts <jobDir> <controlDir> <lines>\n");
    return 1;
  }
  const started = Date.now();
  const overdue = () => Date.now() - started > GIVE_UP_MS;
  write("waiting for the bench\n");
  while (!fs.existsSync(path.join(controlDir, "go"))) {
    if (overdue()) return 1;
    await sleep(POLL_MS);
  }
  for (let from = 1; from <= LINES; from += BLOCK) {
    const count = Math.min(BLOCK, LINES - from + 1);
    write(Array.from({ length: count }, (_, i) => `bench line ${from + i}\n`).join(""));
  }
  const probes = path.join(controlDir, "probes");
  let done = 0;
  while (!overdue()) {
    const asked = fs.existsSync(probes) ? fs.readFileSync(probes, "utf8").split("\n").filter(Boolean) : [];
    for (const n of asked.slice(done)) {
      const at = Date.now();
      write(`probe ${n}\n`);
      fs.appendFileSync(path.join(controlDir, "written"), `${n} ${at}\n`);
    }
    done = Math.max(done, asked.length);
    await sleep(POLL_MS);
  }
  return 0;
}

process.exitCode = await main();
