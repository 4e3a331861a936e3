import { Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import type { PluginStatus } from "../../core/pluginTypes";

const STATUS_INTENT = {
  active: "success",
  failed: "danger",
  disabled: "none",
  loading: "primary",
  registered: "none",
} as const satisfies Record<PluginStatus, string>;

/** A plugin's status as a coloured tag, in the catalogue's words (已启用, 已停用 …). */
export function PluginStatusTag({ status }: { status: PluginStatus }) {
  return (
    <Tag minimal intent={STATUS_INTENT[status]}>
      {t(`plugin.status.${status}`)}
    </Tag>
  );
}
