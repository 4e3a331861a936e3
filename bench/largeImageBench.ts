import { shapePng, type Rgb } from "../tests/support/shapeImage";

/** A cheap call's latencies: p50 and the worst, over `calls` calls. */
export interface ProbeTimes {
  calls: number;
  p50Ms: number;
  maxMs: number;
}

/** One large image through the service URL, and what a cheap call meanwhile waits (ai-domain §7, published services). */
export interface LargeImageBench {
  image: { width: number; height: number; bytes: number };
  /** The large image's call, start to answer. */
  largeMs: number;
  /** The same image predicted in-process (decode, working size, windows), when measured. */
  inProcessMs?: number;
  largeAnswered: boolean;
  /** Each probe alone (nothing else running), then while the large call runs. */
  probes: { what: string; idle: ProbeTimes; during: ProbeTimes }[];
}

export const LARGE_SIDE = 4000;
const IDLE_PROBES = 20;
/** A probe's calls are this far apart, so they sample the server rather than compete with it. */
const PROBE_GAP_MS = 50;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? 0;

function summarise(times: number[]): ProbeTimes {
  const sorted = [...times].sort((a, b) => a - b);
  return { calls: sorted.length, p50Ms: quantile(sorted, 0.5), maxMs: sorted[sorted.length - 1] ?? 0 };
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

/**
 * A 4000 × 4000 PNG (a flat background, one red square: some 67 KB) posted to the service URL by
 * `large`; while it runs, each probe is called one call after another and timed (a probe that waits
 * for the large call shows it as its worst latency).
 */
export async function measureLargeImage(
  large: (image: Buffer) => Promise<boolean>,
  probes: { what: string; call: () => Promise<unknown> }[],
  inProcess?: (image: Buffer) => unknown,
): Promise<LargeImageBench> {
  const background: Rgb = [200, 200, 200];
  const size = Math.round(LARGE_SIDE / 4);
  const image = shapePng(LARGE_SIDE, LARGE_SIDE, background, [
    { kind: "square", x: size, y: size, size, rgb: [220, 40, 40] },
  ]);
  const inProcessMs = inProcess ? await timed(async () => inProcess(image)) : undefined;
  const idle: ProbeTimes[] = [];
  for (const probe of probes) {
    const times: number[] = [];
    for (let n = 0; n < IDLE_PROBES; n += 1) times.push(await timed(probe.call));
    idle.push(summarise(times));
  }
  let done = false;
  const start = performance.now();
  const largeCall = large(image).finally(() => {
    done = true;
  });
  const during = await Promise.all(
    probes.map(async (probe) => {
      const times: number[] = [];
      while (!done) {
        times.push(await timed(probe.call));
        await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
      }
      return summarise(times);
    }),
  );
  const largeAnswered = await largeCall;
  return {
    image: { width: LARGE_SIDE, height: LARGE_SIDE, bytes: image.length },
    largeMs: performance.now() - start,
    largeAnswered,
    ...(inProcessMs === undefined ? {} : { inProcessMs }),
    probes: probes.map((probe, n) => ({ what: probe.what, idle: idle[n]!, during: during[n]! })),
  };
}

const probeText = (times: ProbeTimes) =>
  `${times.calls} calls, p50 ${times.p50Ms.toFixed(1)} ms, worst ${times.maxMs.toFixed(1)} ms`;

export function largeImageLines(bench: LargeImageBench): string[] {
  return [
    `  one ${bench.image.width} × ${bench.image.height} PNG (${(bench.image.bytes / 1024).toFixed(0)} KB) through the endpoint: ${bench.largeMs.toFixed(0)} ms${bench.largeAnswered ? "" : " (refused)"}${bench.inProcessMs === undefined ? "" : `; in-process predict ${bench.inProcessMs.toFixed(0)} ms`}`,
    ...bench.probes.flatMap((probe) => [
      `    ${probe.what} alone: ${probeText(probe.idle)}`,
      `    ${probe.what} meanwhile: ${probeText(probe.during)}`,
    ]),
  ];
}
