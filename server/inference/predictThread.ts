import { parentPort } from "node:worker_threads";
import { PNG } from "pngjs";
import { decodeImage, DEFAULT_IMAGE_LIMITS } from "../training/image";
import { EngineRefusal } from "../training/text";
import { loadModel } from "./model";
import { loadOnnx } from "./onnxModel";
import { predictOnnx } from "./onnxPredict";
import { predictPixels, type Prediction } from "./predict";
import type { PredictJob, PredictReply } from "./predictPool";

/**
 * One job: a checkpoint read once (loadModel's cache), an ONNX session created once per model in this
 * worker (loadOnnx's cache). A checkpoint with background classes serving 图像分类 answers its labels only.
 */
async function work(job: PredictJob): Promise<Prediction | null> {
  if (!job.bytes) {
    // Warming: the whole path once (decoding, the model, its first run), on a small grey picture.
    await predictOn({ ...job, bytes: WARM_IMAGE, limits: DEFAULT_IMAGE_LIMITS });
    return null;
  }
  return predictOn({ ...job, bytes: job.bytes });
}

async function predictOn(job: PredictJob & { bytes: Uint8Array }): Promise<Prediction> {
  if (job.model.format === "onnx") {
    const model = await loadOnnx(job.model.path);
    return predictOnnx(model, decodeImage(job.bytes, job.limits), job.taskType);
  }
  const model = await loadModel(job.model.path);
  const prediction = predictPixels(model, decodeImage(job.bytes, job.limits));
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
  try {
    reply = { id: job.id, prediction: await work(job) };
  } catch (error) {
    reply =
      error instanceof EngineRefusal
        ? { id: job.id, refusal: { status: error.status, message: error.message } }
        : { id: job.id, failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
