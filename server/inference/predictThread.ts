import { parentPort } from "node:worker_threads";
import { EngineRefusal } from "../training/text";
import { loadModel } from "./model";
import { predict } from "./predict";
import type { PredictJob, PredictReply } from "./predictPool";

/** A prediction worker's loop: one job at a time, the model read once per checkpoint (loadModel's cache). */
parentPort!.on("message", async (job: PredictJob) => {
  let reply: PredictReply;
  try {
    const model = await loadModel(job.checkpointPath);
    reply = { id: job.id, prediction: predict(model, job.bytes, { limits: job.limits }) };
  } catch (error) {
    reply =
      error instanceof EngineRefusal
        ? { id: job.id, refusal: { status: error.status, message: error.message } }
        : { id: job.id, failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
