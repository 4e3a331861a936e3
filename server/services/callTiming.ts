import type { PoolTiming } from "../inference/predictPool";

/**
 * Where an answered call's time went on the server, in ms (the service URL's Server-Timing header, and
 * the bench's breakdown): the token and service checked, the model looked up, waiting for an instance
 * and a worker, the hand-over to the worker and back, decoding, the model's run, the call recorded.
 */
export interface CallTiming extends PoolTiming {
  checkMs: number;
  modelMs: number;
  recordMs: number;
}

export const newCallTiming = (): CallTiming => ({
  checkMs: 0,
  modelMs: 0,
  queueMs: 0,
  hopMs: 0,
  decodeMs: 0,
  inferMs: 0,
  recordMs: 0,
});

/** The timing as a Server-Timing header (one metric a stage, then the server's whole time). */
export function serverTiming(timing: CallTiming, totalMs: number): string {
  const stages: [string, number][] = [
    ["check", timing.checkMs],
    ["model", timing.modelMs],
    ["queue", timing.queueMs],
    ["hop", timing.hopMs],
    ["decode", timing.decodeMs],
    ["infer", timing.inferMs],
    ["record", timing.recordMs],
    ["total", totalMs],
  ];
  return stages.map(([name, ms]) => `${name};dur=${ms.toFixed(3)}`).join(", ");
}
