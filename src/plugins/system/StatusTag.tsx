import { Tag, type Intent } from "@blueprintjs/core";
import { systemText } from "./messages";
import type { NodeStatus, PodStatus } from "./types";

const INTENT: Record<NodeStatus | PodStatus, Intent> = {
  running: "success",
  idle: "none",
  offline: "danger",
  maintenance: "warning",
  Running: "success",
  Pending: "warning",
  Succeeded: "primary",
  Failed: "danger",
};

/** A node's or a pod's status in words. */
export function StatusTag({ status }: { status: NodeStatus | PodStatus }) {
  return (
    <Tag minimal intent={INTENT[status]}>
      {systemText(status)}
    </Tag>
  );
}
