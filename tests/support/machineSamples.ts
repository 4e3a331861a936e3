import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { eventTypes } from "../../src/core/replay";

/**
 * Sample events for every registered machine, shared by the generated machine tests
 * (tests/machines/registered.machines.test.ts) and the screen tests (tests/plugins/machineScreens.test.tsx).
 * See the former for why each row exists.
 */
export interface MachineSamples {
  /** The actor's input. */
  input?: unknown;
  /** Events with real payloads; they replace the generic samples of the same type. */
  events?: AnyEventObject[];
  /**
   * State nodes left at once by an unguarded `always` (transient): no path rests in them, so the
   * graph's paths never end there. The test checks that each really has `always` transitions.
   */
  passThrough?: string[];
  /**
   * Tell states apart by value only: the machine's context grows without end (a counter, a queue),
   * so the graph with context in its key never stops growing. (Without it, such a machine is told
   * apart by value once its graph passes the traversal limit; this only saves that first attempt.)
   */
  byValue?: boolean;
  why: string;
}

const T0 = 1_700_000_000_000;
/** The annotation lifecycle: activation carries a deadline ahead of `now`; the tick comes after it. */
const lifecycleSamples: MachineSamples = {
  why: "activation needs a future deadline, the deadline tick a later time, a score a number",
  events: [
    { type: "ACTIVATE", deadline: T0 + 60_000, now: T0 },
    { type: "TICK", now: T0 + 120_000 },
    { type: "SCORE", score: 90 },
  ],
};
const LIFETIME = 288e5;
const sessionUser = (resource: string[]) => ({
  user: { id: "u", userName: "admin", resource },
  at: T0 + 100,
});
const opLogEntry = {
  id: "e-1",
  userId: "u",
  userName: "admin",
  userAccount: "admin",
  ip: "127.0.0.1",
  area: "home",
  operationTime: "2026-01-01 00:00:00",
  pageName: "首页",
  content: "visit",
};
const hpcForm = {
  accountType: 1,
  account: "hpc-a",
  password: "Pa55!",
  privateId: "id_rsa",
  privateKey: "KEY",
  verificationCode: "123456",
};

export const SAMPLES: Record<string, MachineSamples> = {
  session: {
    why: "loadUser's guard reads output.user.resource; the token grant needs issuedAt; TICK needs now",
    input: { now: T0, lifetimeMs: LIFETIME },
    events: [
      { type: "SUBMIT", account: "admin", password: "Admin@123" },
      { type: "EXCHANGE_CODE", code: "c-1" },
      { type: "TICK", now: T0 + LIFETIME },
      { type: "xstate.done.actor.requestToken", output: { token: "tok", issuedAt: T0 } },
      { type: "xstate.done.actor.exchangeCode", output: { token: "tok", issuedAt: T0 } },
      { type: "xstate.done.actor.loadUser", output: sessionUser(["home"]) },
      { type: "xstate.done.actor.loadUser", output: sessionUser([]) },
      { type: "xstate.done.actor.loadCodes", output: ["home"] },
      { type: "xstate.done.actor.loadCodes", output: [] },
    ],
    passThrough: ["session.starting", "session.expired"],
  },
  smsCode: {
    why: "input sets the purpose, countdown and code length; SEND needs a valid phone (EDIT); answers carry ok, the send its time; TICK carries now",
    input: { type: 2, resendSeconds: 2, codeLength: 6 },
    events: [
      { type: "EDIT", patch: { phone: "13800138000", verificationCode: "123456", password: "" } },
      { type: "xstate.done.actor.sendCode", output: { ok: true, at: T0 } },
      { type: "xstate.done.actor.sendCode", output: { ok: false, info: "发送失败" } },
      { type: "TICK", now: T0 + 1000 },
      { type: "xstate.done.actor.validateCode", output: { ok: true } },
      { type: "xstate.done.actor.validateCode", output: { ok: false, info: "验证码错误" } },
    ],
  },
  opLogFlush: {
    why: "input.ready is required; ENQUEUE carries entries; the queue grows with every ENQUEUE",
    input: { ready: false },
    events: [{ type: "ENQUEUE", entries: [opLogEntry] }],
    passThrough: ["opLogFlush.settling"],
    byValue: true,
  },
  hpcBinding: {
    why: "input sets the countdown and code length; SUBMIT needs a complete form (EDIT); answers carry codes, the code request its time; TICK carries now",
    input: { resendSeconds: 2, codeMaxLength: 6 },
    events: [
      { type: "EDIT", patch: hpcForm },
      {
        type: "xstate.done.actor.checkCredential",
        output: { code: 200, data: { kind: "verification_code" } },
      },
      { type: "xstate.done.actor.checkCredential", output: { code: 200 } },
      { type: "xstate.done.actor.checkCredential", output: { code: 500, info: "密码错误" } },
      { type: "xstate.done.actor.requestCode", output: { code: 200, at: T0 } },
      { type: "TICK", now: T0 + 1000 },
      { type: "xstate.done.actor.requestCode", output: { code: 500, info: "太频繁" } },
      { type: "xstate.done.actor.checkCode", output: { code: 200 } },
      { type: "xstate.done.actor.saveAccount", output: { code: 200, data: { account: "hpc-a" } } },
    ],
  },
  uploadQueue: {
    why: "ADD carries the files (one that exists opens the prompt); answers carry codes, offsets and quota verdicts",
    input: { chunkSize: 4, maxRetries: 1 },
    events: [
      {
        type: "ADD",
        files: [{ id: "a", name: "/GPUFS/admin/a.bin", size: 8, volume: "GPUFS", exists: true }],
      },
      { type: "ANSWER_OVERWRITE", overwrite: true },
      { type: "RETRY", id: "a" },
      { type: "CANCEL", id: "a" },
      { type: "xstate.done.actor.checkQuota", output: { ok: true } },
      { type: "xstate.done.actor.sendChunk", output: { code: 200 } },
      { type: "xstate.done.actor.sendChunk", output: { code: 500, info: "失败" } },
      { type: "xstate.error.actor.sendChunk", error: { status: 503 } },
      { type: "xstate.done.actor.askServerOffset", output: 4 },
    ],
    passThrough: ["uploadQueue.intake.reviewing", "uploadQueue.transfer.uploading.preparing"],
  },
  annotationTask: lifecycleSamples,
  annotationSubTask: lifecycleSamples,
  hpcTokenRefresh: {
    why: "input sets the interval; the refresh answer carries the account; the counters grow without end",
    input: { intervalMs: 300_000 },
    events: [{ type: "xstate.done.actor.refreshToken", output: { account: "hpc-a", token: "t" } }],
    byValue: true,
  },
};

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap(allNodes),
];

/** The generic samples derived from the definition, with the row's payloads in place of their type's. */
export function samplesOf(machine: AnyStateMachine, row: MachineSamples | undefined): AnyEventObject[] {
  const derived: AnyEventObject[] = eventTypes(machine).map((type) => ({ type }));
  for (const node of allNodes(machine.root)) {
    for (const invoke of node.invoke) {
      derived.push({ type: `xstate.done.actor.${invoke.id}`, output: {} });
      derived.push({ type: `xstate.error.actor.${invoke.id}`, error: { message: "sample failure" } });
    }
    for (const delayed of node.after) derived.push({ type: delayed.eventType });
  }
  const given = new Set((row?.events ?? []).map((event) => event.type));
  const unique = new Map<string, AnyEventObject>();
  for (const event of [...derived.filter((event) => !given.has(event.type)), ...(row?.events ?? [])]) {
    unique.set(JSON.stringify(event), event);
  }
  return [...unique.values()];
}

/** How many states a traversal may visit before it counts as unbounded. */
const TRAVERSAL_LIMIT = 20_000;

/**
 * The shortest path to every state the samples reach (xstate/graph). States are told apart by value
 * and context; a machine whose context grows without end (a counter, a queue: a freshly scaffolded
 * plugin's machine counts its runs) makes that graph unbounded, so past the limit, or with `byValue`
 * in its row, states are told apart by value alone. The reachability test still names any state
 * node the paths miss.
 */
export function shortestPaths(machine: AnyStateMachine, row: MachineSamples | undefined) {
  const options = { events: samplesOf(machine, row), input: row?.input, limit: TRAVERSAL_LIMIT };
  const byValue = { serializeState: (state: AnyMachineSnapshot) => JSON.stringify(state.value) };
  if (row?.byValue) return getShortestPaths(machine, { ...options, ...byValue });
  try {
    return getShortestPaths(machine, options);
  } catch (error) {
    if (!(error instanceof Error) || error.message !== "Traversal limit exceeded") throw error;
    return getShortestPaths(machine, { ...options, ...byValue });
  }
}
