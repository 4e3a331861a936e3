import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import {
  COMPANY_RESOURCE_TEXT as RESOURCE_TEXT,
  COMPANY_TEXT,
  ORG_CODES,
  ORG_LABELS as L,
  ORG_LIMITS as M,
  ORGS_API,
  STORAGE_MAX_GB,
  type CompanyFields,
} from "../../src/contracts/orgs";
import { CompanyBody, CompanyUpdateBody } from "../../src/contracts/orgRequests";
import { allOf, Id, IdParams, Int, PageQuery, PathId, refuse, route, T, Text } from "../http";
import { CLUSTER_CAPACITY, resourceOf } from "./companyResources";
import { CompanyStore } from "./companyStore";
import { email, phone, text } from "./fields";
import type { DbClock } from "../lib/db";

const ACCESS = allOf(ORG_CODES.users);
const CREDIT_CODE = /^[0-9A-Z]{18}$/;
/** Whole numbers here; each is held to the chosen cluster's capacity by resourceOf. */
const MOST_CORES = Math.max(...CLUSTER_CAPACITY.map((entry) => entry.cpuCores));
const MOST_CARDS = Math.max(...CLUSTER_CAPACITY.map((entry) => entry.gpuCards));
const Resource = {
  cluster: Text(1000),
  queue: Text(1000),
  cpuCores: Int(0, MOST_CORES, RESOURCE_TEXT.cpuRange(MOST_CORES)),
  gpuCards: Int(0, MOST_CARDS, RESOURCE_TEXT.gpuRange(MOST_CARDS)),
  storageGb: Int(0, STORAGE_MAX_GB, RESOURCE_TEXT.storageRange),
};

/**
 * 企业管理 (companys/companys, companys/company): companies with their HPC resources, each on a
 * cluster of the simulated centre (companys/clusters lists them with their capacity).
 */
export async function companyRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const companies = new CompanyStore(platform.db, platform.now);
  const log = (name: string) => ({ name, module: "企业管理" });
  const must = (id: number) => companies.get(id) ?? refuse(404, COMPANY_TEXT.notFound);
  const orgExists = (id: string) => companies.orgExists(id);

  const fieldsOf = (body: CompanyBody): CompanyFields => {
    const orgId = body.orgId || null;
    if (orgId && !orgExists(orgId)) refuse(400, COMPANY_TEXT.orgNotFound);
    const creditCode = text(body.creditCode, L.creditCode, M.creditCode, false);
    if (creditCode && !CREDIT_CODE.test(creditCode)) refuse(400, COMPANY_TEXT.creditCodeInvalid);
    return {
      name: text(body.name, L.companyName, M.companyName),
      orgId,
      creditCode,
      contact: text(body.contact, L.contact, M.contact),
      phone: phone(body.phone),
      email: email(body.email, false),
      description: text(body.description, L.companyIntro, M.companyIntro, false),
    };
  };

  route(app, {
    method: "GET",
    url: ORGS_API.companyPage,
    access: ACCESS,
    schema: {
      querystring: T.Object({ ...PageQuery, name: T.Optional(Text(50)), orgId: T.Optional(Text(64)) }),
    },
    handler: ({ query, reply }) => sendOk(reply, companies.page(query)),
  });

  // The shell spec's company detail, and ai-domain §7's company-info: the same answer at both paths.
  for (const url of [ORGS_API.company, ORGS_API.companyInfo])
    route(app, {
      method: "GET",
      url,
      access: ACCESS,
      schema: { querystring: T.Object({ id: Id(L.company) }) },
      handler: ({ query, reply }) =>
        sendOk(reply, { ...must(query.id), resources: companies.resources(query.id) }),
    });

  route(app, {
    method: "POST",
    url: ORGS_API.company,
    access: ACCESS,
    log: log("新增企业"),
    schema: { body: CompanyBody },
    handler: ({ body, reply }) => {
      const fields = fieldsOf(body);
      if (companies.taken(fields.name)) refuse(400, COMPANY_TEXT.taken);
      return sendOk(reply, companies.add(fields));
    },
  });

  route(app, {
    method: "PUT",
    url: ORGS_API.company,
    access: ACCESS,
    log: log("编辑企业"),
    schema: { body: CompanyUpdateBody },
    handler: ({ body, reply }) => {
      must(body.id);
      const fields = fieldsOf(body);
      if (companies.taken(fields.name, body.id)) refuse(400, COMPANY_TEXT.taken);
      return sendOk(reply, companies.update(body.id, fields));
    },
  });

  route(app, {
    method: "DELETE",
    url: ORGS_API.companyOne,
    access: ACCESS,
    log: log("删除企业"),
    schema: { params: IdParams(L.company) },
    handler: ({ params, reply }) => {
      if (!companies.remove(params.id)) refuse(404, COMPANY_TEXT.notFound);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "POST",
    url: ORGS_API.resources,
    access: ACCESS,
    log: log("新增企业HPC资源"),
    schema: { params: IdParams(L.company), body: T.Object(Resource) },
    handler: ({ params, body, reply }) => {
      must(params.id);
      return sendOk(reply, companies.addResource(params.id, resourceOf(body)));
    },
  });

  route(app, {
    method: "GET",
    url: ORGS_API.clusters,
    access: ACCESS,
    handler: ({ reply }) => sendOk(reply, CLUSTER_CAPACITY),
  });

  route(app, {
    method: "DELETE",
    url: ORGS_API.resource,
    access: ACCESS,
    log: log("删除企业HPC资源"),
    schema: { params: T.Object({ id: PathId(L.company), resourceId: PathId(L.resources) }) },
    handler: ({ params, reply }) => {
      must(params.id);
      if (!companies.removeResource(params.id, params.resourceId)) refuse(404, COMPANY_TEXT.resourceNotFound);
      return sendOk(reply, companies.resources(params.id));
    },
  });
}
