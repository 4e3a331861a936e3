import fs from "node:fs";
import { usedBytes } from "../lib/dirInfo";
import type { ResolvedPath, Volume } from "./storageRoots";

/** Quota of each volume in KiB (group_block_soft; the client divides by 1048576 to show G). */
export const QUOTA_KIB: Record<Volume, number> = { GPUFS: 500 * 1_048_576, PUBLIC: 100 * 1_048_576 };

/** Whether `bytes` more fit in the target's volume (a file being replaced gives its size back). */
export async function fits(target: ResolvedPath, bytes: number): Promise<boolean> {
  const used = await usedBytes(target.root);
  const replaced = fs.existsSync(target.abs) ? fs.statSync(target.abs).size : 0;
  return used - replaced + bytes <= QUOTA_KIB[target.volume] * 1024;
}
