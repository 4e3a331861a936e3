import type { ChargeKindName } from "../../contracts/billing";
import { formatUnits } from "../../core/money";
import { billingText } from "./messages";

/** How many of the usage log's integer units make one shown unit (core-seconds per core-hour, …). */
export const SHOWN_UNIT: Record<ChargeKindName, number> = {
  compute: 3600,
  storage: 1024 * 24,
  inference: 1,
  share: 1,
};

export const RESOURCE_KINDS: ChargeKindName[] = ["compute", "storage", "inference"];
export const SHARE_KINDS: ChargeKindName[] = ["share"];

export const kindText = (kind: ChargeKindName) => billingText(`kind_${kind}`);
export const unitText = (kind: ChargeKindName) => billingText(`unit_${kind}`);

/**
 * A metered quantity in its shown unit: 10800 core-seconds → "3.0000" 核时 (four decimals: a short run
 * is seconds), MiB-hours in GB·天 with two; whole counts stay whole.
 */
export const formatQuantity = (kind: ChargeKindName, quantity: number) =>
  SHOWN_UNIT[kind] === 1
    ? formatUnits(quantity * 100, 100).replace(/\.00$/, "")
    : formatUnits(quantity, SHOWN_UNIT[kind], kind === "compute" ? 4 : 2);
