import fs from "node:fs";
import type { UsageLog } from "../platform/usageLog";
import type { DbClock } from "../lib/db";
import { SERVICE_TEXT, type InferenceAnswer } from "../../src/contracts/services";
import { loadModel } from "../inference/model";
import type { Prediction } from "../inference/predict";
import { PredictPool, type ModelRef } from "../inference/predictPool";
import { Refusal, refuse } from "../lib/refusal";
import { EngineRefusal, MODEL_TEXT } from "../training/text";
import { ModelVersionStore } from "../platform/ai/modelVersionStore";
import type { CallInput, CallStore } from "./callStore";
import type { CallTiming } from "./callTiming";
import type { UsageRecordInput } from "../platform/usageLog";
import { InstanceSlots } from "./instanceSlots";
import type { ServiceRow } from "../platform/ai/serviceStore";

/** The largest image a call may send (a file part or a raw body). */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
/** Pixels the endpoint decodes at most (a 4 MB PNG could otherwise expand to gigabytes). */
export const MAX_PIXELS = 16_000_000;

export type { InferenceAnswer };

export function answerOf(prediction: Prediction, latencyMs: number): InferenceAnswer {
  return {
    labels: prediction.labels.map(({ label, color, score }) => ({ label, color, score })),
    boxes: prediction.boxes.map(({ label, color, score, x, y, width, height }) => ({
      label,
      color,
      score,
      x,
      y,
      width,
      height,
    })),
    width: prediction.width,
    height: prediction.height,
    latencyMs,
  };
}

const busy = (): never => {
  throw new Refusal(429, SERVICE_TEXT.busy, { headers: { "retry-after": "5" } });
};

/** A fixed-window counter per key: at most `limit` calls per `windowMs`. */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  allow(key: string): boolean {
    const at = this.now();
    const current = this.windows.get(key);
    if (!current || at - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(key, { start: at, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= this.limit;
  }
}

/**
 * Runs a service's model on an image: the version's model (a checkpoint or an ONNX file) is checked once
 * per version and kept until the last service of the version is deleted (`forget`); the prediction
 * itself runs in the worker pool, at most `instances` of a service's at once (InstanceSlots), as the
 * service's task type (classification: the whole image; detection: boxes). `warm` loads the model into
 * the workers when a service starts, so its first call is as quick as the next. Every call, answered or
 * refused, is recorded in service_calls (monitoring); an answered token call is also metered in the
 * usage log, billed to the service's owner. Demo calls are anonymous visitors': recorded, not metered.
 */
export class ServiceEngine {
  private readonly models = new Map<number, ModelRef>();
  private readonly versions: ModelVersionStore;
  private readonly slots = new InstanceSlots();
  readonly pool: PredictPool;

  /** An answered token call's record and its usage in one transaction: both are stored, or neither. */
  private readonly recordAnswered: (call: CallInput, usage: UsageRecordInput | null) => void;

  constructor(
    private readonly platform: DbClock & { usage: UsageLog },
    private readonly calls: CallStore,
    pool = new PredictPool(),
  ) {
    this.versions = new ModelVersionStore(platform.db, platform.now);
    this.pool = pool;
    this.recordAnswered = platform.db.transaction((call: CallInput, usage: UsageRecordInput | null) => {
      this.calls.record(call);
      if (usage) this.platform.usage.record(usage);
    });
  }

  /**
   * The version's model, from the cache or its checkpoint. A closed or deleted version no longer
   * serves (409, the owner can open the version again or publish another); a missing file is 404.
   */
  async model(service: ServiceRow): Promise<ModelRef> {
    const version = this.versions.get(service.user_id, service.model_version_id);
    if (!version || !version.status) {
      this.models.delete(service.model_version_id);
      return refuse(409, version ? SERVICE_TEXT.versionClosedServing : SERVICE_TEXT.versionGone);
    }
    const cached = this.models.get(service.model_version_id);
    if (cached && cached.path === version.file_path) return cached;
    try {
      const model: ModelRef = {
        path: version.file_path,
        format: version.format === "onnx" ? "onnx" : "checkpoint",
      };
      // A checkpoint is read here to check it; an ONNX file is only looked for (its sessions live in the workers).
      if (model.format === "checkpoint") await loadModel(version.file_path);
      else if (!fs.existsSync(version.file_path)) throw new EngineRefusal(MODEL_TEXT.missing, 404);
      this.models.set(service.model_version_id, model);
      return model;
    } catch (error) {
      if (error instanceof EngineRefusal) refuse(error.status, error.message);
      throw error;
    }
  }

  forget(versionId: number): void {
    this.models.delete(versionId);
  }

  get cachedVersions(): number {
    return this.models.size;
  }

  /**
   * Predicts for the image bytes with the service's model, in the pool, within the service's instances;
   * fills `timing` when given (the wait for an instance counts as queue).
   */
  async infer(service: ServiceRow, bytes: Uint8Array, timing?: CallTiming): Promise<Prediction> {
    const started = performance.now();
    const model = await this.model(service);
    const modelled = performance.now();
    const release = (await this.slots.acquire(service.id, service.instances)) ?? busy();
    const slotted = performance.now();
    try {
      const prediction = await this.pool.run(
        model,
        service.task_type,
        bytes,
        { maxBytes: MAX_IMAGE_BYTES, maxPixels: MAX_PIXELS },
        timing,
      );
      if (timing) {
        timing.modelMs = modelled - started;
        timing.queueMs += slotted - modelled;
      }
      return prediction;
    } catch (error) {
      if (error instanceof EngineRefusal) refuse(error.status >= 500 ? 422 : error.status, error.message);
      throw error;
    } finally {
      release();
    }
  }

  /** Loads the service's model into as many workers as it has instances (at most the pool's size). */
  async warm(service: ServiceRow): Promise<void> {
    const model = await this.model(service);
    await this.pool.warm(model, service.task_type, service.instances);
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /**
   * Runs `work` as one call of the service and records it: status 200 with its latency, or the
   * refusal's status and text (the refusal is thrown on to the caller).
   */
  async recorded<Result>(
    service: ServiceRow,
    source: "token" | "demo",
    tokenId: () => number | null,
    work: () => Promise<Result>,
  ): Promise<{ result: Result; latencyMs: number }> {
    const startedAt = this.platform.now();
    const clock = performance.now();
    try {
      const result = await work();
      const latencyMs = Math.max(0, Math.round(performance.now() - clock));
      const endedAt = this.platform.now();
      this.recordAnswered(
        {
          serviceId: service.id,
          tokenId: tokenId(),
          source,
          statusCode: 200,
          latencyMs,
          error: "",
          calledAt: startedAt,
        },
        source === "token"
          ? {
              userId: service.user_id,
              kind: "inference",
              quantity: 1,
              refType: "service",
              refId: String(service.id),
              startedAt,
              endedAt,
            }
          : null,
      );
      return { result, latencyMs };
    } catch (error) {
      const refusal = error instanceof Refusal ? error : undefined;
      this.calls.record({
        serviceId: service.id,
        tokenId: tokenId(),
        source,
        statusCode: refusal?.httpStatus ?? 500,
        latencyMs: Math.max(0, Math.round(performance.now() - clock)),
        error: refusal?.text ?? "internal error",
        calledAt: startedAt,
      });
      throw error;
    }
  }
}
