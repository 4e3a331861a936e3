import { Card } from "@blueprintjs/core";
import { formatCount } from "../../ui/kit/list";
import { percent, share, usedOf } from "./format";
import { systemText } from "./messages";
import type { ResourceStatistics } from "./types";

/** The centre in six numbers: nodes, pods, and the share of CPU, GPU, memory and storage in use. */
export function StatTiles({ stats }: { stats: ResourceStatistics | null }) {
  const tiles: [string, string, string][] = stats
    ? [
        [
          systemText("nodeCount"),
          formatCount(stats.nodes.total),
          `${systemText("running")} ${stats.nodes.running} · ${systemText("offline")} ${stats.nodes.offline}`,
        ],
        [
          systemText("podCount"),
          formatCount(stats.pods.total),
          `${systemText("Running")} ${stats.pods.Running} · ${systemText("Pending")} ${stats.pods.Pending}`,
        ],
        [systemText("cpu"), percent(share(stats.cpu)), usedOf(stats.cpu)],
        [systemText("gpu"), percent(share(stats.gpu)), usedOf(stats.gpu)],
        [systemText("memory"), percent(share(stats.memory)), `${usedOf(stats.memory)} GB`],
        [systemText("storage"), percent(share(stats.storage)), `${usedOf(stats.storage)} GB`],
      ]
    : [
        systemText("nodeCount"),
        systemText("podCount"),
        systemText("cpu"),
        systemText("gpu"),
        systemText("memory"),
        systemText("storage"),
      ].map((title) => [title, "-", ""]);
  return (
    <div className="ws-sys-tiles">
      {tiles.map(([title, value, detail]) => (
        <Card key={title} compact className="ws-sys-tile" role="group" aria-label={title}>
          <span className="ws-sys-muted">{title}</span>
          <strong>{value}</strong>
          <span className="ws-sys-muted">{detail}</span>
        </Card>
      ))}
    </div>
  );
}
