import { Tag, type Intent } from "@blueprintjs/core";
import type { RunStatus } from "../../../machines/trainingRun.machine";
import { trainingTasksText } from "../messages";

const INTENT: Record<RunStatus, Intent> = {
  queued: "none",
  starting: "primary",
  running: "primary",
  succeeded: "success",
  failed: "danger",
  terminating: "warning",
  terminated: "warning",
};

/** A run's status as the user reads it (排队中, 运行中, 已完成, 失败, 已终止, …). */
export function RunStatusTag({ status }: { status: RunStatus | "loading" }) {
  if (status === "loading") return <Tag minimal>{trainingTasksText("statusLoading")}</Tag>;
  return (
    <Tag minimal intent={INTENT[status]} round>
      {trainingTasksText(status)}
    </Tag>
  );
}
