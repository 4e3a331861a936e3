/** What the system-management calls answer (server/system/*). */

export type NodeStatus = "running" | "idle" | "offline" | "maintenance";
export type PodStatus = "Running" | "Pending" | "Succeeded" | "Failed";
export const NODE_STATUSES: readonly NodeStatus[] = ["running", "idle", "offline", "maintenance"];
export const POD_STATUSES: readonly PodStatus[] = ["Running", "Pending", "Succeeded", "Failed"];
export const CLUSTERS = ["sc-cluster-1", "sc-cluster-2"] as const;

export interface CentreNode {
  name: string;
  cluster: string;
  kind: "cpu" | "gpu";
  cpuCores: number;
  gpuCards: number;
  memoryGb: number;
  ip: string;
  status: NodeStatus;
  cpu: number;
  memory: number;
  gpu: number;
  pods: number;
}

export interface UsagePoint {
  time: number;
  cpu: number;
  memory: number;
  gpu: number;
}

export interface Pod {
  name: string;
  namespace: string;
  node: string;
  cluster: string;
  status: PodStatus;
  cpuCores: number;
  gpuCards: number;
  memoryGb: number;
  startedAt: number;
}

export interface Amount {
  used: number;
  total: number;
}

export interface ResourceStatistics {
  time: number;
  nodes: Record<NodeStatus | "total", number>;
  pods: Record<PodStatus | "total", number>;
  cpu: Amount;
  gpu: Amount;
  memory: Amount;
  storage: Amount;
  clusters: { cluster: string; nodes: number; cpu: Amount; gpu: Amount; memory: Amount }[];
}

export interface UsageRecord {
  date: string;
  cluster: string;
  cpuCoreHours: number;
  gpuCardHours: number;
  memoryGbHours: number;
  peakCpu: number;
}

export type ConfigKind = "text" | "textarea" | "number" | "phone" | "email";

export interface SystemConfig {
  id: number;
  configKey: string;
  configName: string;
  configValue: string;
  kind: ConfigKind;
  maxLength: number;
  min: number | null;
  max: number | null;
  description: string;
  updatedAt: number | null;
  updatedBy: string | null;
}

export interface MailSettings {
  host: string;
  port: number;
  sender: string;
  tls: boolean;
  username: string;
  hasPassword: boolean;
  isDefault: boolean;
  sink: { host: string; port: number };
  updatedAt: number | null;
  updatedBy: string | null;
}

export interface MailSettingsInput {
  host: string;
  port: number;
  sender: string;
  tls: boolean;
  username: string;
  /** Absent: keep the saved one. */
  password?: string;
}

export interface TestMailResult {
  to: string;
  subject: string;
  messageId: string;
}

export interface UserPermission {
  id: number;
  userName: string;
  displayName: string;
  disabled: boolean;
  auditStatus: number;
  belongSystem: number;
  groups: string[];
  areas: string[];
  codes: string[];
}
