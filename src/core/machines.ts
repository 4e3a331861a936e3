import { BehaviorSubject, type Observable } from "rxjs";
import {
  createActor,
  initialTransition,
  transition,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ActorOptions,
  type EventObject,
} from "xstate";

export const TRACE_SCHEMA_VERSION = 1;

export interface RecordedEvent {
  event: EventObject;
  /** Epoch ms (or the simulated clock's time) when the root actor received it. */
  at: number;
}

export interface MachineTrace {
  schemaVersion: number;
  /**
   * Where the events start when the oldest were dropped from a long-lived actor's log: the state
   * after the dropped events (a persisted snapshot) and how many there were.
   */
  base?: { dropped: number; snapshot: unknown };
  machineId: string;
  machineHash: string;
  input: unknown;
  events: RecordedEvent[];
  /** The persisted snapshot at export time: a checkpoint to compare a replay against. */
  checkpoint: unknown;
  exportedAt: number;
}

export interface RegisteredMachine {
  id: string;
  pluginId: string;
  machine: AnyStateMachine;
  hash: string;
}

export interface LiveActor {
  liveId: string;
  machineId: string;
  pluginId: string;
  actor: Actor<AnyStateMachine>;
  input: unknown;
  events: RecordedEvent[];
  startedAt: number;
  /** The state after the events dropped from the front of a long log (see MAX_RECORDED_EVENTS). */
  base?: { dropped: number; snapshot: AnyMachineSnapshot };
  /** Replaces the actor's state (see MachineRegistry.restore). */
  restore?: (snapshot: AnyMachineSnapshot, events: RecordedEvent[]) => void;
}

/** A live actor keeps at most this many events; older ones fold into its trace's base state. */
export const MAX_RECORDED_EVENTS = 5000;

function dropOldest(live: LiveActor, machine: AnyStateMachine): void {
  const [oldest] = live.events.splice(0, 1);
  const start = live.base?.snapshot ?? initialTransition(machine, live.input)[0];
  const [next] = transition(machine, start, oldest.event);
  live.base = { dropped: (live.base?.dropped ?? 0) + 1, snapshot: next };
}

export class MachineRegistryError extends Error {
  constructor(
    readonly code: "UNKNOWN_MACHINE" | "DUPLICATE_MACHINE" | "HASH_MISMATCH" | "BAD_TRACE",
    message: string,
  ) {
    super(message);
  }
}

/** FNV-1a over the machine's JSON definition: the same definition gives the same hash. */
export function machineHash(machine: AnyStateMachine): string {
  const text = JSON.stringify(machine.definition);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

type StartOptions = Pick<ActorOptions<AnyStateMachine>, "input" | "snapshot" | "clock" | "id">;

/**
 * The machine registry: every registered machine is started here, and the root actor's events are
 * recorded through XState's inspect API so a tester can export, import and replay a trace.
 */
export class MachineRegistry {
  private readonly machines = new Map<string, RegisteredMachine>();
  private readonly live = new Map<string, LiveActor>();
  private readonly changed = new BehaviorSubject<number>(0);
  private sequence = 0;

  constructor(private readonly now: () => number = Date.now) {}

  register(id: string, machine: AnyStateMachine, pluginId = "core"): () => void {
    if (this.machines.has(id)) {
      throw new MachineRegistryError("DUPLICATE_MACHINE", `machine "${id}" is already registered`);
    }
    this.machines.set(id, { id, pluginId, machine, hash: machineHash(machine) });
    this.bump();
    return () => {
      for (const live of this.liveActors(id)) live.actor.stop();
      this.machines.delete(id);
      this.bump();
    };
  }

  has(id: string): boolean {
    return this.machines.has(id);
  }

  get(id: string): RegisteredMachine {
    const entry = this.machines.get(id);
    if (!entry) throw new MachineRegistryError("UNKNOWN_MACHINE", `no machine "${id}" is registered`);
    return entry;
  }

  list(): RegisteredMachine[] {
    return [...this.machines.values()];
  }

  /**
   * Starts an actor of a registered machine, optionally with effects swapped in (`machine.provide`).
   * Its events are recorded until it stops. The returned actor is a stable handle: `restore()` can
   * later put a replayed snapshot into it, and every subscriber follows.
   */
  start<TMachine extends AnyStateMachine>(
    id: string,
    options: StartOptions & { implement?: (machine: TMachine) => TMachine } = {},
  ): Actor<TMachine> {
    const entry = this.get(id);
    const machine = options.implement
      ? options.implement(entry.machine as TMachine)
      : (entry.machine as TMachine);
    const liveId = `${id}#${++this.sequence}`;
    const clock = options.clock;
    const now = () => (clock && "now" in clock ? (clock as { now(): number }).now() : this.now());
    const live: LiveActor = {
      liveId,
      machineId: id,
      pluginId: entry.pluginId,
      actor: undefined as unknown as Actor<AnyStateMachine>,
      input: options.input,
      events: [],
      startedAt: now(),
    };
    const forget = () => {
      this.live.delete(liveId);
      this.bump();
    };
    const create = (snapshot: unknown) => {
      // The inspector runs from start(); the holder is filled right after createActor returns.
      const holder: { root?: Actor<TMachine> } = {};
      const inner = createActor(machine, {
        input: options.input,
        snapshot,
        // Only a given clock: `clock: undefined` would replace XState's default and break every timer.
        ...(clock ? { clock } : {}),
        id: options.id,
        inspect: (inspection) => {
          if (inspection.type !== "@xstate.event" || inspection.actorRef !== holder.root) return;
          if (inspection.event.type === "xstate.init") return;
          live.events.push({ event: redactSecrets(inspection.event), at: now() });
          if (live.events.length > MAX_RECORDED_EVENTS) dropOldest(live, entry.machine);
          this.bump();
        },
      } as ActorOptions<TMachine>);
      holder.root = inner;
      const own = inner.subscribe({ next: () => this.bump(), complete: forget, error: forget });
      return { inner, own };
    };
    const handle = new SwappableActor<TMachine>(create(options.snapshot));
    live.actor = handle.proxy as unknown as Actor<AnyStateMachine>;
    live.restore = (snapshot, events) => {
      handle.swap(create(machine.getPersistedSnapshot(snapshot)));
      live.events.splice(0, live.events.length, ...events);
      live.base = undefined;
      this.bump();
    };
    this.live.set(liveId, live);
    this.bump();
    return handle.proxy;
  }

  /**
   * Puts a snapshot (e.g. a replayed step) into a live actor, so the screen shows that state; the
   * actor's event log becomes the events that led there. No effects of the skipped steps run.
   */
  restore(liveId: string, snapshot: AnyMachineSnapshot, events: RecordedEvent[]): void {
    const live = this.live.get(liveId);
    if (!live?.restore) throw new MachineRegistryError("UNKNOWN_MACHINE", `no live actor "${liveId}"`);
    live.restore(snapshot, events);
  }

  liveActors(machineId?: string): LiveActor[] {
    return [...this.live.values()].filter((live) => !machineId || live.machineId === machineId);
  }

  /** Exports a live actor's trace: schema, machine id and hash, input, events and a checkpoint. */
  exportTrace(liveId: string): MachineTrace {
    const live = this.live.get(liveId);
    if (!live) throw new MachineRegistryError("UNKNOWN_MACHINE", `no live actor "${liveId}"`);
    const { machine } = this.get(live.machineId);
    return {
      schemaVersion: TRACE_SCHEMA_VERSION,
      machineId: live.machineId,
      machineHash: this.get(live.machineId).hash,
      input: live.input,
      ...(live.base
        ? {
            base: {
              dropped: live.base.dropped,
              snapshot: redactDeep(machine.getPersistedSnapshot(live.base.snapshot)),
            },
          }
        : {}),
      events: [...live.events],
      checkpoint: redactDeep(live.actor.getPersistedSnapshot()),
      exportedAt: this.now(),
    };
  }

  get changes(): Observable<number> {
    return this.changed.asObservable();
  }

  private bump(): void {
    this.changed.next(this.changed.value + 1);
  }
}

const SECRET_FIELDS = new Set(["password", "privateKey", "verificationCode", "token", "access_token"]);

/** Copies a value with every secret field, at any depth, replaced by "***". */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
    copy[field] =
      SECRET_FIELDS.has(field) && typeof inner === "string" ? "***" : redactDeep(inner, depth + 1);
  }
  return copy;
}

/** Recorded events never keep secrets (passwords, tokens): a trace is a file testers pass around. */
export function redactSecrets<T extends EventObject>(event: T): T {
  return redactDeep(event) as T;
}

interface Inner<TMachine extends AnyStateMachine> {
  inner: Actor<TMachine>;
  /** The registry's own subscription, dropped when the inner actor is replaced. */
  own: { unsubscribe(): void };
}

type SubscribeArgs = Parameters<Actor<AnyStateMachine>["subscribe"]>;

/**
 * A stable actor handle whose inner XState actor can be replaced: calls go to the current actor,
 * and subscriptions move to the new one on a swap (so `useSelector` and services keep working).
 */
class SwappableActor<TMachine extends AnyStateMachine> {
  private current: Inner<TMachine>;
  private readonly subscriptions = new Set<{ args: SubscribeArgs; sub: { unsubscribe(): void } }>();
  readonly proxy: Actor<TMachine>;

  constructor(first: Inner<TMachine>) {
    this.current = first;
    const subscribe = (...args: SubscribeArgs) => {
      const entry = {
        args,
        sub: (this.current.inner.subscribe as (...a: SubscribeArgs) => { unsubscribe(): void })(...args),
      };
      this.subscriptions.add(entry);
      return {
        unsubscribe: () => {
          entry.sub.unsubscribe();
          this.subscriptions.delete(entry);
        },
      };
    };
    this.proxy = new Proxy({} as Actor<TMachine>, {
      get: (_, property) => {
        if (property === "subscribe") return subscribe;
        const value = Reflect.get(this.current.inner, property);
        return typeof value === "function" ? value.bind(this.current.inner) : value;
      },
    });
  }

  swap(next: Inner<TMachine>): void {
    const previous = this.current;
    for (const entry of this.subscriptions) entry.sub.unsubscribe();
    previous.own.unsubscribe();
    previous.inner.stop();
    this.current = next;
    for (const entry of this.subscriptions) {
      entry.sub = (next.inner.subscribe as (...a: SubscribeArgs) => { unsubscribe(): void })(...entry.args);
    }
    next.inner.start();
  }
}

/** Checks that a trace belongs to this machine; a different definition is refused. */
export function checkTrace(machine: AnyStateMachine, trace: MachineTrace): void {
  if (!trace || trace.schemaVersion !== TRACE_SCHEMA_VERSION || !Array.isArray(trace.events)) {
    throw new MachineRegistryError("BAD_TRACE", "这不是有效的状态机轨迹文件（schemaVersion 不符）");
  }
  const hash = machineHash(machine);
  if (trace.machineHash !== hash) {
    throw new MachineRegistryError(
      "HASH_MISMATCH",
      `轨迹属于另一个版本的状态机 ${trace.machineId}（轨迹 ${trace.machineHash}，当前 ${hash}），无法回放`,
    );
  }
}

/**
 * Replays a trace as a pure fold: XState's `initialTransition` and `transition`, no effects run.
 * Returns the snapshot after the start and after each event (index 0 is the start).
 */
export function replayTrace(machine: AnyStateMachine, trace: MachineTrace): AnyMachineSnapshot[] {
  checkTrace(machine, trace);
  const [initial] = trace.base
    ? [machine.resolveState(trace.base.snapshot as Parameters<AnyStateMachine["resolveState"]>[0])]
    : initialTransition(machine, trace.input);
  const snapshots: AnyMachineSnapshot[] = [initial];
  let current: AnyMachineSnapshot = initial;
  for (const { event } of trace.events) {
    [current] = transition(machine, current, event);
    snapshots.push(current);
  }
  return snapshots;
}
