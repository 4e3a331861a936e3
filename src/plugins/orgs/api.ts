import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import {
  CLASSIFY_API,
  type ClassifyNode,
  type ClassifyType,
  type TypeFields,
} from "../../contracts/classify";
import type { ClassifyBody, CompanyBody, OrgBody } from "../../contracts/orgRequests";
import {
  ORGS_API,
  type Agency,
  type AgencyFields,
  type ClusterCapacity,
  type Company,
  type CompanyDetail,
  type Expert,
  type ExpertFields,
  type HpcResource,
  type HpcResourceFields,
  type Member,
  type OrgNode,
  type OrgOption,
} from "../../contracts/orgs";
import type { Page } from "../../contracts/paging";
import { fillPath } from "../../contracts/paths";

/** The server's shapes (src/contracts/orgs.ts, classify.ts), under the names the pages use. */
export type {
  Agency,
  AgencyFields,
  ClassifyNode,
  ClassifyType,
  ClusterCapacity,
  Company,
  Expert,
  ExpertFields,
  HpcResource,
  HpcResourceFields,
  Member,
  OrgNode,
  OrgOption,
  Page,
  TypeFields,
};

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** The organisation form's values (text inputs; the body turns them into the contract's OrgBody). */
export interface OrgForm extends Record<string, unknown> {
  parentId: string;
  title: string;
  code: string;
  level: string;
  sort: string;
  description: string;
}

/** The company form's values: `orgId` "" while no organisation is chosen. */
export type CompanyForm = Omit<CompanyBody, "orgId"> & { orgId: string };

const orgBody = (fields: OrgForm): OrgBody => ({
  parentId: fields.parentId || null,
  title: fields.title.trim(),
  code: fields.code.trim(),
  level: Number(fields.level || 0),
  sort: Number(fields.sort || 0),
  description: fields.description.trim(),
});

/** The calls of the organisation pages; failures have shown their tip (a 400's reason is the form's). */
export function orgsApi(http: AxiosInstance) {
  const api = createRequest(http);
  const org = (path: string, orgId: string, more: Record<string, number> = {}) =>
    fillPath(path, { id: orgId, ...more });
  const id = (path: string, value: number) => fillPath(path, { id: value });
  return {
    orgTree: (name = "") => api.get<OrgNode[]>(ORGS_API.orgTree, { params: { name: name || undefined } }),
    governmentOrgs: () => api.get<OrgOption[]>(ORGS_API.governmentOrgs),
    createOrg: (fields: OrgForm) => api.post<OrgNode>(ORGS_API.orgs, orgBody(fields)),
    updateOrg: (orgId: string, fields: OrgForm) =>
      api.put<OrgNode>(ORGS_API.orgs, { id: orgId, ...orgBody(fields) }),
    removeOrg: (orgId: string) => api.del(org(ORGS_API.org, orgId)),
    members: (orgId: string) => api.get<Member[]>(org(ORGS_API.members, orgId)),
    candidates: (orgId: string, keyword: string) =>
      api.get<Member[]>(org(ORGS_API.candidates, orgId), { params: { keyword } }),
    addMember: (orgId: string, userId: number) =>
      api.post<Member[]>(org(ORGS_API.members, orgId), { userId }),
    removeMember: (orgId: string, userId: number) =>
      api.del<Member[]>(org(ORGS_API.member, orgId, { userId })),

    agencyPage: (query: PageQuery & { name: string; phone: string }) =>
      api.get<Page<Agency>>(ORGS_API.agencyPage, { params: query }),
    agency: (agencyId: number) => api.get<Agency>(id(ORGS_API.agency, agencyId)),
    saveAgency: (fields: AgencyFields, agencyId?: number) =>
      agencyId
        ? api.put<Agency>(ORGS_API.agencies, { id: agencyId, ...fields })
        : api.post<Agency>(ORGS_API.agencies, fields),
    removeAgency: (agencyId: number) => api.del(id(ORGS_API.agency, agencyId)),

    companyPage: (query: PageQuery & { name: string; orgId: string }) =>
      api.get<Page<Company>>(ORGS_API.companyPage, {
        params: { ...query, orgId: query.orgId || undefined },
      }),
    company: (companyId: number) => api.get<CompanyDetail>(ORGS_API.company, { params: { id: companyId } }),
    saveCompany: (fields: CompanyForm, companyId?: number) => {
      const body: CompanyBody = { ...fields, orgId: fields.orgId || null };
      return companyId
        ? api.put<Company>(ORGS_API.company, { id: companyId, ...body })
        : api.post<Company>(ORGS_API.company, body);
    },
    removeCompany: (companyId: number) => api.del(id(ORGS_API.companyOne, companyId)),
    clusters: () => api.get<ClusterCapacity[]>(ORGS_API.clusters),
    addResource: (companyId: number, fields: HpcResourceFields) =>
      api.post<HpcResource[]>(id(ORGS_API.resources, companyId), fields),
    removeResource: (companyId: number, resourceId: number) =>
      api.del<HpcResource[]>(fillPath(ORGS_API.resource, { id: companyId, resourceId })),

    classifyTree: () => api.get<ClassifyNode[]>(CLASSIFY_API.tree),
    saveClassify: (fields: ClassifyBody, classifyId?: number) =>
      classifyId
        ? api.put(CLASSIFY_API.nodes, { id: classifyId, ...fields })
        : api.post(CLASSIFY_API.nodes, fields),
    moveClassify: (classifyId: number, direction: -1 | 1) =>
      api.put(id(CLASSIFY_API.move, classifyId), { direction }),
    removeClassify: (classifyId: number) => api.del(id(CLASSIFY_API.node, classifyId)),
    typePage: (query: PageQuery & { name: string }) =>
      api.get<Page<ClassifyType>>(CLASSIFY_API.typePage, { params: query }),
    saveType: (fields: TypeFields, typeId?: number) =>
      typeId ? api.put(CLASSIFY_API.types, { id: typeId, ...fields }) : api.post(CLASSIFY_API.types, fields),
    removeType: (typeId: number) => api.del(id(CLASSIFY_API.type, typeId)),

    expertPage: (query: PageQuery & { name: string; field: string; isPublic: string }) =>
      api.get<Page<Expert>>(ORGS_API.expertPage, {
        params: { ...query, isPublic: query.isPublic === "" ? undefined : query.isPublic },
      }),
    /** The portal expert centre's read: public experts, no sign-in needed. */
    publicExperts: (query: PageQuery & { name?: string; field?: string }) =>
      api.get<Page<Expert>>(ORGS_API.expertPublicPage, { params: query }),
    saveExpert: (fields: ExpertFields, expertId?: number) =>
      expertId
        ? api.put<Expert>(ORGS_API.experts, { id: expertId, ...fields })
        : api.post<Expert>(ORGS_API.experts, fields),
    setExpertPublic: (expertId: number, isPublic: boolean) =>
      api.put(ORGS_API.expertPublic, { id: expertId, isPublic: isPublic ? 1 : 0 }),
    removeExpert: (expertId: number) => api.del(id(ORGS_API.expert, expertId)),
  };
}

export type OrgsApi = ReturnType<typeof orgsApi>;
