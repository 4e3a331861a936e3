import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type { RunResources } from "../runner";

/** Debian's bubblewrap (package `bubblewrap`, installed by .ci/run). */
export const BWRAP = "/usr/bin/bwrap";
/** The interpreters a user package may name (ai-domain 算法管理: the manifest's runtime). */
export const RUNTIME_PROGRAMS: Record<string, string> = { python3: "/usr/bin/python3", sh: "/bin/sh" };

const checked = new Map<string, boolean>();

/**
 * Whether bubblewrap is installed and can make namespaces here (a container may forbid them). Asked
 * once per binary: a trial sandbox that runs `true`.
 */
export function sandboxAvailable(bwrap = BWRAP): boolean {
  const known = checked.get(bwrap);
  if (known !== undefined) return known;
  let ok = false;
  if (fs.existsSync(bwrap)) {
    const trial = spawnSync(bwrap, [...systemBinds(), "--unshare-all", "--die-with-parent", "/bin/true"], {
      timeout: 10_000,
      stdio: "ignore",
    });
    ok = trial.status === 0;
  }
  checked.set(bwrap, ok);
  return ok;
}

/** The system, read-only: /usr (with the merged-/usr links) and /etc; nothing of the server's data. */
function systemBinds(): string[] {
  const links = ["bin", "lib", "lib64", "sbin"].flatMap((name) =>
    fs.existsSync(`/usr/${name}`) ? ["--symlink", `usr/${name}`, `/${name}`] : [],
  );
  return ["--ro-bind", "/usr", "/usr", ...links, "--ro-bind", "/etc", "/etc"];
}

export interface SandboxSpec {
  /** The package's folder (read-only, the working folder). */
  packageDir: string;
  /** The job's input (dataset export and params.json), read-only. */
  inputDir: string;
  /** The run folder: the only writable place. */
  outputDir: string;
  /** The resolved command line: interpreter first. */
  argv: string[];
  env: Record<string, string>;
  resources: RunResources;
}

/**
 * bwrap's arguments for a user package: no network (and no other namespace shared), the system
 * read-only, the package and its input read-only under their own paths, the run folder the only
 * writable place, a private /tmp; inside, a memory cap (address space) and a CPU-time cap from the
 * run's resources, the cores pinned with taskset. `--die-with-parent` and the new PID namespace end
 * every process of the package when the sandbox's first process ends.
 */
export function sandboxArgs(spec: SandboxSpec): string[] {
  const memoryKb = Math.ceil(spec.resources.memoryGb * 1024 * 1024);
  // CPU seconds for all cores over the whole time, as a backstop to the runner's wall-clock limit.
  const cpuSeconds = Math.ceil(spec.resources.hours * 3600 * spec.resources.cores) + 5;
  const cores = Math.max(1, Math.floor(spec.resources.cores));
  const cpus = `0-${Math.min(cores, availableCores()) - 1}`;
  const env = Object.entries(spec.env).flatMap(([key, value]) => ["--setenv", key, value]);
  return [
    "--unshare-all",
    "--die-with-parent",
    "--new-session",
    "--clearenv",
    ...env,
    ...systemBinds(),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--tmpfs",
    "/tmp",
    "--ro-bind",
    spec.packageDir,
    spec.packageDir,
    "--ro-bind",
    spec.inputDir,
    spec.inputDir,
    "--bind",
    spec.outputDir,
    spec.outputDir,
    "--chdir",
    spec.packageDir,
    "/bin/sh",
    "-c",
    `ulimit -v ${memoryKb} && ulimit -t ${cpuSeconds} && exec /usr/bin/taskset -c ${cpus} "$@"`,
    "sandbox",
    ...spec.argv,
  ];
}

function availableCores(): number {
  try {
    return Math.max(1, fs.readFileSync("/proc/cpuinfo", "utf8").match(/^processor\s*:/gm)?.length ?? 1);
  } catch {
    return 1;
  }
}
