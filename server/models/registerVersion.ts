import { dropCheckpoint, keepCheckpoint, readCheckpoint, type CheckpointFacts } from "./checkpoints";
import type { ModelVersionStore, NewVersion, VersionRow } from "./versionStore";

/**
 * Adds the version's row, then its own copy of the checkpoint `source` (the row goes again if the copy
 * fails). Synchronous, so a caller can make it one step of a database transaction (AI服务's publish):
 * the checkpoint's facts are read before, with `readCheckpoint`.
 */
export function addVersionWithFile(
  dataDir: string,
  versions: ModelVersionStore,
  row: NewVersion,
  source: string,
  facts: CheckpointFacts,
): VersionRow {
  const id = versions.add({ ...row, trainer: facts.trainer, labels: JSON.stringify(facts.labels) });
  try {
    const kept = keepCheckpoint(dataDir, id, source);
    versions.setFile(id, kept.file, kept.size);
  } catch (error) {
    versions.remove(id);
    dropCheckpoint(dataDir, id);
    throw error;
  }
  return versions.get(row.user_id, id)!;
}

/** Registers a checkpoint as a version of a model: its facts read, then `addVersionWithFile`. */
export async function registerVersion(
  dataDir: string,
  versions: ModelVersionStore,
  row: NewVersion,
  source: string,
): Promise<VersionRow> {
  return addVersionWithFile(dataDir, versions, row, source, await readCheckpoint(source));
}
