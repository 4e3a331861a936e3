import { Tag } from "@blueprintjs/core";
import type { PluginStatus } from "../../core/pluginTypes";

const STATUS_INTENT = {
  active: "success",
  failed: "danger",
  disabled: "none",
  loading: "primary",
  registered: "none",
} as const satisfies Record<PluginStatus, string>;

/** A plugin's status (registered, loading, active, failed, disabled) as a coloured tag. */
export function PluginStatusTag({ status }: { status: PluginStatus }) {
  return (
    <Tag minimal intent={STATUS_INTENT[status]}>
      {status}
    </Tag>
  );
}
