import { CENTRE_NODES, CLUSTERS } from "../platform/centreLoad";
import { refuse } from "../lib/refusal";
import { text } from "./fields";

/** What a cluster of the simulated centre can give a company: its cores and GPU cards in all. */
export interface ClusterCapacity {
  cluster: string;
  cpuCores: number;
  gpuCards: number;
}

/** The largest storage a company resource may hold: 1 PB, in GB. */
export const STORAGE_MAX_GB = 1_048_576;
const QUEUE = /^[A-Za-z0-9_-]+$/;

export const RESOURCE_TEXT = {
  clusterUnknown: (clusters: readonly string[]) => `集群不存在，可选：${clusters.join("、")}`,
  queueInvalid: "队列名称只能包含字母、数字、-和_",
  cpuRange: (max: number) => `CPU核数应为 0 到 ${max} 的整数`,
  gpuRange: (max: number) => `GPU卡数应为 0 到 ${max} 的整数`,
  storageRange: `存储容量应为 0 到 ${STORAGE_MAX_GB} 的整数`,
  nothing: "请至少分配CPU核数、GPU卡数或存储容量中的一项",
} as const;

/** The centre's clusters with their capacity (the company page's choices and the limits below). */
export const CLUSTER_CAPACITY: readonly ClusterCapacity[] = CLUSTERS.map((cluster) => {
  const nodes = CENTRE_NODES.filter((node) => node.cluster === cluster);
  return {
    cluster,
    cpuCores: nodes.reduce((sum, node) => sum + node.cpuCores, 0),
    gpuCards: nodes.reduce((sum, node) => sum + node.gpuCards, 0),
  };
});

export interface ResourceBody {
  cluster: string;
  queue: string;
  cpuCores: number;
  gpuCards: number;
  storageGb: number;
}

/**
 * A company's HPC resource, checked against the simulated centre: a cluster it has, a queue name,
 * cores and cards within the cluster's, storage within 1 PB, and something allocated.
 */
export function resourceOf(body: ResourceBody): ResourceBody {
  const cluster = text(body.cluster, "集群", 50);
  const capacity =
    CLUSTER_CAPACITY.find((entry) => entry.cluster === cluster) ??
    refuse(400, RESOURCE_TEXT.clusterUnknown(CLUSTERS));
  const queue = text(body.queue, "队列", 50);
  if (!QUEUE.test(queue)) refuse(400, RESOURCE_TEXT.queueInvalid);
  if (body.cpuCores > capacity.cpuCores) refuse(400, RESOURCE_TEXT.cpuRange(capacity.cpuCores));
  if (body.gpuCards > capacity.gpuCards) refuse(400, RESOURCE_TEXT.gpuRange(capacity.gpuCards));
  if (body.storageGb > STORAGE_MAX_GB) refuse(400, RESOURCE_TEXT.storageRange);
  if (body.cpuCores + body.gpuCards + body.storageGb === 0) refuse(400, RESOURCE_TEXT.nothing);
  return { ...body, cluster, queue };
}
