/**
 * The simulated supercomputing centre's hardware (extends server/hpc/hpcCenter.ts, which holds its
 * accounts): nodes of the two clusters, their load over time, the pods running on them. Everything is
 * a pure function of the clock: the same instant always gives the same numbers, and they move from
 * hour to hour like a real centre's (a daily wave plus seeded noise).
 */

import {
  CLUSTERS,
  type NodeStatus,
  type NodeView,
  type Pod,
  type PodStatus,
  type UsagePoint,
} from "../../src/contracts/system";

export type NodeKind = "cpu" | "gpu";
export type { NodeStatus, NodeView, Pod, PodStatus, UsagePoint };

export interface CentreNode {
  name: string;
  cluster: string;
  kind: NodeKind;
  cpuCores: number;
  gpuCards: number;
  memoryGb: number;
  ip: string;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export { CLUSTERS };

/** 32-bit hash of a text (FNV-1a), the seed of every number below. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A number in [0, 1) fixed by its key. */
export const noise = (key: string): number => hash(key) / 0x1_0000_0000;

const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

function buildNodes(): CentreNode[] {
  const nodes: CentreNode[] = [];
  CLUSTERS.forEach((cluster, c) => {
    for (let i = 1; i <= 8; i++)
      nodes.push({
        name: `${cluster === "sc-cluster-1" ? "a" : "b"}-cn${String(i).padStart(3, "0")}`,
        cluster,
        kind: "cpu",
        cpuCores: 64,
        gpuCards: 0,
        memoryGb: 256,
        ip: `10.${c + 1}.0.${10 + i}`,
      });
    for (let i = 1; i <= 4; i++)
      nodes.push({
        name: `${cluster === "sc-cluster-1" ? "a" : "b"}-gn${String(i).padStart(3, "0")}`,
        cluster,
        kind: "gpu",
        cpuCores: 128,
        gpuCards: 8,
        memoryGb: 1024,
        ip: `10.${c + 1}.1.${10 + i}`,
      });
  });
  return nodes;
}

/** The centre's 24 nodes: per cluster 8 CPU nodes (64 cores, 256 GB) and 4 GPU nodes (8 cards). */
export const CENTRE_NODES: readonly CentreNode[] = buildNodes();

const hourOf = (time: number) => Math.floor(time / HOUR_MS) * HOUR_MS;

/** One node stays in maintenance; a node is offline on a day its noise says so (about 1 in 20). */
export function nodeStatusAt(node: CentreNode, time: number, cpu: number): NodeStatus {
  if (node.name === "b-cn008") return "maintenance";
  if (noise(`${node.name}:down:${Math.floor(time / DAY_MS)}`) < 0.05) return "offline";
  return cpu >= 5 ? "running" : "idle";
}

/** A node's load in the hour holding `time`: a daily wave peaking in the afternoon, plus noise. */
export function usageAt(node: CentreNode, time: number): UsagePoint {
  const hour = hourOf(time);
  const base = 25 + noise(`${node.name}:base`) * 45;
  const phase = ((hour % DAY_MS) / DAY_MS) * 2 * Math.PI;
  const wave = Math.sin(phase - Math.PI / 2 - 0.6) * 20;
  const jitter = (key: string) => (noise(`${node.name}:${key}:${hour}`) - 0.5) * 20;
  const cpu = clamp(base + wave + jitter("cpu"));
  const memory = clamp(cpu * 0.7 + 15 + jitter("mem") / 2);
  const gpu = node.kind === "gpu" ? clamp(cpu * 1.1 + jitter("gpu")) : 0;
  return { time: hour, cpu: round1(cpu), memory: round1(memory), gpu: round1(gpu) };
}

/** The node's load, zero while it is offline or in maintenance. */
export function liveUsage(node: CentreNode, time: number): UsagePoint {
  const usage = usageAt(node, time);
  const status = nodeStatusAt(node, time, usage.cpu);
  return status === "offline" || status === "maintenance"
    ? { time: usage.time, cpu: 0, memory: 0, gpu: 0 }
    : usage;
}

/** The pods of the hour holding `time`: 40 of them, placed on nodes that are up. */
export function podsAt(time: number): Pod[] {
  const hour = hourOf(time);
  const up = CENTRE_NODES.filter((node) => {
    const status = nodeStatusAt(node, time, usageAt(node, time).cpu);
    return status === "running" || status === "idle";
  });
  if (up.length === 0) return [];
  const pods: Pod[] = [];
  for (let i = 0; i < 40; i++) {
    const key = `pod:${hour}:${i}`;
    const training = noise(`${key}:kind`) < 0.6;
    const node = up[Math.floor(noise(`${key}:node`) * up.length)];
    const roll = noise(`${key}:status`);
    const status: PodStatus =
      roll < 0.7 ? "Running" : roll < 0.8 ? "Pending" : roll < 0.95 ? "Succeeded" : "Failed";
    const gpu = node.kind === "gpu" ? 1 + Math.floor(noise(`${key}:gpu`) * 4) : 0;
    pods.push({
      name: `${training ? "train" : "infer"}-${hash(key).toString(16).padStart(8, "0").slice(0, 8)}`,
      namespace: training ? "ai-training" : "ai-inference",
      node: node.name,
      cluster: node.cluster,
      status,
      cpuCores: 2 ** (1 + Math.floor(noise(`${key}:cpu`) * 4)),
      gpuCards: gpu,
      memoryGb: 4 * (1 + Math.floor(noise(`${key}:mem`) * 8)),
      startedAt: hour - Math.floor(noise(`${key}:age`) * 6 * HOUR_MS),
    });
  }
  return pods.sort((a, b) => b.startedAt - a.startedAt || a.name.localeCompare(b.name));
}

/** Every node at `time`, with its status, load and number of running pods. */
export function nodesAt(time: number): NodeView[] {
  const pods = podsAt(time).filter((pod) => pod.status === "Running");
  return CENTRE_NODES.map((node) => {
    const usage = liveUsage(node, time);
    const { time: _hour, ...load } = usage;
    void _hour;
    return {
      ...node,
      ...load,
      status: nodeStatusAt(node, time, usageAt(node, time).cpu),
      pods: pods.filter((pod) => pod.node === node.name).length,
    };
  });
}

/** A cluster's load per hour: each resource weighted by the nodes' capacity. */
export function clusterUsageAt(cluster: string, time: number): UsagePoint {
  const nodes = CENTRE_NODES.filter((node) => node.cluster === cluster);
  let cpu = 0;
  let memory = 0;
  let gpu = 0;
  for (const node of nodes) {
    const usage = liveUsage(node, time);
    cpu += (usage.cpu * node.cpuCores) / 100;
    memory += (usage.memory * node.memoryGb) / 100;
    gpu += (usage.gpu * node.gpuCards) / 100;
  }
  const total = (pick: (node: CentreNode) => number) => nodes.reduce((sum, node) => sum + pick(node), 0);
  return {
    time: hourOf(time),
    cpu: round1((cpu / total((node) => node.cpuCores)) * 100),
    memory: round1((memory / total((node) => node.memoryGb)) * 100),
    gpu: round1((gpu / total((node) => node.gpuCards)) * 100),
  };
}

/** The `hours` hourly points up to the hour holding `time`, oldest first. */
export function series(time: number, hours: number, at: (time: number) => UsagePoint): UsagePoint[] {
  const last = hourOf(time);
  return Array.from({ length: hours }, (_, i) => at(last - (hours - 1 - i) * HOUR_MS));
}
