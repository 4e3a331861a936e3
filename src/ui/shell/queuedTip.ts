import type { BusEvents } from "../../core/bus";

export type Tip = BusEvents["ui.tip"];
/** A tip waiting to be shown, numbered in the order it came. */
export interface QueuedTip {
  id: number;
  tip: Tip;
}
