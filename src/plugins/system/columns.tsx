import type { Column } from "../../ui/kit/list";
import { dateTimeText } from "./format";
import { st } from "./messages";
import { StatusTag } from "./StatusTag";
import type { CentreNode, Pod } from "./types";
import { UsageBar } from "./UsageBar";

/** The node table's columns (overview and 节点管理). */
export const NODE_COLUMNS: Column<CentreNode>[] = [
  { key: "name", title: st("nodeName"), width: 100, render: (row) => row.name },
  { key: "cluster", title: st("cluster"), width: 110, render: (row) => row.cluster },
  { key: "kind", title: st("nodeKind"), width: 60, render: (row) => row.kind.toUpperCase() },
  { key: "status", title: st("nodeStatus"), width: 80, render: (row) => <StatusTag status={row.status} /> },
  {
    key: "capacity",
    title: st("usage"),
    className: "ws-list-nowrap",
    render: (row) =>
      [
        st("cores", { n: row.cpuCores }),
        row.gpuCards ? st("cards", { n: row.gpuCards }) : null,
        st("gigabytes", { n: row.memoryGb }),
      ]
        .filter(Boolean)
        .join(" / "),
  },
  {
    key: "cpu",
    title: st("cpuUsage"),
    render: (row) => <UsageBar value={row.cpu} label={`${row.name} ${st("cpuUsage")}`} />,
  },
  {
    key: "memory",
    title: st("memoryUsage"),
    render: (row) => <UsageBar value={row.memory} label={`${row.name} ${st("memoryUsage")}`} />,
  },
  {
    key: "gpu",
    title: st("gpuUsage"),
    render: (row) =>
      row.gpuCards ? <UsageBar value={row.gpu} label={`${row.name} ${st("gpuUsage")}`} /> : "-",
  },
  { key: "pods", title: st("pods"), width: 50, render: (row) => row.pods },
];

/** The pod table's columns. */
export const POD_COLUMNS: Column<Pod>[] = [
  { key: "name", title: st("podName"), width: 150, render: (row) => <code>{row.name}</code> },
  { key: "namespace", title: st("namespace"), width: 110, render: (row) => row.namespace },
  { key: "node", title: st("node"), width: 90, render: (row) => row.node },
  { key: "status", title: st("podStatus"), width: 80, render: (row) => <StatusTag status={row.status} /> },
  {
    key: "resources",
    title: st("usage"),
    className: "ws-list-nowrap",
    render: (row) =>
      [
        st("cores", { n: row.cpuCores }),
        row.gpuCards ? st("cards", { n: row.gpuCards }) : null,
        st("gigabytes", { n: row.memoryGb }),
      ]
        .filter(Boolean)
        .join(" / "),
  },
  {
    key: "started",
    title: st("startedAt"),
    className: "ws-list-nowrap",
    width: 150,
    render: (row) => dateTimeText(row.startedAt),
  },
];
