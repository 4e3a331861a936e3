/**
 * The volume and path rules of storage spec §4, pure so they are tested alone:
 * - selecting a volume resets the path to /{volume}/{user_name};
 * - a typed path whose second segment is a known volume switches the selector to it;
 * - any path containing /GPUFS/datasets is reset to empty;
 * - going up removes the last segment (an empty result gives an empty path); the screens stop at a
 *   volume's user folder and at the special fixed directory (`upLeaves`);
 * - root goes to the first volume's user folder, or to the special fixed directory when one is set
 *   (a 'VIP' volume option is then added and preselected).
 */
export const VIP_VOLUME = "VIP";
const DATASETS = "/GPUFS/datasets";

export interface Location {
  volume: string;
  path: string;
}

export const userDirectory = (volume: string, userName: string): string => `/${volume}/${userName}`;

export function selectVolume(volume: string, userName: string, vipDirectory?: string): Location {
  if (volume === VIP_VOLUME && vipDirectory) return { volume, path: vipDirectory };
  return { volume, path: userDirectory(volume, userName) };
}

/** The path as typed, normalised (no trailing slash), with the volume it names when it names one. */
export function typePath(typed: string, current: Location, volumes: readonly string[]): Location {
  const trimmed = typed.trim();
  if (trimmed.includes(DATASETS)) return { volume: current.volume, path: "" };
  const path = trimmed.length > 1 ? trimmed.replace(/\/+$/, "") : trimmed;
  const second = path.split("/")[1];
  const volume = second && volumes.includes(second) ? second : current.volume;
  return { volume, path };
}

export function upOf(path: string): string {
  const segments = path.split("/").filter(Boolean);
  segments.pop();
  return segments.length ? `/${segments.join("/")}` : "";
}

/**
 * The volume whose top going up from `location` would leave, or null when going up is fine: the special
 * fixed directory is the top of 'VIP'; elsewhere a folder directly in a volume (/{volume}/{user}) is the
 * top, since above it is the volume's root (everyone's folders) and then nothing.
 */
export function upLeaves(location: Location, vipDirectory?: string): string | null {
  if (location.volume === VIP_VOLUME && vipDirectory && location.path === vipDirectory) return VIP_VOLUME;
  const segments = location.path.split("/").filter(Boolean);
  return segments.length > 2 ? null : (segments[0] ?? location.volume);
}

export function rootOf(volumes: readonly string[], userName: string, vipDirectory?: string): Location {
  if (vipDirectory) return { volume: VIP_VOLUME, path: vipDirectory };
  const first = volumes[0] ?? "";
  return { volume: first, path: first ? userDirectory(first, userName) : "" };
}

/** The selector's options: the volumes, and 'VIP' first when the special directory is set. */
export const volumeOptions = (volumes: readonly string[], vipDirectory?: string): string[] =>
  vipDirectory ? [VIP_VOLUME, ...volumes] : [...volumes];

/** Whether a name can be unzipped here (spec §5: names ending in zip or tar). */
export const canUnzip = (name: string): boolean => /(zip|tar)$/i.test(name);

/** Image preview formats (spec §9). */
export const isImage = (name: string): boolean => /\.(jpe?g|png)$/i.test(name);

/** The default pack target: the path plus .tar. */
export const packTargetOf = (path: string): string => `${path}.tar`;

/** The folder a path sits in. */
export const parentOf = (path: string): string => path.replace(/\/[^/]*$/, "") || "/";

export const baseName = (path: string): string => path.split("/").filter(Boolean).pop() ?? "";
