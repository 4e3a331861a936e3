import { ProgressBar } from "@blueprintjs/core";
import { percent } from "./format";

/** A load in percent as a thin bar with its number; red from 85%, orange from 60%. */
export function UsageBar({ value, label }: { value: number; label: string }) {
  const intent = value >= 85 ? "danger" : value >= 60 ? "warning" : "success";
  return (
    <span className="ws-sys-usage">
      <ProgressBar aria-label={label} value={value / 100} intent={intent} stripes={false} animate={false} />
      <span className="ws-sys-usage-number">{percent(value)}</span>
    </span>
  );
}
