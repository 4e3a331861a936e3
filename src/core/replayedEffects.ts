import { fromPromise, type AnyActorLogic } from "xstate";
import type { RecordedEvent } from "./trace";

/**
 * Applying a recorded state never calls the server (design §3: testers replay machine states). A
 * state that was waiting on an effect (an invoked actor: sending a verification code, a request) has
 * that actor in its snapshot; restored as it is, XState would start it again and the effect would run
 * for real (a second code in the outbox). Instead each actor in flight is restored as a stand-in that
 * takes the outcome the trace recorded for it: done with its output, failed with its error, or still
 * pending when the trace ends before it settled. An outcome can move the machine on to a state that
 * invokes another effect: until the tester's first event, that one is a stand-in too, with the outcome
 * the trace recorded next for it (a `ReplayFeed`). Only what the tester does after applying is live:
 * from their first event on, states entered invoke the machine's real actors.
 */

/** How an effect in flight ended, as the trace's later events tell. */
export type RecordedOutcome =
  { kind: "done"; output: unknown } | { kind: "error"; error: unknown } | { kind: "pending" };

const DONE = "xstate.done.actor.";
const ERROR = "xstate.error.actor.";
/** The prefix of a stand-in's name among the machine's actors (never a real actor's name). */
export const REPLAYED_SRC = "@replayed/";

/** The outcome of the actor `childId` in the events after the applied state (the first that settles it). */
export function recordedOutcome(childId: string, after: readonly RecordedEvent[]): RecordedOutcome {
  for (const { event } of after) {
    if (event.type === `${DONE}${childId}`)
      return { kind: "done", output: (event as { output?: unknown }).output };
    if (event.type === `${ERROR}${childId}`)
      return { kind: "error", error: (event as { error?: unknown }).error };
  }
  return { kind: "pending" };
}

/** An effect that only reports its recorded outcome (a pending one never settles and calls nothing). */
function standIn(outcome: RecordedOutcome): AnyActorLogic {
  return fromPromise(() => settle(outcome));
}

/**
 * The trace's events after the applied state, read in order: each effect a replayed state invokes
 * takes the first outcome recorded for its actor id, which is then used up.
 */
export class ReplayFeed {
  private readonly rest: RecordedEvent[];

  constructor(after: readonly RecordedEvent[]) {
    this.rest = [...after];
  }

  take(childId: string): RecordedOutcome {
    const outcome = recordedOutcome(childId, this.rest);
    if (outcome.kind !== "pending") {
      const type = outcome.kind === "done" ? `${DONE}${childId}` : `${ERROR}${childId}`;
      this.rest.splice(
        this.rest.findIndex((recorded) => recorded.event.type === type),
        1,
      );
    }
    return outcome;
  }

  /** Stand-ins under the machine's own actor names: while replaying, no real effect is invoked. */
  standIns(sources: readonly string[]): Record<string, AnyActorLogic> {
    const logic = fromPromise(({ self }) => settle(this.take(self.id)));
    return Object.fromEntries(sources.map((src) => [src, logic]));
  }

  remaining(): RecordedEvent[] {
    return [...this.rest];
  }
}

const settle = (outcome: RecordedOutcome): Promise<unknown> =>
  outcome.kind === "done"
    ? Promise.resolve(outcome.output)
    : outcome.kind === "error"
      ? Promise.reject(outcome.error)
      : new Promise<never>(() => {});

interface PersistedChild {
  src: unknown;
  snapshot?: unknown;
}

/**
 * The persisted snapshot with each child in flight renamed to a stand-in, and the stand-ins to provide
 * (`machine.provide({ actors })`). Children given as inline logic (not by name) cannot be told apart
 * from live ones and are dropped: nothing of a replay may run.
 */
export function replayedChildren(
  persisted: unknown,
  after: readonly RecordedEvent[],
): { persisted: unknown; actors: Record<string, AnyActorLogic> } {
  const children = (persisted as { children?: Record<string, PersistedChild> } | null)?.children;
  if (!children) return { persisted, actors: {} };
  const actors: Record<string, AnyActorLogic> = {};
  const renamed: Record<string, PersistedChild> = {};
  for (const [childId, child] of Object.entries(children)) {
    if (typeof child.src !== "string") continue;
    const src = `${REPLAYED_SRC}${childId}`;
    actors[src] = standIn(recordedOutcome(childId, after));
    renamed[childId] = { ...child, src };
  }
  return { persisted: { ...(persisted as object), children: renamed }, actors };
}
