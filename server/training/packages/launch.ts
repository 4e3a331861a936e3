import path from "node:path";
import type { PackageLaunch, RunResources } from "../runner";
import { APP_DIR, type TrainerCommand } from "../trainerCommand";
import { BWRAP, RUNTIME_PROGRAMS, sandboxArgs } from "./sandbox";

export interface LaunchOptions {
  /** node and the app's folder (built-in packages run the platform's TypeScript with tsx). */
  node?: string;
  appDir?: string;
  bwrap?: string;
}

/** The environment a package sees: where its params are, and its thread count from the run's cores. */
export function packageEnv(launch: PackageLaunch, resources: RunResources): Record<string, string> {
  const cores = String(Math.max(1, Math.floor(resources.cores)));
  return {
    PATH: "/usr/local/bin:/usr/bin:/bin",
    HOME: launch.outputDir,
    LANG: "C.UTF-8",
    PYTHONUNBUFFERED: "1",
    PYTHONDONTWRITEBYTECODE: "1",
    PARAMS_FILE: launch.paramsFile,
    OMP_NUM_THREADS: cores,
    MKL_NUM_THREADS: cores,
    RUN_CORES: cores,
    ...launch.env,
  };
}

/**
 * The command line of a package run, without a sandbox: the runtime's program, the entrypoint's
 * arguments as paths in the package folder, then params.json. A built-in node package runs with tsx
 * from the app's folder.
 */
export function plainArgv(
  launch: PackageLaunch,
  options: LaunchOptions = {},
): { argv: string[]; cwd: string } {
  const [runtime, ...rest] = launch.entrypoint;
  const args = rest.map((arg) => (arg.startsWith("-") ? arg : path.join(launch.dir, arg)));
  if (runtime === "node") {
    const appDir = options.appDir ?? APP_DIR;
    return {
      argv: [options.node ?? process.execPath, "--import", "tsx", ...args, launch.paramsFile],
      cwd: appDir,
    };
  }
  const program = RUNTIME_PROGRAMS[runtime ?? ""];
  if (!program) throw new Error(`unknown runtime ${runtime}`);
  return { argv: [program, ...args, launch.paramsFile], cwd: launch.dir };
}

/**
 * How the local runner starts a package: inside bubblewrap when `sandbox` (a user's always: the runner
 * refuses it without one; the built-in Python package too where bubblewrap works), the built-in JS
 * trainers as plain children (the platform's own code, which needs node and the app's folder).
 */
export function localPackageCommand(
  launch: PackageLaunch,
  resources: RunResources,
  options: LaunchOptions & { sandbox: boolean },
): TrainerCommand & { env: NodeJS.ProcessEnv } {
  const { argv, cwd } = plainArgv(launch, options);
  const env = packageEnv(launch, resources);
  if (!options.sandbox || launch.entrypoint[0] === "node")
    return { command: argv[0]!, args: argv.slice(1), cwd, env: { ...process.env, ...env } };
  const args = sandboxArgs({
    packageDir: launch.dir,
    inputDir: launch.inputDir,
    outputDir: launch.outputDir,
    argv,
    env,
    resources,
  });
  return { command: options.bwrap ?? BWRAP, args, cwd: launch.dir, env: {} };
}
