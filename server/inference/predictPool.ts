import os from "node:os";
import { Worker } from "node:worker_threads";
import type { ImageLimits } from "../training/image";
import { EngineRefusal } from "../training/text";
import type { ModelFormat } from "../../src/contracts/modelManifest";
import type { TaskType } from "./onnxPredict";
import type { Prediction } from "./predict";

/** The model a worker runs: a checkpoint of the built-in trainers, or an ONNX file with model.json beside it. */
export interface ModelRef {
  path: string;
  format: ModelFormat;
}

/**
 * What a worker is asked: predict on these image bytes with this model, as a service of this task type;
 * or (no bytes) load the model and run it once, so the service's first call finds it warm.
 */
export interface PredictJob {
  id: number;
  model: ModelRef;
  taskType: TaskType;
  bytes: Uint8Array | null;
  limits: ImageLimits;
}

/** What a worker spent on a job, in ms: decoding the image, running the model on it. */
export interface WorkerTiming {
  decodeMs: number;
  inferMs: number;
}

/**
 * Where a prediction's time went, in ms, filled by `run` when asked: waiting for a free worker, the
 * hand-over to the worker and back (messages, thread wake-ups), and the worker's own work.
 */
export interface PoolTiming extends WorkerTiming {
  queueMs: number;
  hopMs: number;
}

/** A worker's answer: the prediction, a refusal of the image or the checkpoint (4xx), or a failure. */
export type PredictReply =
  | { id: number; prediction: Prediction | null; timing?: WorkerTiming }
  | { id: number; refusal: { status: number; message: string } }
  | { id: number; failure: string };

interface Pending {
  job: PredictJob;
  timing?: PoolTiming;
  queuedAt: number;
  sentAt: number;
  resolve: (prediction: Prediction | null) => void;
  reject: (error: Error) => void;
}

/**
 * Workers: one fewer than the cores, and at least two, so one large image never holds up every other
 * call; at most four (each holds a decoded image of up to 64 MB while it works).
 */
export const poolSize = (cores = os.availableParallelism()) => Math.min(4, Math.max(2, cores - 1));

const WORKER_ENTRY = new URL("./predictWorker.mjs", import.meta.url);

/**
 * Predictions off the main thread (decoding a large PNG alone takes seconds): a few worker threads,
 * each working on one image at a time. A worker starts when a call finds every started one busy
 * (loading its code takes a second or more) and is kept; calls beyond `size` wait in one line, first
 * come first served. A worker that dies fails the call it held and is replaced by the next call.
 */
export class PredictPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly waiting: Pending[] = [];
  private workers = 0;
  private nextId = 1;
  private closed = false;

  constructor(readonly size = poolSize()) {}

  run(
    model: ModelRef,
    taskType: TaskType,
    bytes: Uint8Array,
    limits: ImageLimits,
    timing?: PoolTiming,
  ): Promise<Prediction> {
    return this.queue(model, taskType, bytes, limits, timing) as Promise<Prediction>;
  }

  /**
   * Loads the model in `count` workers (started as needed, at most the pool's size) and runs it once in
   * each: starting a worker and a model's first run take seconds, which the first calls would wait.
   */
  async warm(model: ModelRef, taskType: TaskType, count: number): Promise<void> {
    const jobs = Array.from({ length: Math.max(1, Math.min(this.size, count)) }, () =>
      this.queue(model, taskType, null, { maxBytes: 0, maxPixels: 0 }),
    );
    await Promise.all(jobs);
  }

  private queue(
    model: ModelRef,
    taskType: TaskType,
    bytes: Uint8Array | null,
    limits: ImageLimits,
    timing?: PoolTiming,
  ): Promise<Prediction | null> {
    if (this.closed) return Promise.reject(new Error("the prediction pool is closed"));
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, model, taskType, bytes, limits };
      this.waiting.push({ job, timing, queuedAt: performance.now(), sentAt: 0, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers started so far (for tests and the bench). */
  get started(): number {
    return this.workers;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new Error("the prediction pool is closed"));
    const all = [...this.idle.splice(0), ...this.busy.keys()];
    for (const pending of this.busy.values()) pending.reject(new Error("the prediction pool is closed"));
    this.busy.clear();
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length && !this.closed) {
      const worker = this.idle.shift() ?? (this.workers < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.waiting.shift()!;
      this.busy.set(worker, pending);
      worker.ref();
      pending.sentAt = performance.now();
      // A copy of its own: the caller's bytes may share a pooled buffer that must not be detached.
      if (!pending.job.bytes) {
        worker.postMessage(pending.job);
        continue;
      }
      const bytes = new Uint8Array(pending.job.bytes);
      worker.postMessage({ ...pending.job, bytes }, [bytes.buffer]);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_ENTRY, { execArgv: [] });
    worker.unref();
    this.workers += 1;
    let crash: Error | undefined;
    worker.on("message", (reply: PredictReply) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      if (!this.closed) this.idle.push(worker);
      if (pending) settle(pending, reply);
      this.dispatch();
    });
    worker.on("error", (error) => {
      crash = error;
    });
    worker.on("exit", () => {
      if (this.closed) return;
      this.workers -= 1;
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      pending?.reject(crash ?? new Error("a prediction worker stopped"));
      this.dispatch();
    });
    return worker;
  }
}

function settle(pending: Pending, reply: PredictReply): void {
  if (pending.timing && "timing" in reply && reply.timing) {
    const { decodeMs, inferMs } = reply.timing;
    Object.assign(pending.timing, {
      queueMs: pending.sentAt - pending.queuedAt,
      hopMs: Math.max(0, performance.now() - pending.sentAt - decodeMs - inferMs),
      decodeMs,
      inferMs,
    });
  }
  if ("prediction" in reply) pending.resolve(reply.prediction);
  else if ("refusal" in reply) pending.reject(new EngineRefusal(reply.refusal.message, reply.refusal.status));
  else pending.reject(new Error(reply.failure));
}
