import { parentPort } from "node:worker_threads";
import { PNG } from "pngjs";
import { decodeImage, DEFAULT_IMAGE_LIMITS } from "../training/image";
import { EngineRefusal } from "../training/text";
import { loadModel } from "./model";
import { loadOnnx } from "./onnxModel";
import { predictOnnx } from "./onnxPredict";
import { predictPixels, type Prediction } from "./predict";
import type { PredictJob, PredictReply, WorkerTiming } from "./predictPool";

/**
 * One job: a checkpoint read once (loadModel's cache), an ONNX session created once per model in this
 * worker (loadOnnx's cache). A checkpoint with background classes serving 图像分类 answers its labels only.
 */
async function work(job: PredictJob, timing: WorkerTiming): Promise<Prediction | null> {
  if (!job.bytes) {
    // Warming: the whole path once (decoding, the model, its first run), on a small grey picture.
    await predictOn({ ...job, bytes: WARM_IMAGE, limits: DEFAULT_IMAGE_LIMITS }, timing);
    return null;
  }
  return predictOn({ ...job, bytes: job.bytes }, timing);
}

/** The prediction, timing the image's decoding apart from the model's run (the model loads once, cached). */
async function predictOn(job: PredictJob & { bytes: Uint8Array }, timing: WorkerTiming): Promise<Prediction> {
  const decode = () => {
    const started = performance.now();
    const image = decodeImage(job.bytes, job.limits);
    timing.decodeMs = performance.now() - started;
    return image;
  };
  const infer = async (run: () => Prediction | Promise<Prediction>) => {
    const started = performance.now();
    const prediction = await run();
    timing.inferMs = performance.now() - started;
    return prediction;
  };
  if (job.model.format === "onnx") {
    const model = await loadOnnx(job.model.path);
    const image = decode();
    return infer(() => predictOnnx(model, image, job.taskType));
  }
  const model = await loadModel(job.model.path);
  const image = decode();
  const prediction = await infer(() => predictPixels(model, image));
  return job.taskType === "classification" ? { ...prediction, boxes: [] } : prediction;
}

const WARM_SIDE = 64;
const WARM_IMAGE: Uint8Array = PNG.sync.write(
  Object.assign(new PNG({ width: WARM_SIDE, height: WARM_SIDE }), {
    data: Buffer.alloc(WARM_SIDE * WARM_SIDE * 4, 128),
  }),
);

/** A prediction worker's loop: one job at a time. */
parentPort!.on("message", async (job: PredictJob) => {
  let reply: PredictReply;
  const timing: WorkerTiming = { decodeMs: 0, inferMs: 0 };
  try {
    reply = { id: job.id, prediction: await work(job, timing), timing };
  } catch (error) {
    reply =
      error instanceof EngineRefusal
        ? { id: job.id, refusal: { status: error.status, message: error.message } }
        : { id: job.id, failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
