import { dropCheckpoint, keepModel } from "./checkpoints";
import type { ModelFacts } from "./modelSource";
import type { ModelVersionStore, NewVersion, VersionRow } from "./modelVersionStore";

/**
 * Adds the version's row, then its own copy of the model (the row goes again if the copy fails).
 * Synchronous, so a caller can make it one step of a database transaction (AI服务's publish): the
 * model's facts are read and checked before (modelSource.ts).
 */
export function addVersionWithFile(
  dataDir: string,
  versions: ModelVersionStore,
  row: NewVersion,
  facts: ModelFacts,
): VersionRow {
  const id = versions.add({
    ...row,
    trainer: facts.trainer,
    labels: JSON.stringify(facts.labels),
    format: facts.format,
    manifest: facts.manifest ? JSON.stringify(facts.manifest) : "",
  });
  try {
    const kept = keepModel(dataDir, id, facts);
    versions.setFile(id, kept.file, kept.size);
  } catch (error) {
    versions.remove(id);
    dropCheckpoint(dataDir, id);
    throw error;
  }
  return versions.get(row.user_id, id)!;
}
