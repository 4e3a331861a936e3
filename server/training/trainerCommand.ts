import path from "node:path";
import { fileURLToPath } from "node:url";

/** The trainer program's exit codes: done, failed (last line `error: …`), stopped by SIGTERM. */
export const TRAINER_EXIT = { ok: 0, failed: 1, terminated: 143 } as const;

/** The trainer writes its process id here (in the job folder) when it starts. */
export const PID_FILE = "trainer.pid";

/** This checkout: the trainer runs from here so `--import tsx` resolves. */
export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const TRAINER_ENTRY = path.join("server", "training", "trainerMain.ts");

export interface TrainerCommand {
  command: string;
  args: string[];
  cwd: string;
}

/** How to start the trainer on a job folder: `node --import tsx server/training/trainerMain.ts <jobDir>`. */
export function trainerCommand(
  jobDir: string,
  options: { node?: string; appDir?: string } = {},
): TrainerCommand {
  const appDir = options.appDir ?? APP_DIR;
  return {
    command: options.node ?? process.execPath,
    args: ["--import", "tsx", path.join(appDir, TRAINER_ENTRY), jobDir],
    cwd: appDir,
  };
}
