import { Card } from "@blueprintjs/core";
import { formatCount } from "../../ui/kit/list";
import { percent, share, usedOf } from "./format";
import { st } from "./messages";
import type { ResourceStatistics } from "./types";

/** The centre in six numbers: nodes, pods, and the share of CPU, GPU, memory and storage in use. */
export function StatTiles({ stats }: { stats: ResourceStatistics | null }) {
  const tiles: [string, string, string][] = stats
    ? [
        [
          st("nodeCount"),
          formatCount(stats.nodes.total),
          `${st("running")} ${stats.nodes.running} · ${st("offline")} ${stats.nodes.offline}`,
        ],
        [
          st("podCount"),
          formatCount(stats.pods.total),
          `${st("Running")} ${stats.pods.Running} · ${st("Pending")} ${stats.pods.Pending}`,
        ],
        [st("cpu"), percent(share(stats.cpu)), usedOf(stats.cpu)],
        [st("gpu"), percent(share(stats.gpu)), usedOf(stats.gpu)],
        [st("memory"), percent(share(stats.memory)), `${usedOf(stats.memory)} GB`],
        [st("storage"), percent(share(stats.storage)), `${usedOf(stats.storage)} GB`],
      ]
    : [st("nodeCount"), st("podCount"), st("cpu"), st("gpu"), st("memory"), st("storage")].map((title) => [
        title,
        "-",
        "",
      ]);
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
