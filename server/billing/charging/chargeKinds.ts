import type { UsageKind } from "../../platform/usageLog";

/**
 * What the platform charges for and in which price unit. A price is integer cents per price unit; a
 * usage record's quantity is in the usage log's unit, `perPriceUnit` of which make one price unit.
 */
export const CHARGE_KINDS = {
  /** Training compute: price per core-hour, usage in core-seconds. */
  compute: { perPriceUnit: 3600 },
  /** Storage: price per GB-day, usage in MiB-hours (1024 MiB × 24 h). */
  storage: { perPriceUnit: 1024 * 24 },
  /** Inference: price per call. */
  inference: { perPriceUnit: 1 },
  /** Shared resources: price per use. */
  share: { perPriceUnit: 1 },
} as const satisfies Record<UsageKind, { perPriceUnit: number }>;

export type ChargeKind = UsageKind;
export const RESOURCE_KINDS = ["compute", "storage", "inference"] as const satisfies readonly ChargeKind[];
export const ALL_KINDS = [
  "compute",
  "storage",
  "inference",
  "share",
] as const satisfies readonly ChargeKind[];

/** Time-share periods are hours of the day in China time (UTC+8), whatever the server's zone. */
export const CHARGE_UTC_OFFSET_MS = 8 * 3600_000;
