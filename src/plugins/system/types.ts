/** What the system-management calls answer: the contract's shapes (src/contracts/system.ts), and the mail forms. */

export {
  CLUSTERS,
  NODE_STATUSES,
  POD_STATUSES,
  type Amount,
  type ConfigKind,
  type MailSettingsInput,
  type MailSettingsView,
  type NodeStatus,
  type Pod,
  type PodStatus,
  type ResourceStatistics,
  type SystemConfig,
  type UsagePoint,
  type UsageRecord,
} from "../../contracts/system";
export type { NodeView as CentreNode, UserPermissionView as UserPermission } from "../../contracts/system";

export interface TestMailResult {
  to: string;
  subject: string;
  messageId: string;
}
