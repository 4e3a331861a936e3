import type { Subscription } from "rxjs";
import type { RunStatus } from "../../training/runStore";
import type { TrainingService } from "../../training/trainingService";
import type { UsageLog } from "../../platform/usageLog";

const ENDED: readonly RunStatus[] = ["succeeded", "failed", "terminated"];

/**
 * Compute metering of training runs: once a run has ended, its cores × the seconds it really ran
 * (started to ended) go to the usage log as core-seconds, once (usage.has guards every pass). A run that
 * never started used nothing. A pass runs at start (runs ended while the server was down) and on every
 * change of a run's status.
 */
export class ComputeMeter {
  private subscription?: Subscription;

  constructor(
    private readonly training: TrainingService,
    private readonly usage: UsageLog,
  ) {}

  start(): void {
    this.sweep();
    this.subscription = this.training.runChanges.subscribe(() => this.sweep());
  }

  stop(): void {
    this.subscription?.unsubscribe();
  }

  /** Records every ended run not yet recorded; returns how many it recorded. */
  sweep(): number {
    let recorded = 0;
    for (const run of this.training.store.list({ statuses: ENDED })) {
      if (run.started_at === null || run.ended_at === null || run.ended_at < run.started_at) continue;
      if (this.usage.has("compute", "run", String(run.id))) continue;
      this.usage.record({
        userId: run.user_id,
        kind: "compute",
        quantity: Math.round((run.cores * (run.ended_at - run.started_at)) / 1000),
        refType: "run",
        refId: String(run.id),
        startedAt: run.started_at,
        endedAt: run.ended_at,
      });
      recorded += 1;
    }
    return recorded;
  }
}
