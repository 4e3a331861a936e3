import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { SYSTEM_API } from "../../src/contracts/system";
import { anyOf, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import {
  CENTRE_NODES,
  CLUSTERS,
  clusterUsageAt,
  liveUsage,
  nodesAt,
  podsAt,
  series,
} from "../platform/centreLoad";
import { statisticsAt, usagePage } from "./centreReports";
import { pageOffset } from "../lib/paging";
import { CODE } from "../../src/contracts/permissionCodes";

export const SYSTEM_MANAGE = CODE.systemManage;

export const CENTRE_TEXT = {
  unknownCluster: "集群不存在",
  unknownNode: "节点不存在",
  nodeRequired: "节点名称不能为空",
  badDate: "日期格式应为 YYYY-MM-DD",
  dateOrder: "开始日期不能晚于结束日期",
  noSuchDate: (date: string) => `日期 ${date} 不存在`,
} as const;

const literals = (values: readonly string[], message: string) =>
  T.Union(
    values.map((value) => T.Literal(value)),
    { "x-message": message },
  );

const NODE_STATUS = literals(["running", "idle", "offline", "maintenance"], "节点状态无效");
const POD_STATUS = literals(["Running", "Pending", "Succeeded", "Failed"], "容器状态无效");
const DATE = T.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", "x-message": CENTRE_TEXT.badDate });
const HOURS = T.Integer({ minimum: 1, maximum: 168, default: 24, "x-message": "小时数应为 1 到 168" });

/** A YYYY-MM-DD that names a day of the calendar (2020-13-45 and 2023-02-29 do not): else 400. */
function checkDate(date: string | undefined): void {
  if (!date) return;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day)
    refuse(400, CENTRE_TEXT.noSuchDate(date));
}

function checkCluster(cluster: string | undefined): string | undefined {
  const value = cluster?.trim();
  if (!value) return undefined;
  return (CLUSTERS as readonly string[]).includes(value) ? value : refuse(400, CENTRE_TEXT.unknownCluster);
}

const contains = (text: string, part: string | undefined) =>
  !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());

function paged<Row>(rows: Row[], pageNum: number, pageSize: number) {
  const from = pageOffset(pageNum, pageSize);
  return { list: rows.slice(from, from + pageSize), total: rows.length, pageNum, pageSize };
}

/**
 * The simulated centre's hardware for the back office (system-manage): nodes, one node's load, pods,
 * each cluster's load, the statistics of right now and the daily usage records (ai-domain §7
 * system-config). Every number comes from the server's clock (server/platform/centreLoad.ts).
 */
export async function centreRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const access = anyOf(SYSTEM_MANAGE);

  route(app, {
    method: "GET",
    url: SYSTEM_API.nodeList,
    access,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        cluster: T.Optional(Text(40)),
        status: T.Optional(NODE_STATUS),
        name: T.Optional(Text(40)),
      }),
    },
    handler: ({ query, reply }) => {
      const cluster = checkCluster(query.cluster);
      const rows = nodesAt(platform.now()).filter(
        (node) =>
          (!cluster || node.cluster === cluster) &&
          (!query.status || node.status === query.status) &&
          contains(node.name, query.name),
      );
      return sendOk(reply, paged(rows, query.pageNum, query.pageSize));
    },
  });

  route(app, {
    method: "GET",
    url: SYSTEM_API.nodeUseList,
    access,
    schema: {
      querystring: T.Object({ nodeName: Text(40, CENTRE_TEXT.nodeRequired), hours: HOURS }),
    },
    handler: ({ query, reply }) => {
      const name = query.nodeName.trim() || refuse(400, CENTRE_TEXT.nodeRequired);
      const node = CENTRE_NODES.find((one) => one.name === name) ?? refuse(404, CENTRE_TEXT.unknownNode);
      const points = series(platform.now(), query.hours, (time) => liveUsage(node, time));
      return sendOk(reply, { node: node.name, points });
    },
  });

  route(app, {
    method: "GET",
    url: SYSTEM_API.podList,
    access,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        cluster: T.Optional(Text(40)),
        status: T.Optional(POD_STATUS),
        name: T.Optional(Text(60)),
      }),
    },
    handler: ({ query, reply }) => {
      const cluster = checkCluster(query.cluster);
      const rows = podsAt(platform.now()).filter(
        (pod) =>
          (!cluster || pod.cluster === cluster) &&
          (!query.status || pod.status === query.status) &&
          (contains(pod.name, query.name) || contains(pod.node, query.name)),
      );
      return sendOk(reply, paged(rows, query.pageNum, query.pageSize));
    },
  });

  route(app, {
    method: "GET",
    url: SYSTEM_API.clusterUseList,
    access,
    schema: { querystring: T.Object({ hours: HOURS }) },
    handler: ({ query, reply }) =>
      sendOk(
        reply,
        CLUSTERS.map((cluster) => ({
          cluster,
          points: series(platform.now(), query.hours, (time) => clusterUsageAt(cluster, time)),
        })),
      ),
  });

  route(app, {
    method: "GET",
    url: SYSTEM_API.resourcesStatistical,
    access,
    handler: ({ reply }) => sendOk(reply, statisticsAt(platform.now())),
  });

  route(app, {
    method: "GET",
    url: SYSTEM_API.resourcesUsagePage,
    access,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        cluster: T.Optional(Text(40)),
        startDate: T.Optional(DATE),
        endDate: T.Optional(DATE),
      }),
    },
    handler: ({ query, reply }) => {
      const cluster = checkCluster(query.cluster);
      checkDate(query.startDate);
      checkDate(query.endDate);
      if (query.startDate && query.endDate && query.startDate > query.endDate)
        refuse(400, CENTRE_TEXT.dateOrder);
      return sendOk(reply, usagePage({ ...query, cluster }, platform.now()));
    },
  });
}
