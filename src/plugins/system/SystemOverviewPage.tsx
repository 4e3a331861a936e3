import { Button, Card, H5 } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { PagedTable, usePagedList } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { clusterUsage, listNodes, listPods, resourceStatistics } from "./api";
import { NODE_COLUMNS, POD_COLUMNS } from "./columns";
import { hourText } from "./format";
import { systemText } from "./messages";
import { StatTiles } from "./StatTiles";
import { NODE_STATUSES } from "./types";
import "./system.css";

/**
 * 系统概览: the simulated centre now (resources-statistical), each cluster's CPU load over the last 24
 * hours (cluster/use/list) and the nodes by status as charts, then the nodes and the pods as tables.
 * 刷新 asks again (the numbers move from hour to hour).
 */
export default function SystemOverviewPage() {
  const { http } = useCore();
  const stats = useLoaded(() => resourceStatistics(http), "stats");
  const clusters = useLoaded(() => clusterUsage(http), "clusters");
  const nodes = usePagedList((query) => listNodes(http, query), { filters: {} });
  const pods = usePagedList((query) => listPods(http, query), { filters: {} });
  const refresh = () => {
    stats.reload();
    clusters.reload();
    nodes.refresh();
    pods.refresh();
  };

  const hours = clusters.data?.[0]?.points.map((point) => hourText(point.time)) ?? [];
  return (
    <PageFrame
      title={systemText("overviewTitle")}
      toolbar={<Button size="small" icon="refresh" text={t("action.refresh")} onClick={refresh} />}
    >
      <StatTiles stats={stats.data} />
      <div className="ws-sys-charts">
        <Card compact>
          <H5>{systemText("clusterUsage")}</H5>
          <KitChart
            kind="line"
            title={systemText("clusterUsage")}
            labels={hours}
            series={(clusters.data ?? []).map((one) => ({
              label: `${one.cluster} ${systemText("cpuUsage")}`,
              values: one.points.map((point) => point.cpu),
            }))}
            emptyText={t("table.empty")}
          />
        </Card>
        <Card compact>
          <H5>{systemText("nodeStatus")}</H5>
          <KitChart
            kind="doughnut"
            title={systemText("nodeStatus")}
            labels={NODE_STATUSES.map((status) => systemText(status))}
            series={[
              {
                label: systemText("nodeCount"),
                values: NODE_STATUSES.map((status) => stats.data?.nodes[status] ?? 0),
              },
            ]}
            emptyText={t("table.empty")}
          />
        </Card>
      </div>
      <H5 className="ws-sys-section">{systemText("nodeList")}</H5>
      <PagedTable
        aria-label={systemText("nodeList")}
        list={nodes}
        columns={NODE_COLUMNS}
        rowKey={(row) => row.name}
      />
      <H5 className="ws-sys-section">{systemText("podList")}</H5>
      <PagedTable
        aria-label={systemText("podList")}
        list={pods}
        columns={POD_COLUMNS}
        rowKey={(row) => row.name}
      />
    </PageFrame>
  );
}
