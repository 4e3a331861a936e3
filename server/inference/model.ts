import fs from "node:fs";
import { isCheckpoint, type Checkpoint } from "../training/checkpoint";
import { NO_FOLLOW } from "../training/jsonFile";
import { EngineRefusal, MODEL_TEXT } from "../training/text";

/** A checkpoint read from disk, ready for `predict`. */
export interface LoadedModel {
  path: string;
  checkpoint: Checkpoint;
}

const CACHE_SIZE = 32;
/** Far above any checkpoint of the built-in trainers (a few hundred KB); a bigger file is not one. */
const MAX_CHECKPOINT_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, { stamp: string; model: LoadedModel }>();

/**
 * The checkpoint at `checkpointPath`, read once and kept while its modification time and size stay the
 * same (a retrained run writing a new checkpoint is read again). Refuses (EngineRefusal) a missing file
 * (404) and one that is not a checkpoint of the built-in trainers (422).
 */
export async function loadModel(checkpointPath: string): Promise<LoadedModel> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.lstat(checkpointPath);
  } catch {
    throw new EngineRefusal(MODEL_TEXT.missing, 404);
  }
  // A link is refused too: the file lives in the user's storage, where a link could name anything.
  if (!stat.isFile() || stat.size > MAX_CHECKPOINT_BYTES) throw new EngineRefusal(MODEL_TEXT.invalid, 422);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = cache.get(checkpointPath);
  if (cached?.stamp === stamp) {
    cache.delete(checkpointPath);
    cache.set(checkpointPath, cached);
    return cached.model;
  }
  let value: unknown;
  try {
    const file = await fs.promises.open(checkpointPath, NO_FOLLOW.read);
    try {
      value = JSON.parse(await file.readFile("utf8"));
    } finally {
      await file.close();
    }
  } catch {
    throw new EngineRefusal(MODEL_TEXT.invalid, 422);
  }
  if (!isCheckpoint(value)) throw new EngineRefusal(MODEL_TEXT.invalid, 422);
  const model = { path: checkpointPath, checkpoint: value };
  cache.delete(checkpointPath);
  cache.set(checkpointPath, { stamp, model });
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return model;
}
