import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as tar from "tar";
import {
  MANIFEST_FILE,
  manifestProblem,
  PACKAGE_TEXT,
  type PackageManifest,
} from "../../../src/contracts/algorithmPackages";
import { unzip } from "../../platform/unzip";
import type { ResolvedPath } from "../../platform/storageRoots";
import type { HyperParameter } from "../hyperParameters";
import type { PackageLaunch } from "../runner";
import { EngineRefusal } from "../text";

/** The platform's own packages, shipped in this folder (docs/algorithm-packages.md). */
export const BUILTIN_PACKAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "builtin");
export const BUILTIN_PACKAGE_IDS = ["centroid", "softmax", "cnn-pytorch"] as const;

/** An algorithm version's trainer when it runs its own uploaded package. */
export const PACKAGE_TRAINER = "package";

export interface LoadedPackage {
  dir: string;
  manifest: PackageManifest;
  builtin: boolean;
}

const refuse = (message: string): never => {
  throw new EngineRefusal(message, 400);
};

/** Reads and checks a package folder's manifest.json and its entrypoint's files; 400 naming the problem. */
export function loadPackage(dir: string, builtin = false): LoadedPackage {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file) || !fs.lstatSync(file).isFile()) refuse(PACKAGE_TEXT.noManifest);
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    refuse(PACKAGE_TEXT.badJson((error as Error).message));
  }
  const problem = manifestProblem(value, { builtin });
  if (problem) refuse(problem);
  const manifest = value as PackageManifest;
  for (const arg of manifest.entrypoint.trim().split(/\s+/).slice(1)) {
    if (arg.startsWith("-")) continue;
    const target = path.join(dir, arg);
    if (!fs.existsSync(target) || !fs.lstatSync(target).isFile()) refuse(PACKAGE_TEXT.entrypointMissing(arg));
  }
  return { dir, manifest, builtin };
}

export function builtinPackage(id: string): LoadedPackage {
  return loadPackage(path.join(BUILTIN_PACKAGES_DIR, id), true);
}

/** The manifest's hyper-parameters as the trainers' checker takes them (the Chinese title as text). */
export function packageParameters(manifest: PackageManifest): HyperParameter[] {
  return manifest.hyperParameters.map((parameter) => ({
    name: parameter.name,
    type: parameter.type,
    default: parameter.default,
    min: parameter.min,
    max: parameter.max,
    description: parameter.title,
  }));
}

const ARCHIVE = /\.(zip|tar\.gz|tgz|tar)$/i;

/**
 * Puts a package (a folder, or a zip / tar / tar.gz archive) into `dest` as plain files (links are
 * left out, paths outside the folder refused), and returns the folder holding manifest.json: `dest`
 * itself or the archive's single top folder. 400 when it is not a package.
 */
export async function unpackPackage(source: string, dest: string): Promise<string> {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  const stat = fs.lstatSync(source);
  if (stat.isDirectory()) {
    fs.cpSync(source, dest, {
      recursive: true,
      filter: (from) => !fs.lstatSync(from).isSymbolicLink(),
    });
  } else if (stat.isFile() && /\.zip$/i.test(source)) {
    const confined = (name: string) => {
      const abs = path.resolve(dest, name);
      return abs.startsWith(dest + path.sep) ? ({ abs } as ResolvedPath) : undefined;
    };
    try {
      await unzip(source, confined, () => {});
    } catch {
      refuse(PACKAGE_TEXT.notPackage);
    }
  } else if (stat.isFile() && ARCHIVE.test(source)) {
    try {
      await tar.x({
        file: source,
        cwd: dest,
        strict: true,
        filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory"),
      });
    } catch {
      refuse(PACKAGE_TEXT.notPackage);
    }
  } else refuse(PACKAGE_TEXT.notPackage);
  if (fs.existsSync(path.join(dest, MANIFEST_FILE))) return dest;
  const top = fs.readdirSync(dest);
  if (top.length === 1 && fs.lstatSync(path.join(dest, top[0]!)).isDirectory())
    return path.join(dest, top[0]!);
  return dest;
}

/** The launch of a loaded package on a prepared job (its private copy, input and run folders). */
export function launchOf(
  loaded: LoadedPackage,
  dirs: { packageDir: string; inputDir: string; outputDir: string; paramsFile: string },
): PackageLaunch {
  return {
    dir: dirs.packageDir,
    entrypoint: loaded.manifest.entrypoint.trim().split(/\s+/),
    builtin: loaded.builtin,
    inputDir: dirs.inputDir,
    paramsFile: dirs.paramsFile,
    outputDir: dirs.outputDir,
  };
}
