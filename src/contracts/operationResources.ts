import { Type as T, type Static } from "@sinclair/typebox";
import { SAFE_NAME_PATTERN } from "./names";
import { CODE } from "./permissionCodes";

/**
 * The operation area's resource specification and usage pages (ai-domain §2 "operation management
 * pages exist for resource specification and usage"; §7 resource-specification, resource-info,
 * application/list and /api/operation-management/v1/application/manage/list). The spec gives no
 * shapes; these are the reference server's (docs/server-routes.md).
 */
export const RESOURCE_SPEC_BASE = "/api/aimanager/v1/resource-specification";
export const OPERATION_RESOURCE_PATHS = {
  specPage: `${RESOURCE_SPEC_BASE}/page`,
  specList: `${RESOURCE_SPEC_BASE}/list`,
  /** POST creates, PUT (with id) updates. */
  spec: RESOURCE_SPEC_BASE,
  /** GET one, DELETE one. */
  specOne: (id: number | string) => `${RESOURCE_SPEC_BASE}/${id}`,
  /** Usage totals per application over the filters. */
  resourceInfo: "/api/aimanager/v1/resource-info",
  /** Usage per application and user, paged. */
  resourceInfoPage: "/api/aimanager/v1/resource-info/page",
  applicationList: "/api/aimanager/v1/application/list",
  applicationManageList: "/api/operation-management/v1/application/manage/list",
} as const;

/** The operation area's menu group and its two pages (permission tree, under operation). */
export const RESOURCE_MANAGE_CODE = CODE.resourceManage;
export const RESOURCE_SPEC_CODE = CODE.resourceSpec;
export const RESOURCE_USAGE_CODE = CODE.resourceUsage;

/**
 * The platform's applications, each metering one kind of usage (server/platform/usageLog.ts): the
 * applications a resource specification is for and the usage page's rows.
 */
export const APPLICATIONS = [
  { code: "training", name: "模型训练", kind: "compute", unitText: "核·秒" },
  { code: "inference", name: "推理服务", kind: "inference", unitText: "次" },
  { code: "storage", name: "存储管理", kind: "storage", unitText: "MiB·小时" },
  { code: "sharing", name: "资源共享", kind: "share", unitText: "次" },
] as const;
export type ApplicationCode = (typeof APPLICATIONS)[number]["code"];
export const APPLICATION_CODES = APPLICATIONS.map((entry) => entry.code) as ApplicationCode[];

export const RESOURCE_TEXT = {
  specName: "规格名称",
  application: "所属应用",
  cpuCores: "CPU核数",
  memoryGb: "内存(GB)",
  gpuCount: "GPU卡数",
  gpuModel: "GPU型号",
  storageGb: "存储(GB)",
  status: "状态",
  description: "描述",
  enabled: "启用",
  disabled: "停用",
  nameTaken: "规格名称已存在",
  gpuModelRequired: "GPU型号不能为空",
  gpuModelWithoutGpu: "GPU卡数为0时不能填写GPU型号",
  notFound: "资源规格不存在",
  enabledNoDelete: "启用中的规格不能删除，请先停用",
  cpuRange: "CPU核数应为1到256的整数",
  memoryRange: "内存应为1到2048的整数(GB)",
  gpuRange: "GPU卡数应为0到16的整数",
  storageRange: "存储应为0到102400的整数(GB)",
  badApplication: "所属应用不能为空",
  badTime: "时间格式应为 YYYY-MM-DD HH:mm:ss",
} as const;

const Application = T.Union(
  APPLICATION_CODES.map((code) => T.Literal(code)),
  { "x-message": RESOURCE_TEXT.badApplication },
);

export const ResourceSpecFields = T.Object({
  // No control or direction characters (the one Name type); a blank name is refused by the store's check.
  specName: T.String({
    minLength: 1,
    maxLength: 50,
    pattern: SAFE_NAME_PATTERN,
    "x-name": RESOURCE_TEXT.specName,
    "x-message": `${RESOURCE_TEXT.specName}不能为空`,
  }),
  applicationCode: Application,
  cpuCores: T.Integer({ minimum: 1, maximum: 256, "x-message": RESOURCE_TEXT.cpuRange }),
  memoryGb: T.Integer({ minimum: 1, maximum: 2048, "x-message": RESOURCE_TEXT.memoryRange }),
  gpuCount: T.Integer({ minimum: 0, maximum: 16, "x-message": RESOURCE_TEXT.gpuRange }),
  gpuModel: T.String({ maxLength: 50 }),
  storageGb: T.Integer({ minimum: 0, maximum: 102400, "x-message": RESOURCE_TEXT.storageRange }),
  /** 1 enabled, 0 disabled. */
  status: T.Union([T.Literal(0), T.Literal(1)]),
  description: T.String({ maxLength: 200 }),
});
export type ResourceSpecFields = Static<typeof ResourceSpecFields>;

export const UpdateResourceSpec = T.Composite([
  T.Object({ id: T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
  ResourceSpecFields,
]);
export type UpdateResourceSpec = Static<typeof UpdateResourceSpec>;

export interface ResourceSpec extends ResourceSpecFields {
  id: number;
  applicationName: string;
  createTime: string;
  updateTime: string;
}

/** Why the fields cannot be saved (the rules beyond each field's range), or null. */
export function resourceSpecProblem(
  fields: Pick<ResourceSpecFields, "gpuCount" | "gpuModel">,
): string | null {
  if (fields.gpuCount > 0 && !fields.gpuModel.trim()) return RESOURCE_TEXT.gpuModelRequired;
  if (fields.gpuCount === 0 && fields.gpuModel.trim()) return RESOURCE_TEXT.gpuModelWithoutGpu;
  return null;
}

const Paging = {
  pageNum: T.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: T.Integer({ minimum: 1, maximum: 1000, default: 10 }),
};
const Optional = <S extends ReturnType<typeof T.String>>(schema: S) => T.Optional(schema);
const DateTime = T.String({
  pattern: "^(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2})?$",
  "x-message": RESOURCE_TEXT.badTime,
});

export const ResourceSpecPageQuery = T.Object({
  ...Paging,
  specName: Optional(T.String({ maxLength: 50 })),
  applicationCode: T.Optional(T.Union([T.Literal(""), ...APPLICATION_CODES.map((code) => T.Literal(code))])),
  status: T.Optional(T.Union([T.Literal(""), T.Literal("0"), T.Literal("1")])),
});
export type ResourceSpecPageQuery = Static<typeof ResourceSpecPageQuery>;

export const UsageQuery = T.Object({
  applicationCode: T.Optional(T.Union([T.Literal(""), ...APPLICATION_CODES.map((code) => T.Literal(code))])),
  /** Part of the user's account or name. */
  userName: Optional(T.String({ maxLength: 50 })),
  startTime: T.Optional(DateTime),
  endTime: T.Optional(DateTime),
});
export type UsageQuery = Static<typeof UsageQuery>;
export const UsagePageQuery = T.Composite([T.Object(Paging), UsageQuery]);
export type UsagePageQuery = Static<typeof UsagePageQuery>;

/** One row of the usage page: an application's use by one user. */
export interface UsageRow {
  applicationCode: ApplicationCode;
  applicationName: string;
  userName: string;
  quantity: number;
  unitText: string;
  records: number;
  lastUsed: string;
}

/** An application's totals (resource-info). */
export interface ApplicationUsage {
  applicationCode: ApplicationCode;
  applicationName: string;
  quantity: number;
  unitText: string;
  records: number;
  users: number;
}

export interface ApplicationEntry {
  code: ApplicationCode;
  name: string;
  unitText: string;
}

export const ApplicationManageQuery = T.Object({ ...Paging, name: Optional(T.String({ maxLength: 50 })) });
export type ApplicationManageQuery = Static<typeof ApplicationManageQuery>;

/** An application as operations manage it: its specifications and its metered use. */
export interface ManagedApplication extends ApplicationEntry {
  specCount: number;
  enabledSpecCount: number;
  quantity: number;
  records: number;
}

export interface Paged<Row> {
  list: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}
