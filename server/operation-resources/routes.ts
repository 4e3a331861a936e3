import type { FastifyInstance } from "fastify";
import {
  APPLICATIONS,
  ApplicationManageQuery,
  OPERATION_RESOURCE_PATHS as PATHS,
  RESOURCE_SPEC_CODE,
  RESOURCE_USAGE_CODE,
  ResourceSpecFields,
  ResourceSpecPageQuery,
  UpdateResourceSpec,
  UsagePageQuery,
  UsageQuery,
  type ApplicationEntry,
  type ManagedApplication,
} from "../../src/contracts/operationResources";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, route } from "../http";
import { ResourceSpecStore } from "./resourceSpecStore";
import { UsageQueries } from "./usageQueries";
import type { DbClock } from "../lib/db";
import { pageOffset } from "../lib/paging";

const SPEC_ACCESS = anyOf(RESOURCE_SPEC_CODE);
const USAGE_ACCESS = anyOf(RESOURCE_USAGE_CODE);
const EITHER = anyOf(RESOURCE_SPEC_CODE, RESOURCE_USAGE_CODE);
const LOG_MODULE = "资源规格";

const entries = (): ApplicationEntry[] =>
  APPLICATIONS.map(({ code, name, unitText }) => ({ code, name, unitText }));

/**
 * The operation area's resource pages (ai-domain §2 and §7): resource specifications (CRUD), the
 * usage of each application (resource-info), the applications (application/list) and the
 * applications as operations manage them (operation-management application/manage/list).
 */
export async function operationResourceRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const specs = new ResourceSpecStore(platform.db, platform.now);
  const usage = new UsageQueries(platform.db);

  route(app, {
    method: "GET",
    url: PATHS.specPage,
    access: SPEC_ACCESS,
    schema: { querystring: ResourceSpecPageQuery },
    handler: ({ query, reply }) => sendOk(reply, specs.page(query)),
  });
  route(app, {
    method: "GET",
    url: PATHS.specList,
    access: EITHER,
    handler: ({ reply }) => sendOk(reply, specs.enabled()),
  });
  route(app, {
    method: "GET",
    url: `${PATHS.spec}/:id`,
    access: SPEC_ACCESS,
    schema: { params: IdParams("资源规格") },
    handler: ({ params, reply }) => sendOk(reply, specs.one(params.id)),
  });
  route(app, {
    method: "POST",
    url: PATHS.spec,
    access: SPEC_ACCESS,
    log: { name: "新增资源规格", module: LOG_MODULE },
    schema: { body: ResourceSpecFields },
    handler: ({ body, reply }) => sendOk(reply, specs.create(body)),
  });
  route(app, {
    method: "PUT",
    url: PATHS.spec,
    access: SPEC_ACCESS,
    log: { name: "编辑资源规格", module: LOG_MODULE },
    schema: { body: UpdateResourceSpec },
    handler: ({ body, reply }) => {
      const { id, ...fields } = body;
      return sendOk(reply, specs.update(id, fields));
    },
  });
  route(app, {
    method: "DELETE",
    url: `${PATHS.spec}/:id`,
    access: SPEC_ACCESS,
    log: { name: "删除资源规格", module: LOG_MODULE },
    schema: { params: IdParams("资源规格") },
    handler: ({ params, reply }) => {
      specs.remove(params.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.resourceInfo,
    access: USAGE_ACCESS,
    schema: { querystring: UsageQuery },
    handler: ({ query, reply }) => sendOk(reply, usage.totals(query)),
  });
  route(app, {
    method: "GET",
    url: PATHS.resourceInfoPage,
    access: USAGE_ACCESS,
    schema: { querystring: UsagePageQuery },
    handler: ({ query, reply }) => sendOk(reply, usage.page(query)),
  });
  route(app, {
    method: "GET",
    url: PATHS.applicationList,
    access: EITHER,
    handler: ({ reply }) => sendOk(reply, entries()),
  });
  route(app, {
    method: "GET",
    url: PATHS.applicationManageList,
    access: EITHER,
    schema: { querystring: ApplicationManageQuery },
    handler: ({ query, reply }) => {
      const counts = specs.counts();
      const totals = new Map(usage.totals({}).map((row) => [row.applicationCode, row]));
      const name = query.name?.trim();
      const rows: ManagedApplication[] = entries()
        .filter((entry) => !name || entry.name.includes(name))
        .map((entry) => ({
          ...entry,
          specCount: counts.get(entry.code)?.specs ?? 0,
          enabledSpecCount: counts.get(entry.code)?.enabled ?? 0,
          quantity: totals.get(entry.code)?.quantity ?? 0,
          records: totals.get(entry.code)?.records ?? 0,
        }));
      const start = pageOffset(query.pageNum, query.pageSize);
      return sendOk(reply, {
        list: rows.slice(start, start + query.pageSize),
        total: rows.length,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
    },
  });
}
