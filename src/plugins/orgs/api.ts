import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import type { Page } from "../../contracts/paging";

/** The reference server's module for these pages: server/orgs/. */
export const ORGS_API = {
  orgs: "/api/aam/v1/mgmt/orgs",
  governmentOrgs: "/api/aam/v1/portal/orgs/government/basic",
  agencies: "/api/aimanager/v1/operate-agency-info",
  companies: "/api/aimanager/v1/companys",
  classify: "/api/aimanager/v1/classify",
  types: "/api/aimanager/v1/classify-type",
  experts: "/api/aimanager/v1/professor",
} as const;

export type { Page };

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

export interface OrgNode {
  id: string;
  parentId: string | null;
  title: string;
  code: string;
  level: number;
  sort: number;
  description: string;
  createTime: string;
  children: OrgNode[];
}

export interface OrgFields extends Record<string, unknown> {
  parentId: string;
  title: string;
  code: string;
  level: string;
  sort: string;
  description: string;
}

export interface OrgOption {
  id: string;
  title: string;
  level: number;
  parentId: string | null;
}

export interface Member {
  userId: number;
  userName: string;
  displayName: string;
}

export interface AgencyFields extends Record<string, unknown> {
  name: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
  description: string;
}

export interface Agency extends AgencyFields {
  id: number;
  createTime: string;
}

export interface CompanyFields extends Record<string, unknown> {
  name: string;
  orgId: string;
  creditCode: string;
  contact: string;
  phone: string;
  email: string;
  description: string;
}

export interface Company {
  id: number;
  name: string;
  orgId: string | null;
  creditCode: string;
  contact: string;
  phone: string;
  email: string;
  description: string;
  orgTitle: string;
  resourceCount: number;
  createTime: string;
}

export interface HpcResourceFields {
  cluster: string;
  queue: string;
  cpuCores: number;
  gpuCards: number;
  storageGb: number;
}

/** A cluster of the centre a company's resource may be on, with what it has in all. */
export interface ClusterCapacity {
  cluster: string;
  cpuCores: number;
  gpuCards: number;
}

export interface HpcResource extends HpcResourceFields {
  id: number;
  createTime: string;
}

export interface ClassifyNode {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  children: ClassifyNode[];
}

export interface TypeFields extends Record<string, unknown> {
  name: string;
  code: string;
  description: string;
}

export interface ClassifyType extends TypeFields {
  id: number;
  createTime: string;
}

export interface ExpertFields {
  name: string;
  field: string;
  organisation: string;
  title: string;
  introduction: string;
  photo: string;
  isPublic: 0 | 1;
}

export interface Expert extends ExpertFields {
  id: number;
  createTime: string;
}

const orgBody = (fields: OrgFields) => ({
  parentId: fields.parentId || null,
  title: fields.title.trim(),
  code: fields.code.trim(),
  level: Number(fields.level || 0),
  sort: Number(fields.sort || 0),
  description: fields.description.trim(),
});

/** The calls of the organisation pages; failures have shown their tip (a 400's reason is the form's). */
export function orgsApi(http: AxiosInstance) {
  const orgs = createRequest(http, ORGS_API.orgs);
  const agencies = createRequest(http, ORGS_API.agencies);
  const companies = createRequest(http, ORGS_API.companies);
  const classify = createRequest(http, ORGS_API.classify);
  const types = createRequest(http, ORGS_API.types);
  const experts = createRequest(http, ORGS_API.experts);
  return {
    orgTree: (name = "") => orgs.get<OrgNode[]>("tree", { params: { name: name || undefined } }),
    governmentOrgs: () => createRequest(http).get<OrgOption[]>(ORGS_API.governmentOrgs),
    createOrg: (fields: OrgFields) => orgs.post<OrgNode>("", orgBody(fields)),
    updateOrg: (id: string, fields: OrgFields) => orgs.put<OrgNode>("", { id, ...orgBody(fields) }),
    removeOrg: (id: string) => orgs.del(encodeURIComponent(id)),
    members: (id: string) => orgs.get<Member[]>(`${encodeURIComponent(id)}/members`),
    candidates: (id: string, keyword: string) =>
      orgs.get<Member[]>(`${encodeURIComponent(id)}/candidates`, { params: { keyword } }),
    addMember: (id: string, userId: number) =>
      orgs.post<Member[]>(`${encodeURIComponent(id)}/members`, { userId }),
    removeMember: (id: string, userId: number) =>
      orgs.del<Member[]>(`${encodeURIComponent(id)}/members/${userId}`),

    agencyPage: (query: PageQuery & { name: string; phone: string }) =>
      agencies.get<Page<Agency>>("page", { params: query }),
    agency: (id: number) => agencies.get<Agency>(`${id}`),
    saveAgency: (fields: AgencyFields, id?: number) =>
      id ? agencies.put<Agency>("", { id, ...fields }) : agencies.post<Agency>("", fields),
    removeAgency: (id: number) => agencies.del(`${id}`),

    companyPage: (query: PageQuery & { name: string; orgId: string }) =>
      companies.get<Page<Company>>("companys", { params: { ...query, orgId: query.orgId || undefined } }),
    company: (id: number) =>
      companies.get<Company & { resources: HpcResource[] }>("company", { params: { id } }),
    saveCompany: (fields: CompanyFields, id?: number) => {
      const body = { ...fields, orgId: fields.orgId || null };
      return id
        ? companies.put<Company>("company", { id, ...body })
        : companies.post<Company>("company", body);
    },
    removeCompany: (id: number) => companies.del(`company/${id}`),
    clusters: () => companies.get<ClusterCapacity[]>("clusters"),
    addResource: (id: number, fields: HpcResourceFields) =>
      companies.post<HpcResource[]>(`company/${id}/resources`, fields),
    removeResource: (id: number, resourceId: number) =>
      companies.del<HpcResource[]>(`company/${id}/resources/${resourceId}`),

    classifyTree: () => classify.get<ClassifyNode[]>("tree"),
    saveClassify: (fields: { parentId: number | null; name: string }, id?: number) =>
      id ? classify.put("", { id, ...fields }) : classify.post("", fields),
    moveClassify: (id: number, direction: -1 | 1) => classify.put(`${id}/move`, { direction }),
    removeClassify: (id: number) => classify.del(`${id}`),
    typePage: (query: PageQuery & { name: string }) =>
      types.get<Page<ClassifyType>>("page", { params: query }),
    saveType: (fields: TypeFields, id?: number) =>
      id ? types.put("", { id, ...fields }) : types.post("", fields),
    removeType: (id: number) => types.del(`${id}`),

    expertPage: (query: PageQuery & { name: string; field: string; isPublic: string }) =>
      experts.get<Page<Expert>>("page", {
        params: { ...query, isPublic: query.isPublic === "" ? undefined : query.isPublic },
      }),
    /** The portal expert centre's read: public experts, no sign-in needed. */
    publicExperts: (query: PageQuery & { name?: string; field?: string }) =>
      experts.get<Page<Expert>>("public-page", { params: query }),
    saveExpert: (fields: ExpertFields, id?: number) =>
      id ? experts.put<Expert>("", { id, ...fields }) : experts.post<Expert>("", fields),
    setExpertPublic: (id: number, isPublic: boolean) =>
      experts.put("updatePublic", { id, isPublic: isPublic ? 1 : 0 }),
    removeExpert: (id: number) => experts.del(`${id}`),
  };
}

export type OrgsApi = ReturnType<typeof orgsApi>;
