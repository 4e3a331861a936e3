/**
 * The back office's system-management calls (ai-domain §7 "system-config", "e-mail"): one table for
 * the server's routes and the system plugin's api.ts. `chosen` marks paths the spec does not spell.
 */
export const SYSTEM_API = {
  /** Settings: all of them (signed-in), one by id, and an edit (system-manage). */
  configList: "/api/aimanager/v1/system-config/list",
  configInfo: "/api/aimanager/v1/system-config/info",
  /** The simulated centre: nodes, usage of one node, pods, usage per cluster. */
  nodeList: "/api/aimanager/v1/system-config/node/list",
  nodeUseList: "/api/aimanager/v1/system-config/node/use/list",
  podList: "/api/aimanager/v1/system-config/pod/list",
  clusterUseList: "/api/aimanager/v1/system-config/cluster/use/list",
  resourcesStatistical: "/api/aimanager/v1/system-config/resources-statistical",
  resourcesUsagePage: "/api/aimanager/v1/system-config/resources-usage-page",
  /** E-mail: the server settings and a test message. */
  emailConfig: "/api/aimanager/v1/email/email-config",
  testSendEmail: "/api/aimanager/v1/email/test-send-email",
  /** chosen: every user with their codes, for the users-and-permissions page. */
  userPermissions: "/api/aimanager/v1/system-config/user-permissions",
} as const;
