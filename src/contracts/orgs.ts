import { Type as T, type Static } from "@sinclair/typebox";

/**
 * 组织与专家 (ai-domain §2 back office; shell spec §7 orgs, companys; ai-domain §7 company-info,
 * operate-agency-info, professor): the organisation tree and its members, operating agencies,
 * companies with their HPC resources, and the expert library. Imported by src/plugins/orgs/api.ts and
 * server/orgs; the classification pages' part is contracts/classify.ts.
 */
export const ORG_MGMT = "/api/aam/v1/mgmt/orgs";
export const AGENCY_BASE = "/api/aimanager/v1/operate-agency-info";
export const COMPANY_BASE = "/api/aimanager/v1/companys";
export const EXPERT_BASE = "/api/aimanager/v1/professor";

export const ORGS_API = {
  /** GET the tree (`?name=` keeps the matches and their ancestors). */
  orgTree: `${ORG_MGMT}/tree`,
  /** POST a new organisation, PUT its fields. */
  orgs: ORG_MGMT,
  /** DELETE one. */
  org: `${ORG_MGMT}/:id`,
  /** GET the members, POST one (`{ userId }`). */
  members: `${ORG_MGMT}/:id/members`,
  candidates: `${ORG_MGMT}/:id/candidates`,
  member: `${ORG_MGMT}/:id/members/:userId`,
  /** Government orgs (shell spec §7): the flat list the company form and filters choose from. */
  governmentOrgs: "/api/aam/v1/portal/orgs/government/basic",

  agencyPage: `${AGENCY_BASE}/page`,
  /** POST a new agency, PUT its fields. */
  agencies: AGENCY_BASE,
  /** GET one, DELETE one. */
  agency: `${AGENCY_BASE}/:id`,

  companyPage: `${COMPANY_BASE}/companys`,
  /** GET one with its resources (`?id=`), POST a new company, PUT its fields. */
  company: `${COMPANY_BASE}/company`,
  /** ai-domain §7 company-info: the same answer as GET `company`. */
  companyInfo: "/api/aimanager/v1/company-info",
  /** DELETE one. */
  companyOne: `${COMPANY_BASE}/company/:id`,
  resources: `${COMPANY_BASE}/company/:id/resources`,
  resource: `${COMPANY_BASE}/company/:id/resources/:resourceId`,
  clusters: `${COMPANY_BASE}/clusters`,

  expertPage: `${EXPERT_BASE}/page`,
  /** The portal expert centre's read: public experts, no sign-in needed. */
  expertPublicPage: `${EXPERT_BASE}/public-page`,
  /** POST a new expert, PUT their fields. */
  experts: EXPERT_BASE,
  expertPublic: `${EXPERT_BASE}/updatePublic`,
  /** DELETE one. */
  expert: `${EXPERT_BASE}/:id`,
} as const;

export { ORG_CODES } from "./orgCodes";

/**
 * The fields' and records' names the refusals say (`{label}不能为空`, `{label}最多输入{n}个字符`) and
 * the pages show: the orgs plugin's catalogue spreads them in under the same keys.
 */
export const ORG_LABELS = {
  agency: "运营机构",
  agencyName: "机构名称",
  contact: "联系人",
  address: "地址",
  agencyIntro: "机构简介",
  company: "企业",
  companyName: "企业名称",
  creditCode: "统一社会信用代码",
  companyIntro: "企业简介",
  resources: "HPC资源",
  cluster: "集群",
  queue: "队列",
  org: "组织",
  orgName: "组织名称",
  orgCode: "组织编码",
  description: "描述",
  classify: "分类",
  classifyName: "分类名称",
  parentClassify: "上级分类",
  type: "类型",
  typeName: "类型名称",
  typeCode: "类型编码",
  expert: "专家",
  expertName: "专家姓名",
  field: "研究领域",
  workplace: "所在单位",
  jobTitle: "职称",
  introduction: "专家简介",
} as const;

/** The most characters each field holds (ai-domain §5): the forms' rules and the server's checks. */
export const ORG_LIMITS = {
  agencyName: 50,
  contact: 20,
  address: 100,
  agencyIntro: 500,
  companyName: 50,
  creditCode: 18,
  companyIntro: 500,
  cluster: 50,
  queue: 50,
  orgName: 50,
  orgCode: 32,
  description: 200,
  classifyName: 30,
  typeName: 30,
  typeCode: 30,
  expertName: 20,
  field: 50,
  workplace: 50,
  jobTitle: 20,
  introduction: 500,
} as const satisfies Partial<Record<keyof typeof ORG_LABELS, number>>;

const taken = (label: string) => `${label}已存在`;

/** What keeps an organisation from being deleted (the refusal names them). */
export interface OrgUses {
  users: string[];
  companies: string[];
  children: string[];
}

/** The refusals of 组织管理. */
export const ORG_TEXT = {
  notFound: "组织不存在",
  parentNotFound: "上级组织不存在",
  parentCycle: "上级组织不能是自身或其下级组织",
  taken: "同一上级下已有同名组织",
  userNotFound: "用户不存在",
  alreadyMember: "该用户已是此组织成员",
  notMember: "该用户不是此组织成员",
  inUse: (title: string, uses: OrgUses) => {
    const parts = [
      uses.users.length ? `用户 ${uses.users.join("、")}` : "",
      uses.companies.length ? `企业 ${uses.companies.join("、")}` : "",
      uses.children.length ? `下级组织 ${uses.children.join("、")}` : "",
    ].filter(Boolean);
    return `组织“${title}”正在使用中，不能删除：${parts.join("；")}`;
  },
} as const;

export const AGENCY_TEXT = { notFound: "运营机构不存在", taken: taken(ORG_LABELS.agencyName) } as const;

export const COMPANY_TEXT = {
  notFound: "企业不存在",
  taken: taken(ORG_LABELS.companyName),
  orgNotFound: "所属组织不存在",
  creditCodeInvalid: "统一社会信用代码应为18位数字或大写字母",
  resourceNotFound: "HPC资源不存在",
} as const;

/** The largest storage a company resource may hold: 1 PB, in GB. */
export const STORAGE_MAX_GB = 1_048_576;

/** The refusals of a company's HPC resource (held to the simulated centre's clusters). */
export const COMPANY_RESOURCE_TEXT = {
  clusterUnknown: (clusters: readonly string[]) => `集群不存在，可选：${clusters.join("、")}`,
  queueInvalid: "队列名称只能包含字母、数字、-和_",
  cpuRange: (max: number) => `CPU核数应为 0 到 ${max} 的整数`,
  gpuRange: (max: number) => `GPU卡数应为 0 到 ${max} 的整数`,
  storageRange: `存储容量应为 0 到 ${STORAGE_MAX_GB} 的整数`,
  nothing: "请至少分配CPU核数、GPU卡数或存储容量中的一项",
} as const;

export const EXPERT_TEXT = { notFound: "专家不存在" } as const;

const Flag = T.Union([T.Literal(0), T.Literal(1)]);

/** A node of the organisation tree. */
export const OrgNode = T.Recursive((Node) =>
  T.Object({
    id: T.String(),
    parentId: T.Union([T.String(), T.Null()]),
    title: T.String(),
    code: T.String(),
    level: T.Integer(),
    category: T.String(),
    sort: T.Integer(),
    description: T.String(),
    createTime: T.String(),
    children: T.Array(Node),
  }),
);
export type OrgNode = Static<typeof OrgNode>;

/** A government org as the company form and filters choose it. */
export const OrgOption = T.Object({
  id: T.String(),
  title: T.String(),
  level: T.Integer(),
  parentId: T.Union([T.String(), T.Null()]),
});
export type OrgOption = Static<typeof OrgOption>;

/** A member of an organisation, or a user who may become one. */
export const Member = T.Object({ userId: T.Integer(), userName: T.String(), displayName: T.String() });
export type Member = Static<typeof Member>;

export const Agency = T.Object({
  id: T.Integer(),
  name: T.String(),
  contact: T.String(),
  phone: T.String(),
  email: T.String(),
  address: T.String(),
  description: T.String(),
  createTime: T.String(),
});
export type Agency = Static<typeof Agency>;

export const Company = T.Object({
  id: T.Integer(),
  name: T.String(),
  orgId: T.Union([T.String(), T.Null()]),
  orgTitle: T.String(),
  creditCode: T.String(),
  contact: T.String(),
  phone: T.String(),
  email: T.String(),
  description: T.String(),
  resourceCount: T.Integer(),
  createTime: T.String(),
});
export type Company = Static<typeof Company>;

/** An HPC resource a company holds on a cluster of the centre. */
export const HpcResource = T.Object({
  id: T.Integer(),
  companyId: T.Integer(),
  cluster: T.String(),
  queue: T.String(),
  cpuCores: T.Integer(),
  gpuCards: T.Integer(),
  storageGb: T.Integer(),
  createTime: T.String(),
});
export type HpcResource = Static<typeof HpcResource>;

/** A company with its resources (GET company, company-info). */
export const CompanyDetail = T.Composite([Company, T.Object({ resources: T.Array(HpcResource) })]);
export type CompanyDetail = Static<typeof CompanyDetail>;

/** A cluster of the centre a company's resource may be on, with what it has in all. */
export const ClusterCapacity = T.Object({
  cluster: T.String(),
  cpuCores: T.Integer(),
  gpuCards: T.Integer(),
});
export type ClusterCapacity = Static<typeof ClusterCapacity>;

export const Expert = T.Object({
  id: T.Integer(),
  name: T.String(),
  field: T.String(),
  organisation: T.String(),
  title: T.String(),
  introduction: T.String(),
  /** A data URL, or "". */
  photo: T.String(),
  isPublic: Flag,
  createTime: T.String(),
});
export type Expert = Static<typeof Expert>;

/** What a user gives an agency (the form's fields; the server trims and checks them). */
export type AgencyFields = Omit<Agency, "id" | "createTime">;
/** A company's fields as the server keeps them (the form sends `orgId` "" for none). */
export type CompanyFields = Omit<Company, "id" | "orgTitle" | "resourceCount" | "createTime">;
/** What a company is given on a cluster. */
export type HpcResourceFields = Omit<HpcResource, "id" | "companyId" | "createTime">;
export type ExpertFields = Omit<Expert, "id" | "createTime">;
/** An organisation's fields as the server keeps them. */
export type OrgFields = Omit<OrgNode, "id" | "category" | "createTime" | "children">;
