import type { Actor, AnyStateMachine } from "xstate";

export interface InnerActor<TMachine extends AnyStateMachine> {
  inner: Actor<TMachine>;
  /** The registry's own subscription, dropped when the inner actor is replaced. */
  own: { unsubscribe(): void };
}

type SubscribeArgs = Parameters<Actor<AnyStateMachine>["subscribe"]>;

export interface SwapHooks<TMachine extends AnyStateMachine> {
  /** Called as the handle starts: an actor to start instead of the first one (a queued restore). */
  replaceOnStart?: () => InnerActor<TMachine> | undefined;
  /** Called once the handle has started. */
  afterStart?: () => void;
  /** Called before an event sent through the handle reaches the current actor (which it may swap). */
  beforeSend?: (event: { type: string }) => void;
}

/**
 * A stable actor handle whose inner XState actor can be replaced: calls go to the current actor,
 * and subscriptions move to the new one on a swap (so `useSelector` and services keep working).
 */
export class SwappableActor<TMachine extends AnyStateMachine> {
  private current: InnerActor<TMachine>;
  private readonly subscriptions = new Set<{ args: SubscribeArgs; sub: { unsubscribe(): void } }>();
  readonly proxy: Actor<TMachine>;

  constructor(first: InnerActor<TMachine>, hooks: SwapHooks<TMachine> = {}) {
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
    const start = () => {
      const replacement = hooks.replaceOnStart?.();
      if (replacement) this.swap(replacement, false);
      this.current.inner.start();
      hooks.afterStart?.();
      return this.proxy;
    };
    this.proxy = new Proxy({} as Actor<TMachine>, {
      get: (_, property) => {
        if (property === "subscribe") return subscribe;
        if (property === "start") return start;
        if (property === "send")
          return (event: { type: string }) => {
            hooks.beforeSend?.(event);
            (this.current.inner.send as (event: { type: string }) => void)(event);
          };
        const value = Reflect.get(this.current.inner, property);
        return typeof value === "function" ? value.bind(this.current.inner) : value;
      },
    });
  }

  /** Moves every subscriber to `next` and stops the current actor; starts `next` unless told not to. */
  swap(next: InnerActor<TMachine>, startNext = true): void {
    const previous = this.current;
    for (const entry of this.subscriptions) entry.sub.unsubscribe();
    previous.own.unsubscribe();
    previous.inner.stop();
    this.current = next;
    for (const entry of this.subscriptions) {
      entry.sub = (next.inner.subscribe as (...a: SubscribeArgs) => { unsubscribe(): void })(...entry.args);
    }
    if (startNext) next.inner.start();
  }
}
