import { parentPort } from "node:worker_threads";
import { decodeImage } from "../training/image";
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
  if (job.model.format === "onnx") {
    const model = await loadOnnx(job.model.path);
    return job.bytes && predictOnnx(model, decodeImage(job.bytes, job.limits), job.taskType);
  }
  const model = await loadModel(job.model.path);
  if (!job.bytes) return null;
  const prediction = predictPixels(model, decodeImage(job.bytes, job.limits));
  return job.taskType === "classification" ? { ...prediction, boxes: [] } : prediction;
}

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
