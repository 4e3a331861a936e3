import http from "node:http";

/** The stages of the service URL's Server-Timing header (server/services/callTiming.ts), in order. */
export const STAGES = ["check", "model", "queue", "hop", "decode", "infer", "record"] as const;
export type Stage = (typeof STAGES)[number];

/** Mean ms a call, per server stage, plus what lies outside them (Fastify, HTTP, the client). */
export type StageMeans = Record<Stage | "fastify" | "http", number>;

/** How many calls of one side took how long, and the latency of each (ms). */
export interface Side {
  calls: number;
  totalMs: number;
  latencies: number[];
}

/** A side's figures: throughput and latency quantiles. */
export interface SideFigures {
  calls: number;
  callsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? 0;

export function figuresOf(side: Side): SideFigures {
  const sorted = [...side.latencies].sort((a, b) => a - b);
  return {
    calls: side.calls,
    callsPerSecond: (side.calls / side.totalMs) * 1000,
    p50Ms: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
  };
}

/**
 * `callers` callers at once, each calling again as soon as its call is answered, until `calls` calls were
 * made or `budgetMs` passed; adds the calls, the time and each call's latency to `side`.
 */
export async function runCallers(
  side: Side,
  callers: number,
  calls: number,
  budgetMs: number,
  call: () => Promise<unknown>,
): Promise<void> {
  let started = 0;
  let answered = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (started < calls && performance.now() - start < budgetMs) {
        started += 1;
        const before = performance.now();
        await call();
        side.latencies.push(performance.now() - before);
        answered += 1;
      }
    }),
  );
  side.totalMs += performance.now() - start;
  side.calls += answered;
}

/** Sums of each stage over the calls seen, to report means. */
export class StageSums {
  private readonly sums = new Map<string, number>();
  private count = 0;

  /** One answered call: its Server-Timing header and how long the caller waited for it (ms). */
  add(header: string | undefined, clientMs: number): void {
    if (!header) return;
    this.count += 1;
    for (const part of header.split(",")) {
      const [name, dur] = part.trim().split(";dur=");
      if (name && dur) this.sums.set(name, (this.sums.get(name) ?? 0) + Number(dur));
    }
    this.sums.set("client", (this.sums.get("client") ?? 0) + clientMs);
  }

  means(): StageMeans | undefined {
    if (!this.count) return undefined;
    const mean = (name: string) => (this.sums.get(name) ?? 0) / this.count;
    const staged = STAGES.reduce((sum, stage) => sum + mean(stage), 0);
    const means = Object.fromEntries(STAGES.map((stage) => [stage, mean(stage)])) as StageMeans;
    // Fastify: the server's time outside the handler's stages (routing, body, hooks, the answer's JSON);
    // http: what the caller waited beyond the server's time (sockets, parsing, the client itself).
    means.fastify = Math.max(0, mean("total") - staged);
    means.http = Math.max(0, mean("client") - mean("total"));
    return means;
  }
}

/**
 * A caller of the service URL as a program calling it in a loop would be: a kept-alive connection per
 * concurrent caller (node:http, no connection opened per call), the raw image/png body, tokens in turn
 * (each far below its per-minute limit); each answer's Server-Timing goes into `stages`.
 */
export function serviceCaller(url: string, keys: string[], image: Buffer, stages: StageSums) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let sent = 0;
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const before = performance.now();
      const request = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: {
            authorization: `Bearer ${keys[sent++ % keys.length]}`,
            "content-type": "image/png",
            "content-length": image.length,
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode !== 200)
              return reject(new Error(`the ONNX service answered ${response.statusCode}`));
            stages.add(response.headers["server-timing"] as string | undefined, performance.now() - before);
            resolve();
          });
        },
      );
      request.on("error", reject);
      request.end(image);
    });
  return { call, close: () => agent.destroy() };
}
