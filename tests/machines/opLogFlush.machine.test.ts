import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import {
  OP_LOG_DEFAULTS,
  opLogFlushMachine,
  type OpLogEntry,
  type OpLogFlushInput,
  type SendBatchInput,
} from "../../src/machines/opLogFlush.machine";

const entry = (n: number): OpLogEntry => ({
  id: `e-${n}`,
  userId: "1",
  userName: "管理员",
  userAccount: "admin",
  ip: "127.0.0.1",
  area: "北京市",
  operationTime: "2026-11-21 10:00:00",
  pageName: "首页",
  content: `访问 ${n}`,
});
const entries = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => entry(from + i));

/**
 * A stand-in for the server: stores entries by id (a second copy of an id is ignored, as the reference
 * server does), fails the next `failNext` requests, or holds requests until released.
 */
function fakeServer() {
  const stored: string[] = [];
  const seen = new Set<string>();
  const requests: SendBatchInput[] = [];
  /** Requests from this index on are held (never answered) until `hold` is cleared. */
  const state = { failNext: 0, holdFrom: Infinity, resends: 0 };
  const held: (() => void)[] = [];
  const send = (input: SendBatchInput) => {
    requests.push(input);
    if (state.failNext > 0) {
      state.failNext--;
      return Promise.reject(new Error("503"));
    }
    const store = () => {
      for (const item of input.entries) {
        if (seen.has(item.id)) state.resends++;
        else {
          seen.add(item.id);
          stored.push(item.id);
        }
      }
    };
    if (requests.length - 1 >= state.holdFrom)
      return new Promise<void>((resolve) => held.push(() => (store(), resolve())));
    store();
    return Promise.resolve();
  };
  return { stored, requests, state, held, send };
}

type Server = ReturnType<typeof fakeServer>;

function startFlush(server: Server, input: Partial<OpLogFlushInput> = {}, clock = new SimulatedClock()) {
  const reportFailure = vi.fn();
  const reportDrop = vi.fn();
  const machine = opLogFlushMachine.provide({
    actors: { sendBatch: fromPromise<unknown, SendBatchInput>(({ input: batch }) => server.send(batch)) },
    actions: {
      reportFailure: (_, params) => reportFailure(params),
      reportDrop: (_, params) => reportDrop(params),
    },
  });
  const actor = createActor(machine, { input: { ready: true, ...input }, clock });
  actor.start();
  return { actor, clock, reportFailure, reportDrop };
}

/** Lets settled promises (the injected send and what follows it) run to the end. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Moves the simulated clock in steps, letting sends settle in between. */
async function advance(clock: SimulatedClock, ms: number, step = 250) {
  for (let passed = 0; passed < ms; passed += step) {
    clock.increment(Math.min(step, ms - passed));
    await settle();
  }
}

const idsOf = (from: number, to: number) => entries(from, to).map((item) => item.id);

describe("op-log flush machine", () => {
  it("gathers entries for gatherMs and sends them as one batch", async () => {
    const server = fakeServer();
    const { actor, clock } = startFlush(server);
    actor.send({ type: "ENQUEUE", entries: [entry(0)] });
    actor.send({ type: "ENQUEUE", entries: [entry(1), entry(2)] });
    expect(actor.getSnapshot().value).toBe("gathering");
    await advance(clock, OP_LOG_DEFAULTS.gatherMs - 250);
    expect(server.requests).toHaveLength(0);
    await advance(clock, 250);
    expect(server.requests).toHaveLength(1);
    expect(server.stored).toEqual(idsOf(0, 3));
    expect(actor.getSnapshot().value).toBe("empty");
  });

  it("a flush that fails three times then succeeds delivers every entry exactly once and in order", async () => {
    const server = fakeServer();
    server.state.failNext = 3;
    const { actor, clock, reportFailure } = startFlush(server, { batchSize: 10 });
    actor.send({ type: "ENQUEUE", entries: entries(0, 25) });
    await settle();
    // A full batch leaves at once and fails; the next tries wait 1 s, 2 s, 4 s (growing).
    expect(server.requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("backingOff");
    expect(actor.getSnapshot().context.queue.map((item) => item.id)).toEqual(idsOf(0, 25));
    const attemptsAfter = async (ms: number) => (await advance(clock, ms, 50), server.requests.length);
    expect(await attemptsAfter(950)).toBe(1);
    expect(await attemptsAfter(50)).toBe(2);
    expect(await attemptsAfter(1950)).toBe(2);
    expect(await attemptsAfter(50)).toBe(3);
    expect(await attemptsAfter(3950)).toBe(3);
    expect(await attemptsAfter(50)).toBeGreaterThanOrEqual(4);
    await advance(clock, 10_000);

    expect(reportFailure).toHaveBeenCalledTimes(3);
    expect(reportFailure.mock.calls[0][0]).toMatchObject({ count: 10 });
    expect(server.stored).toEqual(idsOf(0, 25));
    expect(server.state.resends).toBe(0);
    // Every failed request sent the same oldest batch again, in order.
    for (const request of server.requests.slice(0, 4)) {
      expect(request.entries.map((item) => item.id)).toEqual(idsOf(0, 10));
    }
    expect(actor.getSnapshot().context).toMatchObject({
      delivered: 25,
      failures: 0,
      queue: [],
      inflight: [],
    });
  });

  it("a reload in the middle loses nothing: the persisted queue (in flight first) is sent again", async () => {
    const server = fakeServer();
    // The second batch is in flight when the page reloads: its request dies with the page.
    server.state.holdFrom = 1;
    const first = startFlush(server, { batchSize: 50 });
    first.actor.send({ type: "ENQUEUE", entries: entries(0, 120) });
    await settle();
    expect(server.stored).toEqual(idsOf(0, 50));
    const { inflight, queue, dropped } = first.actor.getSnapshot().context;
    expect(inflight.map((item) => item.id)).toEqual(idsOf(50, 100));
    const persisted = [...inflight, ...queue];
    first.actor.stop();
    server.held.length = 0;
    server.state.holdFrom = Infinity;

    const second = startFlush(server, { batchSize: 50, queue: persisted, dropped });
    await settle();
    await advance(second.clock, OP_LOG_DEFAULTS.gatherMs + 500);
    expect(server.stored).toEqual(idsOf(0, 120));
    expect(server.state.resends).toBe(0);
  });

  it("10 000 entries go out in no more requests than the batch size implies", async () => {
    const server = fakeServer();
    const batchSize = OP_LOG_DEFAULTS.batchSize;
    const { actor, clock } = startFlush(server, { batchSize, maxQueue: 20_000 });
    // In bursts of 100 (a busy page), not 10 000 one-entry events: each event copies the waiting
    // queue, so single entries made this test quadratic (10 s and more on a loaded host).
    for (let n = 0; n < 10_000; n += 100) actor.send({ type: "ENQUEUE", entries: entries(n, n + 100) });
    await advance(clock, 5_000);
    expect(server.stored).toHaveLength(10_000);
    expect(server.stored).toEqual(idsOf(0, 10_000));
    expect(server.requests.length).toBeLessThanOrEqual(Math.ceil(10_000 / batchSize));
    expect(server.requests.length).toBe(200);
  });

  it("entries trickling in (one every 10 ms) still leave in few, full batches", async () => {
    // 2 000 entries (20 s of trickle, 40 full batches) show it as well as 10 000 did, in a fifth of
    // the macrotask turns (each `settle` waits for the event loop, slow on a loaded host).
    const total = 2_000;
    const server = fakeServer();
    const { actor, clock } = startFlush(server);
    for (let n = 0; n < total; n++) {
      actor.send({ type: "ENQUEUE", entries: [entry(n)] });
      clock.increment(10);
      if (n % 25 === 0) await settle();
    }
    await advance(clock, OP_LOG_DEFAULTS.gatherMs + 500);
    expect(server.stored).toEqual(idsOf(0, total));
    expect(server.requests.length).toBe(Math.ceil(total / OP_LOG_DEFAULTS.batchSize));
  });

  it("the bound drops the oldest entries and counts them", async () => {
    const server = fakeServer();
    const { actor, reportDrop } = startFlush(server, { ready: false, maxQueue: 100 });
    expect(actor.getSnapshot().value).toBe("paused");
    actor.send({ type: "ENQUEUE", entries: entries(0, 80) });
    actor.send({ type: "ENQUEUE", entries: entries(80, 150) });
    const { queue, dropped } = actor.getSnapshot().context;
    expect(queue.map((item) => item.id)).toEqual(idsOf(50, 150));
    expect(dropped).toBe(50);
    expect(reportDrop).toHaveBeenCalledWith({ count: 50, total: 50 });
    actor.send({ type: "SESSION_READY" });
    actor.send({ type: "FLUSH" });
    await settle();
    await settle();
    expect(server.stored).toEqual(idsOf(50, 150));
  });

  it("a flush (logout, page hidden) sends at once with keepalive and drains the queue", async () => {
    const server = fakeServer();
    const { actor } = startFlush(server, { batchSize: 10 });
    actor.send({ type: "ENQUEUE", entries: entries(0, 15) });
    await settle();
    expect(server.requests).toHaveLength(1);
    actor.send({ type: "FLUSH", keepalive: true });
    await settle();
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1].keepalive).toBe(true);
    expect(server.stored).toEqual(idsOf(0, 15));
    expect(actor.getSnapshot().context).toMatchObject({ urgent: false, keepalive: false });
  });

  it("without a session nothing is sent; entries wait for the next one", async () => {
    const server = fakeServer();
    const { actor, clock } = startFlush(server);
    actor.send({ type: "SESSION_ENDED" });
    actor.send({ type: "ENQUEUE", entries: entries(0, 3) });
    await advance(clock, 10_000);
    expect(actor.getSnapshot().value).toBe("paused");
    expect(server.requests).toHaveLength(0);
    actor.send({ type: "SESSION_READY" });
    await advance(clock, OP_LOG_DEFAULTS.gatherMs);
    expect(server.stored).toEqual(idsOf(0, 3));
  });

  it("the retry delay is capped", async () => {
    const server = fakeServer();
    server.state.failNext = 100;
    const { actor, clock } = startFlush(server, { retryBaseMs: 1000, retryMaxMs: 8000 });
    actor.send({ type: "ENQUEUE", entries: [entry(0)] });
    actor.send({ type: "FLUSH" });
    await settle();
    await advance(clock, 1000 + 2000 + 4000 + 8000 + 8000 + 8000, 1000);
    expect(server.requests).toHaveLength(7);
    expect(actor.getSnapshot().context.queue.map((item) => item.id)).toEqual(["e-0"]);
  });
});
