import type { Column } from "../../ui/kit/list";
import { dateTimeText } from "./format";
import { systemText } from "./messages";
import { StatusTag } from "./StatusTag";
import type { CentreNode, Pod } from "./types";
import { UsageBar } from "./UsageBar";

/** The node table's columns (overview and 节点管理). */
export const NODE_COLUMNS: Column<CentreNode>[] = [
  { key: "name", title: systemText("nodeName"), width: 100, render: (row) => row.name },
  { key: "cluster", title: systemText("cluster"), width: 110, render: (row) => row.cluster },
  { key: "kind", title: systemText("nodeKind"), width: 60, render: (row) => row.kind.toUpperCase() },
  {
    key: "status",
    title: systemText("nodeStatus"),
    width: 80,
    render: (row) => <StatusTag status={row.status} />,
  },
  {
    key: "capacity",
    title: systemText("usage"),
    className: "ws-list-nowrap",
    render: (row) =>
      [
        systemText("cores", { n: row.cpuCores }),
        row.gpuCards ? systemText("cards", { n: row.gpuCards }) : null,
        systemText("gigabytes", { n: row.memoryGb }),
      ]
        .filter(Boolean)
        .join(" / "),
  },
  {
    key: "cpu",
    title: systemText("cpuUsage"),
    render: (row) => <UsageBar value={row.cpu} label={`${row.name} ${systemText("cpuUsage")}`} />,
  },
  {
    key: "memory",
    title: systemText("memoryUsage"),
    render: (row) => <UsageBar value={row.memory} label={`${row.name} ${systemText("memoryUsage")}`} />,
  },
  {
    key: "gpu",
    title: systemText("gpuUsage"),
    render: (row) =>
      row.gpuCards ? <UsageBar value={row.gpu} label={`${row.name} ${systemText("gpuUsage")}`} /> : "-",
  },
  { key: "pods", title: systemText("pods"), width: 50, render: (row) => row.pods },
];

/** The pod table's columns. */
export const POD_COLUMNS: Column<Pod>[] = [
  { key: "name", title: systemText("podName"), width: 150, render: (row) => <code>{row.name}</code> },
  { key: "namespace", title: systemText("namespace"), width: 110, render: (row) => row.namespace },
  { key: "node", title: systemText("node"), width: 90, render: (row) => row.node },
  {
    key: "status",
    title: systemText("podStatus"),
    width: 80,
    render: (row) => <StatusTag status={row.status} />,
  },
  {
    key: "resources",
    title: systemText("usage"),
    className: "ws-list-nowrap",
    render: (row) =>
      [
        systemText("cores", { n: row.cpuCores }),
        row.gpuCards ? systemText("cards", { n: row.gpuCards }) : null,
        systemText("gigabytes", { n: row.memoryGb }),
      ]
        .filter(Boolean)
        .join(" / "),
  },
  {
    key: "started",
    title: systemText("startedAt"),
    className: "ws-list-nowrap",
    width: 150,
    render: (row) => dateTimeText(row.startedAt),
  },
];
