import fs from "node:fs";
import path from "node:path";
import type { StorageRoots } from "../platform/storageRoots";

/**
 * The special fixed directory of storage spec §4 ("the root action goes … to the special fixed
 * directory if one is set; in that case a 'VIP' volume option is added and preselected"), per account:
 * `{dataDir}/storage/vip-paths.json`, `{ "<user_name>": "/<volume>/<user_name>/<folder>" }`, set by an
 * operator. None is seeded: the demo accounts have none until one is written there. A path outside the
 * account's own volumes (or otherwise refused by the path rules) is ignored; a missing folder is created.
 */
export const VIP_PATHS_FILE = "vip-paths.json";

export function vipPathOf(roots: StorageRoots, userName: string): string | undefined {
  let configured: unknown;
  try {
    const all = JSON.parse(fs.readFileSync(path.join(roots.base, VIP_PATHS_FILE), "utf8")) as unknown;
    configured = all && typeof all === "object" ? (all as Record<string, unknown>)[userName] : undefined;
  } catch {
    return undefined;
  }
  if (typeof configured !== "string" || configured.trim() === "") return undefined;
  try {
    const target = roots.resolve(userName, configured.replace(/\/+$/, ""), { allowRoot: true });
    if (!fs.existsSync(target.abs)) fs.mkdirSync(target.abs, { recursive: true });
    if (!fs.statSync(target.abs).isDirectory()) return undefined;
    return target.remote;
  } catch {
    return undefined;
  }
}
