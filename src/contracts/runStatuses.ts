/**
 * A training run's statuses (ai-domain §7; server/training/runStore.ts writes them), without TypeBox:
 * the trainingRun machine reads them, and trainingTasks.ts builds its RunStatus schema from them.
 */
export const RUN_STATUSES = [
  "queued",
  "starting",
  "running",
  "succeeded",
  "failed",
  "terminating",
  "terminated",
] as const;
