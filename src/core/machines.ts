import { BehaviorSubject, type Observable } from "rxjs";
import {
  missingSecrets,
  redactDeep,
  redactSecrets,
  secretValues,
  unmaskContext,
  type FilledSecret,
} from "./secrets";
import { SwappableActor, type InnerActor } from "./swappableActor";
import {
  MachineRegistryError,
  TRACE_SCHEMA_VERSION,
  machineHash,
  type MachineTrace,
  type RecordedEvent,
} from "./trace";
import {
  MAX_RECORDED_EVENTS,
  REARM_EVENT,
  type LiveActor,
  type PendingRestore,
  type RegisteredMachine,
  type RestoreOptions,
  type RestoreReport,
} from "./machineTypes";
import { ReplayFeed, replayedChildren } from "./replayedEffects";
import {
  createActor,
  initialTransition,
  transition,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ActorOptions,
} from "xstate";

export {
  MASK,
  isSecretName,
  maskedPaths,
  redactDeep,
  redactSecrets,
  secretValues,
  type FilledSecret,
} from "./secrets";
export {
  MAX_RECORDED_EVENTS,
  REARM_EVENT,
  type LiveActor,
  type PendingRestore,
  type RegisteredMachine,
  type RestoreOptions,
  type RestoreReport,
} from "./machineTypes";
export {
  TRACE_SCHEMA_VERSION,
  MachineRegistryError,
  checkTrace,
  machineHash,
  replayTrace,
  type MachineTrace,
  type RecordedEvent,
} from "./trace";

function dropOldest(live: LiveActor, machine: AnyStateMachine): void {
  const [oldest] = live.events.splice(0, 1);
  const start = live.base?.snapshot ?? initialTransition(machine, live.input)[0];
  const [next] = transition(machine, start, oldest.event);
  live.base = { dropped: (live.base?.dropped ?? 0) + 1, snapshot: next };
}

type StartOptions = Pick<ActorOptions<AnyStateMachine>, "input" | "snapshot" | "clock" | "id">;

/**
 * The machine registry: every registered machine is started here, and the root actor's events are
 * recorded through XState's inspect API so a tester can export, import and replay a trace.
 */
export class MachineRegistry {
  private readonly machines = new Map<string, RegisteredMachine>();
  private readonly live = new Map<string, LiveActor>();
  private readonly screens = new Map<string, () => void>();
  private readonly pending = new Map<string, PendingRestore>();
  private readonly changed = new BehaviorSubject<number>(0);
  private sequence = 0;
  /** The secrets the session holds (its token, the HPC account in use): masked wherever they appear. */
  private held: () => Iterable<string> = () => [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Where the session's secrets are read, at each recorded event and each export (secrets.ts). */
  holdSecrets(source: () => Iterable<string>): void {
    this.held = source;
  }

  /**
   * Every secret to mask in an export: the session's, and every value a secret-named field holds in
   * any live actor's input or context (a phone typed in one machine is masked in another's `sentTo`).
   */
  private secretsNow(): string[] {
    const found = [...this.held()];
    for (const live of this.live.values()) {
      secretValues(live.input, 0, found);
      secretValues(live.actor.getSnapshot().context, 0, found);
    }
    return found;
  }

  register(id: string, machine: AnyStateMachine, pluginId = "core"): () => void {
    if (this.machines.has(id)) {
      throw new MachineRegistryError("DUPLICATE_MACHINE", `machine "${id}" is already registered`);
    }
    this.machines.set(id, { id, pluginId, machine, hash: machineHash(machine) });
    this.bump();
    return () => {
      for (const live of this.liveActors(id)) live.actor.stop();
      this.machines.delete(id);
      this.pending.delete(id);
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
   * How to bring up the screen that runs a machine's actor (a dialog's command), so a recorded state
   * can be applied when no actor of it is running: see `restoreOnStart`. Returns a disposer.
   */
  registerScreen(machineId: string, open: () => void): () => void {
    this.screens.set(machineId, open);
    return () => {
      if (this.screens.get(machineId) === open) this.screens.delete(machineId);
    };
  }

  hasScreen(machineId: string): boolean {
    return this.screens.has(machineId);
  }

  /**
   * Starts an actor of a registered machine, optionally with effects swapped in (`machine.provide`).
   * Its events are recorded until it stops. The returned actor is a stable handle: `restore()` can
   * later put a replayed snapshot into it, and every subscriber follows. A restore queued for this
   * machine (`restoreOnStart`) takes the place of its start state when the handle starts.
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
    const events: RecordedEvent[] = [];
    const forget = () => {
      this.live.delete(liveId);
      this.bump();
    };
    const create = (snapshot: unknown, standIns?: Record<string, unknown>): InnerActor<TMachine> => {
      // The inspector runs from start(); the holder is filled right after createActor returns.
      const holder: { root?: Actor<TMachine> } = {};
      const logic = standIns ? (machine.provide({ actors: standIns } as never) as TMachine) : machine;
      const inner = createActor(logic, {
        input: options.input,
        snapshot,
        // Only a given clock: `clock: undefined` would replace XState's default and break every timer.
        ...(clock ? { clock } : {}),
        id: options.id,
        inspect: (inspection) => {
          if (inspection.type !== "@xstate.event" || inspection.actorRef !== holder.root) return;
          if (inspection.event.type === "xstate.init") return;
          events.push({ event: redactSecrets(inspection.event, this.held()), at: now() });
          if (events.length > MAX_RECORDED_EVENTS) dropOldest(live, entry.machine);
          this.bump();
        },
      } as ActorOptions<TMachine>);
      holder.root = inner;
      const own = inner.subscribe({ next: () => this.bump(), complete: forget, error: forget });
      return { inner, own };
    };
    // A replayed state (core/replayedEffects.ts): its effects in flight are stand-ins with their recorded
    // outcomes, and so is every effect it invokes until the tester's first event; then it goes live.
    let replaying: ReplayFeed | null = null;
    const sources = Object.keys(machine.implementations.actors);
    const replace = (persisted: unknown, replayed: RecordedEvent[], after: RecordedEvent[] = []) => {
      events.splice(0, events.length, ...replayed);
      live.base = undefined;
      replaying = new ReplayFeed(after);
      const inFlight = replayedChildren(persisted, after);
      return create(inFlight.persisted, { ...replaying.standIns(sources), ...inFlight.actors });
    };
    const goLive = (event: { type: string }) => {
      if (!replaying || event.type === REARM_EVENT) return;
      const persisted = handle.proxy.getPersistedSnapshot();
      const inFlight = replayedChildren(persisted, replaying.remaining());
      replaying = null;
      handle.swap(create(inFlight.persisted, inFlight.actors));
    };
    let queued: PendingRestore | undefined;
    const handle = new SwappableActor<TMachine>(create(options.snapshot), {
      replaceOnStart: () => {
        queued = this.pending.get(id);
        if (!queued) return undefined;
        this.pending.delete(id);
        return replace(queued.persisted, queued.events, queued.after);
      },
      afterStart: () => {
        if (queued) this.rearm(live);
        queued = undefined;
      },
      beforeSend: goLive,
    });
    const live: LiveActor = {
      liveId,
      machineId: id,
      pluginId: entry.pluginId,
      actor: handle.proxy as unknown as Actor<AnyStateMachine>,
      input: options.input,
      events,
      startedAt: now(),
      now,
      restore: (persisted, replayed, after) => handle.swap(replace(persisted, replayed, after)),
    };
    this.live.set(liveId, live);
    this.bump();
    return handle.proxy;
  }

  /**
   * Puts a snapshot (e.g. a replayed step) into a live actor, so the screen shows that state; the
   * actor's event log becomes the events that led there. No effects of the skipped steps run. A
   * secret the trace masked never reaches the screen as "***": the live actor's value is kept, else
   * the tester's (`options.secrets`), else it is empty. Timers are re-armed from the deadlines in
   * context with a TICK of the current time (REARM_EVENT).
   */
  restore(
    liveId: string,
    snapshot: AnyMachineSnapshot,
    events: RecordedEvent[],
    options: RestoreOptions = {},
  ): RestoreReport {
    const live = this.live.get(liveId);
    if (!live?.restore) throw new MachineRegistryError("UNKNOWN_MACHINE", `no live actor "${liveId}"`);
    const { machine } = this.get(live.machineId);
    const persisted = machine.getPersistedSnapshot(snapshot) as { context?: unknown };
    const { context, filled } = unmaskContext(
      persisted.context,
      live.actor.getSnapshot().context,
      options.secrets,
    );
    live.restore({ ...persisted, context }, events, options.after);
    const rearmed = this.rearm(live);
    this.bump();
    return { filled, rearmed };
  }

  /** The masked secrets of a recorded state that the live actor (if any) has no value for. */
  missingSecrets(liveId: string | undefined, snapshot: AnyMachineSnapshot): string[] {
    const live = liveId ? this.live.get(liveId) : undefined;
    return missingSecrets(snapshot.context, live?.actor.getSnapshot().context);
  }

  /**
   * Queues a recorded state for the next actor of a machine that starts (none runs now), and opens its
   * screen when one is registered. Secrets are filled as in `restore`, with no live value to keep.
   */
  restoreOnStart(
    machineId: string,
    snapshot: AnyMachineSnapshot,
    events: RecordedEvent[],
    options: RestoreOptions = {},
  ): { filled: FilledSecret[]; opened: boolean } {
    const persisted = this.get(machineId).machine.getPersistedSnapshot(snapshot) as { context?: unknown };
    const { context, filled } = unmaskContext(persisted.context, undefined, options.secrets);
    this.pending.set(machineId, {
      machineId,
      value: snapshot.value,
      persisted: { ...persisted, context },
      events,
      after: options.after ?? [],
      filled,
    });
    const open = this.screens.get(machineId);
    open?.();
    this.bump();
    return { filled, opened: Boolean(open) };
  }

  /** Restores waiting for their machine's next actor. */
  pendingRestores(): PendingRestore[] {
    return [...this.pending.values()];
  }

  cancelPending(machineId: string): void {
    if (this.pending.delete(machineId)) this.bump();
  }

  private rearm(live: LiveActor): boolean {
    const tick = { type: REARM_EVENT, now: live.now() };
    const snapshot = live.actor.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status !== "active" || !snapshot.can(tick)) return false;
    live.actor.send(tick);
    return true;
  }

  liveActors(machineId?: string): LiveActor[] {
    return [...this.live.values()].filter((live) => !machineId || live.machineId === machineId);
  }

  /** Exports a live actor's trace: schema, machine id and hash, input, events and a checkpoint. */
  exportTrace(liveId: string): MachineTrace {
    const live = this.live.get(liveId);
    if (!live) throw new MachineRegistryError("UNKNOWN_MACHINE", `no live actor "${liveId}"`);
    const { machine } = this.get(live.machineId);
    // Input, base, events and checkpoint (its context and output) are all masked, by name and value.
    const held = this.secretsNow();
    return {
      schemaVersion: TRACE_SCHEMA_VERSION,
      machineId: live.machineId,
      machineHash: this.get(live.machineId).hash,
      input: redactDeep(live.input, held),
      ...(live.base
        ? {
            base: {
              dropped: live.base.dropped,
              snapshot: redactDeep(machine.getPersistedSnapshot(live.base.snapshot), held),
            },
          }
        : {}),
      events: redactDeep(live.events, held) as RecordedEvent[],
      checkpoint: redactDeep(live.actor.getPersistedSnapshot(), held),
      exportedAt: this.now(),
    };
  }

  get changes(): Observable<number> {
    return this.changed.asObservable();
  }

  /** A number that changes whenever an actor, an event or a queued restore does. */
  get version(): number {
    return this.changed.value;
  }

  private bump(): void {
    this.changed.next(this.changed.value + 1);
  }
}
