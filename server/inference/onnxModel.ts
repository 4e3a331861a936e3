import fs from "node:fs";
import path from "node:path";
import { Value } from "@sinclair/typebox/value";
import * as ort from "onnxruntime-node";
import {
  MODEL_FILES,
  MODEL_MANIFEST_TEXT,
  ModelManifestSchema,
  type OnnxManifest,
} from "../../src/contracts/modelManifest";
import { NO_FOLLOW } from "../training/jsonFile";
import { EngineRefusal, MODEL_TEXT } from "../training/text";

/** An ONNX model ready to run: its session (one per model per worker thread) and its manifest. */
export interface LoadedOnnx {
  path: string;
  manifest: OnnxManifest;
  session: ort.InferenceSession;
}

/** Far above the small models a service runs here; a bigger file is refused at registration. */
export const MAX_ONNX_BYTES = 200 * 1024 * 1024;
const MAX_MANIFEST_BYTES = 256 * 1024;
const CACHE_SIZE = 8;
const cache = new Map<string, { stamp: string; model: Promise<LoadedOnnx> }>();

/**
 * One thread a session: the pool already runs one prediction per worker on its own core, and sessions
 * spreading over every core each would fight over them.
 */
const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = { intraOpNumThreads: 1, interOpNumThreads: 1 };

const refusal = (message: string, status = 400) => new EngineRefusal(message, status);

/** Reads and checks a manifest (model.json) against the contract's schema; refusals name the first fault. */
export function readManifest(file: string): OnnxManifest {
  let text: string;
  try {
    const stat = fs.lstatSync(file);
    if (!stat.isFile()) throw new Error("not a file");
    if (stat.size > MAX_MANIFEST_BYTES) throw refusal(MODEL_MANIFEST_TEXT.manifestInvalid("文件过大"));
    const fd = fs.openSync(file, NO_FOLLOW.read);
    try {
      text = fs.readFileSync(fd, "utf8");
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    if (error instanceof EngineRefusal) throw error;
    throw refusal(MODEL_MANIFEST_TEXT.manifestMissing);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refusal(MODEL_MANIFEST_TEXT.manifestInvalid("不是合法的 JSON"));
  }
  if (!Value.Check(ModelManifestSchema, value)) {
    const first = [...Value.Errors(ModelManifestSchema, value)][0];
    const where = first?.path ? first.path.slice(1).replaceAll("/", ".") : "";
    throw refusal(MODEL_MANIFEST_TEXT.manifestInvalid(`${where || "（根）"} ${first?.message ?? ""}`.trim()));
  }
  if (value.format !== "onnx") throw refusal(MODEL_MANIFEST_TEXT.notOnnxManifest);
  // The server turns RGB pixels into the input (onnxPredict.ts): three channels, one mean and spread each.
  if (value.input.channels !== 3) throw refusal(MODEL_MANIFEST_TEXT.channels(value.input.channels));
  if (value.input.mean.length !== 3 || value.input.std.length !== 3)
    throw refusal(MODEL_MANIFEST_TEXT.normalisation);
  return value as OnnxManifest;
}

/** A dimension as the messages show it: a number, or the symbolic name of a free one. */
const dim = (value: number | string) => String(value);
const shapeText = (shape: readonly (number | string)[]) => `[${shape.map(dim).join(",")}]`;
const fits = (actual: number | string, wanted: number) => typeof actual !== "number" || actual === wanted;

/**
 * What registration checks (ai-domain §7): the file loads in ONNX Runtime, the manifest's input exists
 * with a shape [1,3,H,W] (free dimensions allowed), the output exists and has one score per label.
 * Answers the session, for the caller to release.
 */
export async function checkOnnx(file: string, manifest: OnnxManifest): Promise<ort.InferenceSession> {
  let session: ort.InferenceSession;
  try {
    const stat = fs.lstatSync(file);
    if (!stat.isFile()) throw refusal(MODEL_MANIFEST_TEXT.fileMissing(manifest.file));
    if (stat.size > MAX_ONNX_BYTES) throw refusal(MODEL_MANIFEST_TEXT.tooLarge, 413);
  } catch (error) {
    if (error instanceof EngineRefusal) throw error;
    throw refusal(MODEL_MANIFEST_TEXT.fileMissing(manifest.file));
  }
  try {
    session = await ort.InferenceSession.create(file);
  } catch {
    throw refusal(MODEL_MANIFEST_TEXT.notOnnx, 422);
  }
  try {
    const inputs = session.inputMetadata.filter((meta) => meta.isTensor);
    const input = inputs.find((meta) => meta.name === manifest.input.name);
    if (!input || !input.isTensor)
      throw refusal(MODEL_MANIFEST_TEXT.inputMissing(manifest.input.name, session.inputNames), 422);
    const { width, height, channels } = manifest.input;
    const shape = input.shape;
    if (
      shape.length !== 4 ||
      !fits(shape[0]!, 1) ||
      !fits(shape[1]!, channels) ||
      !fits(shape[2]!, height) ||
      !fits(shape[3]!, width)
    )
      throw refusal(
        MODEL_MANIFEST_TEXT.inputShape(input.name, shapeText(shape), `[1,${channels},${height},${width}]`),
        422,
      );
    const output = session.outputMetadata.find((meta) => meta.name === manifest.output.name);
    if (!output || !output.isTensor)
      throw refusal(MODEL_MANIFEST_TEXT.outputMissing(manifest.output.name, session.outputNames), 422);
    // The score count: the last dimension when fixed; otherwise the model is run once to see it.
    let size: number | string = output.shape[output.shape.length - 1] ?? "?";
    if (typeof size !== "number") size = (await runOnce(session, manifest)).length;
    if (size !== manifest.labels.length)
      throw refusal(MODEL_MANIFEST_TEXT.outputSize(dim(size), manifest.labels.length), 422);
    return session;
  } catch (error) {
    await session.release();
    if (error instanceof EngineRefusal) throw error;
    throw refusal(MODEL_MANIFEST_TEXT.notOnnx, 422);
  }
}

/** The model's scores for a grey image (warming a session, or measuring the output's size). */
export async function runOnce(session: ort.InferenceSession, manifest: OnnxManifest): Promise<Float32Array> {
  const { width, height, channels, name } = manifest.input;
  const tensor = new ort.Tensor("float32", new Float32Array(channels * width * height), [
    1,
    channels,
    height,
    width,
  ]);
  const result = await session.run({ [name]: tensor });
  return result[manifest.output.name]!.data as Float32Array;
}

/**
 * The ONNX model at `file` with the manifest beside it (model.json), its session created once and kept
 * while the file's modification time and size stay the same; the first load runs it once, so the
 * session's lazy set-up is not the first caller's wait.
 */
export function loadOnnx(file: string): Promise<LoadedOnnx> {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return Promise.reject(new EngineRefusal(MODEL_TEXT.missing, 404));
  }
  if (!stat.isFile()) return Promise.reject(new EngineRefusal(MODEL_TEXT.invalid, 422));
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.model;
  const model = (async () => {
    const manifest = readManifest(path.join(path.dirname(file), MODEL_FILES.manifest));
    let session: ort.InferenceSession;
    try {
      session = await ort.InferenceSession.create(file, SESSION_OPTIONS);
    } catch {
      throw new EngineRefusal(MODEL_TEXT.invalid, 422);
    }
    await runOnce(session, manifest);
    return { path: file, manifest, session };
  })();
  model.catch(() => cache.delete(file));
  cache.set(file, { stamp, model });
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value!;
    void cache
      .get(oldest)!
      .model.then((loaded) => loaded.session.release())
      .catch(() => undefined);
    cache.delete(oldest);
  }
  return model;
}
