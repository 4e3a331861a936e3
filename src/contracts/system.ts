import { Type as T, type Static } from "@sinclair/typebox";
import { Int, Text } from "./fields";
import { tooLongText } from "./names";

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

// The answers' shapes (TypeBox; the types are derived, so the route, the store and the page agree).

export const NODE_STATUSES = ["running", "idle", "offline", "maintenance"] as const;
export const POD_STATUSES = ["Running", "Pending", "Succeeded", "Failed"] as const;
export const CLUSTERS = ["sc-cluster-1", "sc-cluster-2"] as const;
const NodeStatus = T.Union(NODE_STATUSES.map((status) => T.Literal(status)));
export type NodeStatus = Static<typeof NodeStatus>;
const PodStatus = T.Union(POD_STATUSES.map((status) => T.Literal(status)));
export type PodStatus = Static<typeof PodStatus>;

/** One hour of a node's load: epoch ms of the hour's start, percentages 0..100 with one decimal. */
export const UsagePoint = T.Object({
  time: T.Number(),
  cpu: T.Number(),
  memory: T.Number(),
  gpu: T.Number(),
});
export type UsagePoint = Static<typeof UsagePoint>;

/** A node of the simulated centre as node/list answers it: its hardware, status and load now. */
export const NodeView = T.Object({
  name: T.String(),
  cluster: T.String(),
  kind: T.Union([T.Literal("cpu"), T.Literal("gpu")]),
  cpuCores: T.Integer(),
  gpuCards: T.Integer(),
  memoryGb: T.Number(),
  ip: T.String(),
  status: NodeStatus,
  cpu: T.Number(),
  memory: T.Number(),
  gpu: T.Number(),
  pods: T.Integer(),
});
export type NodeView = Static<typeof NodeView>;

export const Pod = T.Object({
  name: T.String(),
  namespace: T.String(),
  node: T.String(),
  cluster: T.String(),
  status: PodStatus,
  cpuCores: T.Number(),
  gpuCards: T.Integer(),
  memoryGb: T.Number(),
  startedAt: T.Number(),
});
export type Pod = Static<typeof Pod>;

/** Used and total of one resource. */
export const Amount = T.Object({ used: T.Number(), total: T.Number() });
export type Amount = Static<typeof Amount>;

/** resources-statistical: the centre right now (storage is the parallel file system, GB). */
export const ResourceStatistics = T.Object({
  time: T.Number(),
  /** Nodes per status (NODE_STATUSES) and in all. */
  nodes: T.Object({
    running: T.Integer(),
    idle: T.Integer(),
    offline: T.Integer(),
    maintenance: T.Integer(),
    total: T.Integer(),
  }),
  /** Pods per status (POD_STATUSES) and in all. */
  pods: T.Object({
    Running: T.Integer(),
    Pending: T.Integer(),
    Succeeded: T.Integer(),
    Failed: T.Integer(),
    total: T.Integer(),
  }),
  cpu: Amount,
  gpu: Amount,
  memory: Amount,
  storage: Amount,
  clusters: T.Array(
    T.Object({ cluster: T.String(), nodes: T.Integer(), cpu: Amount, gpu: Amount, memory: Amount }),
  ),
});
export type ResourceStatistics = Static<typeof ResourceStatistics>;

/** One row of resources-usage-page: a cluster's use over one day (YYYY-MM-DD, the centre's UTC+8 days). */
export const UsageRecord = T.Object({
  date: T.String(),
  cluster: T.String(),
  cpuCoreHours: T.Number(),
  gpuCardHours: T.Number(),
  memoryGbHours: T.Number(),
  /** Highest hourly CPU load of the day, %. */
  peakCpu: T.Number(),
});
export type UsageRecord = Static<typeof UsageRecord>;

/** How a setting's value is checked (the spec's rules where a phone or an e-mail is asked for). */
export const CONFIG_KINDS = ["text", "textarea", "number", "phone", "email"] as const;
const ConfigKind = T.Union(CONFIG_KINDS.map((kind) => T.Literal(kind)));
export type ConfigKind = Static<typeof ConfigKind>;

export const SystemConfig = T.Object({
  id: T.Integer(),
  configKey: T.String(),
  configName: T.String(),
  configValue: T.String(),
  kind: ConfigKind,
  /** Text: at most this many characters; number: the range. */
  maxLength: T.Integer(),
  min: T.Union([T.Number(), T.Null()]),
  max: T.Union([T.Number(), T.Null()]),
  description: T.String(),
  updatedAt: T.Union([T.Number(), T.Null()]),
  updatedBy: T.Union([T.String(), T.Null()]),
});
export type SystemConfig = Static<typeof SystemConfig>;

/** One user as the users-and-permissions page lists them: who they are and every code they hold. */
export const UserPermissionView = T.Object({
  id: T.Integer(),
  userName: T.String(),
  displayName: T.String(),
  disabled: T.Boolean(),
  auditStatus: T.Integer(),
  belongSystem: T.Integer(),
  groups: T.Array(T.String()),
  /** The area codes among the user's codes, in the spec's order. */
  areas: T.Array(T.String()),
  codes: T.Array(T.String()),
});
export type UserPermissionView = Static<typeof UserPermissionView>;

/** 邮件管理's refusals and the test message (the form shows the field texts under its fields). */
export const MAIL_TEXT = {
  hostEmpty: "请输入服务器地址",
  hostInvalid: "服务器地址格式不正确",
  port: "端口应为 1 到 65535 的整数",
  senderEmpty: "请输入邮箱",
  emailEmpty: "请输入邮箱",
  emailInvalid: "邮箱格式不正确",
  sendFailed: "测试邮件发送失败：{reason}",
  /** Every failure to reach the server (refused, timed out, closed, unknown host, TLS): one text. */
  unreachable: "无法连接邮件服务器 {address}",
  auth: "邮件服务器拒绝了用户名或密码",
  internalTarget: "邮件服务器不能是本机、内网或链路本地地址",
  passwordAgain: "修改服务器地址、端口或用户名后，请重新输入密码",
  rejected: "邮件服务器拒绝了邮件：{response}",
  subject: "测试邮件",
  body: "这是一封来自{platform}的测试邮件，收到即说明邮件服务器设置正确。\n发送人：{user}\n邮件服务器：{address}",
} as const;

/** The mail server settings as the page sees them: never the password itself. */
export const MailSettingsView = T.Object({
  host: T.String(),
  port: T.Integer(),
  /** The From address. */
  sender: T.String(),
  /** Implicit TLS from the first byte (SMTPS, usually port 465); otherwise STARTTLS when offered. */
  tls: T.Boolean(),
  /** Empty: no AUTH. */
  username: T.String(),
  hasPassword: T.Boolean(),
  /** Nothing saved yet: the settings are the development sink's. */
  isDefault: T.Boolean(),
  /** The in-process development sink, which delivers to the development outbox. */
  sink: T.Object({ host: T.String(), port: T.Integer() }),
  updatedAt: T.Union([T.Integer(), T.Null()]),
  updatedBy: T.Union([T.String(), T.Null()]),
});
export type MailSettingsView = Static<typeof MailSettingsView>;

/** The settings' save (PUT email-config); no `password` keeps the saved one. */
export const MailSettingsInput = T.Object({
  host: Text(253, MAIL_TEXT.hostInvalid),
  port: Int(1, 65535, MAIL_TEXT.port),
  sender: Text(100, tooLongText("发件人邮箱", 100)),
  tls: T.Boolean(),
  username: Text(100, tooLongText("用户名", 100)),
  password: T.Optional(Text(200, tooLongText("密码", 200))),
});
export type MailSettingsInput = Static<typeof MailSettingsInput>;
