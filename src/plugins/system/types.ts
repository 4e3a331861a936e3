/** What the system-management calls answer: the contract's shapes (src/contracts/system.ts), and the mail forms. */

export {
  CLUSTERS,
  NODE_STATUSES,
  POD_STATUSES,
  type Amount,
  type ConfigKind,
  type NodeStatus,
  type Pod,
  type PodStatus,
  type ResourceStatistics,
  type SystemConfig,
  type UsagePoint,
  type UsageRecord,
} from "../../contracts/system";
export type { NodeView as CentreNode, UserPermissionView as UserPermission } from "../../contracts/system";

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
