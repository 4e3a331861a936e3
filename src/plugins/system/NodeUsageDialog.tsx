import { Dialog, DialogBody, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { useLoaded } from "../../ui/kit/useLoaded";
import { nodeUsage } from "./api";
import { hourText } from "./format";
import { systemText } from "./messages";
import type { CentreNode } from "./types";

/** One node's CPU, memory (and GPU) load over the last 24 hours (node/use/list), as a line chart. */
export function NodeUsageDialog({ node, onClose }: { node: CentreNode | null; onClose: () => void }) {
  const { http } = useCore();
  const usage = useLoaded(() => nodeUsage(http, node?.name ?? ""), node ? `use:${node.name}` : null);
  const points = usage.dataKey === `use:${node?.name}` ? (usage.data?.points ?? []) : [];
  const series = [
    { label: systemText("cpuUsage"), values: points.map((point) => point.cpu) },
    { label: systemText("memoryUsage"), values: points.map((point) => point.memory) },
    ...(node?.gpuCards ? [{ label: systemText("gpuUsage"), values: points.map((point) => point.gpu) }] : []),
  ];
  const title = systemText("nodeUsage", { node: node?.name ?? "" });
  return (
    <Dialog isOpen={node !== null} title={title} onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        {usage.loading && points.length === 0 ? (
          <Spinner size={24} aria-label={t("page.loading")} />
        ) : (
          <KitChart
            kind="line"
            title={title}
            labels={points.map((point) => hourText(point.time))}
            series={series}
            height={280}
            emptyText={t("table.empty")}
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
