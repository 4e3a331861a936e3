import { Observable, Subject, filter } from "rxjs";

/**
 * The events that travel on the bus, by type. Plugins add their own with declaration merging:
 * `declare module "../../core/bus" { interface BusEvents { "storage.uploaded": {...} } }`.
 */
export interface BusEvents {
  /** A toast for the user (HTTP tips, success notices). */
  "ui.tip": {
    intent: "success" | "danger" | "warning" | "primary";
    message: string;
    /** A toast with the same key replaces the shown one (a progress toast, then its summary). */
    key?: string;
    /** ms before it closes (0: until replaced or closed); 3000 without. */
    timeout?: number;
  };
  "session.signedIn": { userId: string; userName: string };
  "session.signedOut": { reason: "logout" | "unauthorized" | "expired" | "noRole" | "userInfoFailed" };
  "page.visited": { path: string; pageName: string };
  /**
   * The user asked to log out; the token still works. Work handed to `defer` (a last flush) runs
   * before the server session ends (bounded wait); storage is cleared right after this event.
   */
  "session.loggingOut": { defer: (work: Promise<unknown>) => void };
  /** Something worth an operation-log entry (the op-log plugin writes it; spec §5 levels). */
  "oplog.action": { pageName: string; content: string; level?: "debug" | "info" | "important" };
}

export type BusEventType = keyof BusEvents;

export interface BusEvent<K extends BusEventType = BusEventType> {
  type: K;
  /** The plugin id (or core part) that emitted the event. */
  source: string;
  payload: BusEvents[K];
  /** Epoch ms when emitted. */
  at: number;
}

/** What a plugin holds: a bus that stamps every event with the plugin's id. */
export interface SourcedBus {
  emit<K extends BusEventType>(type: K, payload: BusEvents[K]): void;
  on<K extends BusEventType>(type: K): Observable<BusEvent<K>>;
}

/** A typed RxJS event bus; every event carries its source (Grafana's EventBusWithSource). */
export class EventBus {
  private readonly subject = new Subject<BusEvent>();
  /**
   * Tips emitted while nobody listens for them (a call answered before the page's toaster has
   * mounted, e.g. 该用户已被禁用 on a reload) wait for the first listener instead of being lost.
   */
  private readonly unheardTips: BusEvent[] = [];
  private tipListeners = 0;

  emit<K extends BusEventType>(source: string, type: K, payload: BusEvents[K]): void {
    const event = { type, source, payload, at: Date.now() } as BusEvent;
    if (type === "ui.tip" && this.tipListeners === 0) {
      this.unheardTips.push(event);
      if (this.unheardTips.length > 20) this.unheardTips.shift();
    }
    this.subject.next(event);
  }

  on<K extends BusEventType>(type: K): Observable<BusEvent<K>> {
    const live = this.subject.pipe(filter((event): event is BusEvent<K> => event.type === type));
    if (type !== "ui.tip") return live;
    return new Observable<BusEvent<K>>((subscriber) => {
      this.tipListeners += 1;
      for (const event of this.unheardTips.splice(0)) subscriber.next(event as BusEvent<K>);
      const subscription = live.subscribe(subscriber);
      return () => {
        subscription.unsubscribe();
        this.tipListeners -= 1;
      };
    });
  }

  all(): Observable<BusEvent> {
    return this.subject.asObservable();
  }

  withSource(source: string): SourcedBus {
    return {
      emit: (type, payload) => this.emit(source, type, payload),
      on: (type) => this.on(type),
    };
  }
}
