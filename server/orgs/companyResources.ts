import { CENTRE_NODES, CLUSTERS } from "../platform/centreLoad";
import { refuse } from "../lib/refusal";
import { text } from "./fields";
import {
  COMPANY_RESOURCE_TEXT as RESOURCE_TEXT,
  ORG_LABELS as L,
  ORG_LIMITS as M,
  STORAGE_MAX_GB,
  type ClusterCapacity,
  type HpcResourceFields,
} from "../../src/contracts/orgs";

const QUEUE = /^[A-Za-z0-9_-]+$/;

/** The centre's clusters with their capacity (the company page's choices and the limits below). */
export const CLUSTER_CAPACITY: readonly ClusterCapacity[] = CLUSTERS.map((cluster) => {
  const nodes = CENTRE_NODES.filter((node) => node.cluster === cluster);
  return {
    cluster,
    cpuCores: nodes.reduce((sum, node) => sum + node.cpuCores, 0),
    gpuCards: nodes.reduce((sum, node) => sum + node.gpuCards, 0),
  };
});

/**
 * A company's HPC resource, checked against the simulated centre: a cluster it has, a queue name,
 * cores and cards within the cluster's, storage within 1 PB, and something allocated.
 */
export function resourceOf(body: HpcResourceFields): HpcResourceFields {
  const cluster = text(body.cluster, L.cluster, M.cluster);
  const capacity =
    CLUSTER_CAPACITY.find((entry) => entry.cluster === cluster) ??
    refuse(400, RESOURCE_TEXT.clusterUnknown(CLUSTERS));
  const queue = text(body.queue, L.queue, M.queue);
  if (!QUEUE.test(queue)) refuse(400, RESOURCE_TEXT.queueInvalid);
  if (body.cpuCores > capacity.cpuCores) refuse(400, RESOURCE_TEXT.cpuRange(capacity.cpuCores));
  if (body.gpuCards > capacity.gpuCards) refuse(400, RESOURCE_TEXT.gpuRange(capacity.gpuCards));
  if (body.storageGb > STORAGE_MAX_GB) refuse(400, RESOURCE_TEXT.storageRange);
  if (body.cpuCores + body.gpuCards + body.storageGb === 0) refuse(400, RESOURCE_TEXT.nothing);
  return { ...body, cluster, queue };
}
