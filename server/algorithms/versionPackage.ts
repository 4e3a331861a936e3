import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { refuse } from "../lib/refusal";
import { loadPackage, unpackPackage, type LoadedPackage } from "../training/packages/registry";
import { UNPACKED, versionPackageDir } from "../training/packages/trainerSpec";
import { EngineRefusal } from "../training/text";

export interface TakenPackage {
  loaded: LoadedPackage;
  name: string;
  size: number;
}

function sizeOf(target: string): number {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.isFile() ? stat.size : 0;
  return fs.readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

/**
 * Checks a package from the user's storage (a folder or a zip / tar.gz) and, only when its manifest
 * and entrypoint pass, makes it the version's: `{versionDir}/{archive}` as uploaded (an archive) and
 * `{versionDir}/package/` unpacked. 400 with the manifest's problem otherwise; the old package stays.
 */
export async function takePackage(
  source: string,
  versionDir: string,
  maxBytes: number,
): Promise<TakenPackage> {
  const size = sizeOf(source);
  if (size > maxBytes) refuse(413, `算法包不能超过 ${maxBytes / 1_048_576} MB`);
  const incoming = `${versionDir}.incoming`;
  try {
    const root = await unpackPackage(source, path.join(incoming, "unpacked"));
    loadPackage(root);
    const name = path.basename(source);
    fs.rmSync(versionDir, { recursive: true, force: true });
    fs.mkdirSync(versionDir, { recursive: true });
    if (fs.lstatSync(source).isFile()) fs.copyFileSync(source, path.join(versionDir, name));
    fs.renameSync(root, versionPackageDir(versionDir));
    return { loaded: loadPackage(versionPackageDir(versionDir)), name, size };
  } catch (error) {
    if (error instanceof EngineRefusal) refuse(error.status, error.message);
    throw error;
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
}

export { UNPACKED };

/** The manifest of a package in storage, checked without keeping it (新增算法版本 shows its parameters). */
export async function inspectPackage(source: string, maxBytes: number) {
  const size = sizeOf(source);
  if (size > maxBytes) refuse(413, `算法包不能超过 ${maxBytes / 1_048_576} MB`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "package-check-"));
  try {
    return loadPackage(await unpackPackage(source, path.join(scratch, "unpacked"))).manifest;
  } catch (error) {
    if (error instanceof EngineRefusal) refuse(error.status, error.message);
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
