import { Tag } from "@blueprintjs/core";
import { createCatalogue } from "../../core/messages";
import type { PluginStatus } from "../../core/pluginTypes";

const STATUS_INTENT = {
  active: "success",
  failed: "danger",
  disabled: "none",
  loading: "primary",
  registered: "none",
} as const satisfies Record<PluginStatus, string>;

/** The statuses in the interface's language (the interface is Chinese, design's standards). */
const statusText = createCatalogue<PluginStatus>(
  { registered: "已注册", loading: "激活中", active: "已激活", failed: "激活失败", disabled: "已停用" },
  {
    registered: "Registered",
    loading: "Activating",
    active: "Active",
    failed: "Failed",
    disabled: "Disabled",
  },
);

/** A plugin's status (registered, loading, active, failed, disabled) as a coloured tag. */
export function PluginStatusTag({ status }: { status: PluginStatus }) {
  return (
    <Tag minimal intent={STATUS_INTENT[status]} data-status={status}>
      {statusText(status)}
    </Tag>
  );
}
