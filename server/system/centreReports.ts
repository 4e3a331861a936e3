import type { Amount, ResourceStatistics, UsageRecord } from "../../src/contracts/system";
import { pageOffset } from "../lib/paging";
import {
  CENTRE_NODES,
  CLUSTERS,
  DAY_MS,
  HOUR_MS,
  clusterUsageAt,
  liveUsage,
  nodesAt,
  noise,
  podsAt,
} from "../platform/centreLoad";

export type { Amount, ResourceStatistics, UsageRecord };

/** The centre keeps 90 days of daily records; the day ends at midnight China time. */
export const USAGE_DAYS = 90;
const CHINA_OFFSET_MS = 8 * HOUR_MS;
const STORAGE_TOTAL_GB = 2 * 1024 * 1024;

const dayStart = (time: number) => Math.floor((time + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
export const dateText = (start: number) => new Date(start + CHINA_OFFSET_MS).toISOString().slice(0, 10);

function amount(cluster: string | null, time: number) {
  const nodes = CENTRE_NODES.filter((node) => cluster === null || node.cluster === cluster);
  const sum = { cpu: { used: 0, total: 0 }, gpu: { used: 0, total: 0 }, memory: { used: 0, total: 0 } };
  for (const node of nodes) {
    const usage = liveUsage(node, time);
    sum.cpu.total += node.cpuCores;
    sum.gpu.total += node.gpuCards;
    sum.memory.total += node.memoryGb;
    sum.cpu.used += Math.round((usage.cpu * node.cpuCores) / 100);
    sum.gpu.used += Math.round((usage.gpu * node.gpuCards) / 100);
    sum.memory.used += Math.round((usage.memory * node.memoryGb) / 100);
  }
  return { nodes: nodes.length, ...sum };
}

export function statisticsAt(time: number): ResourceStatistics {
  const nodes = nodesAt(time);
  const pods = podsAt(time);
  const countBy = <K extends string>(keys: readonly K[], values: K[]) =>
    Object.fromEntries([
      ["total", values.length],
      ...keys.map((key) => [key, values.filter((value) => value === key).length]),
    ]) as Record<K | "total", number>;
  const day = Math.floor(time / DAY_MS);
  const storageShare = 0.55 + noise(`storage:${day}`) * 0.05 + (day % 365) / 3650;
  return {
    time,
    nodes: countBy(
      ["running", "idle", "offline", "maintenance"] as const,
      nodes.map((node) => node.status),
    ),
    pods: countBy(
      ["Running", "Pending", "Succeeded", "Failed"] as const,
      pods.map((pod) => pod.status),
    ),
    ...(({ cpu, gpu, memory }) => ({ cpu, gpu, memory }))(amount(null, time)),
    storage: { used: Math.round(STORAGE_TOTAL_GB * Math.min(storageShare, 0.95)), total: STORAGE_TOTAL_GB },
    clusters: CLUSTERS.map((cluster) => ({ cluster, ...amount(cluster, time) })),
  };
}

function dayRecord(cluster: string, start: number): UsageRecord {
  const nodes = CENTRE_NODES.filter((node) => node.cluster === cluster);
  let cpu = 0;
  let gpu = 0;
  let memory = 0;
  let peak = 0;
  for (let hour = 0; hour < 24; hour++) {
    const time = start + hour * HOUR_MS;
    for (const node of nodes) {
      const usage = liveUsage(node, time);
      cpu += (usage.cpu * node.cpuCores) / 100;
      gpu += (usage.gpu * node.gpuCards) / 100;
      memory += (usage.memory * node.memoryGb) / 100;
    }
    peak = Math.max(peak, clusterUsageAt(cluster, time).cpu);
  }
  return {
    date: dateText(start),
    cluster,
    cpuCoreHours: Math.round(cpu),
    gpuCardHours: Math.round(gpu),
    memoryGbHours: Math.round(memory),
    peakCpu: peak,
  };
}

export interface UsageQuery {
  pageNum: number;
  pageSize: number;
  cluster?: string;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
}

/**
 * resources-usage-page: the complete days of the last {@link USAGE_DAYS} (yesterday first), per cluster,
 * filtered by cluster and date range, paged; `sum` totals every matching row.
 */
export function usagePage(query: UsageQuery, time: number) {
  const today = dayStart(time);
  const days: number[] = [];
  for (let n = 1; n <= USAGE_DAYS; n++) {
    const start = today - n * DAY_MS;
    const date = dateText(start);
    if (query.startDate && date < query.startDate) continue;
    if (query.endDate && date > query.endDate) continue;
    days.push(start);
  }
  const clusters = CLUSTERS.filter((cluster) => !query.cluster || cluster === query.cluster);
  const keys = days.flatMap((start) => clusters.map((cluster) => ({ start, cluster })));
  const from = pageOffset(query.pageNum, query.pageSize);
  const list = keys.slice(from, from + query.pageSize).map((key) => dayRecord(key.cluster, key.start));
  return { list, total: keys.length, pageNum: query.pageNum, pageSize: query.pageSize };
}
