import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { SERVICES_API, SERVICE_TEXT, type PublicService } from "../../src/contracts/services";
import { Id, IdParams, OneOf, PageQuery, refuse, route, T, Text } from "../http";
import type { ServiceStore, ServiceView } from "../platform/ai/serviceStore";

/** A public service as the portal reads it (src/contracts/services.ts PublicService). */
export const publicOf = (view: ServiceView): PublicService => ({
  id: view.id,
  name: view.name,
  description: view.description,
  taskType: view.taskType,
  modelName: view.modelName,
  modelVersion: view.modelVersion,
  ownerName: view.ownerName,
  classifyId: view.classifyId,
  classifyName: view.classifyName,
  callCount: view.callCount,
  status: view.status,
  isPublic: view.isPublic,
  createTime: view.createTime,
});

/** The portal's calls (no sign-in): public services, one of them, and the global search's services. */
export async function publicRoutes(app: FastifyInstance, options: { services: ServiceStore }) {
  const { services } = options;
  const pageOf = (query: {
    pageNum: number;
    pageSize: number;
    keyword?: string;
    classifyId?: number;
    status?: number;
  }) => {
    const page = services.publicPage(query);
    return { ...page, list: page.list.map(publicOf) };
  };

  route(app, {
    method: "GET",
    url: SERVICES_API.publicPage,
    access: "public",
    schema: {
      querystring: T.Object({
        ...PageQuery,
        keyword: T.Optional(Text(200)),
        classifyId: T.Optional(Id("行业分类")),
        // 1: running ones only (the demo lists what it can call).
        status: T.Optional(OneOf([0, 1], "状态无效")),
      }),
    },
    handler: ({ query, reply }) => sendOk(reply, pageOf(query)),
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.publicOne,
    access: "public",
    schema: { params: IdParams("服务") },
    handler: ({ params, reply }) =>
      sendOk(reply, publicOf(services.publicView(params.id) ?? refuse(404, SERVICE_TEXT.notFound))),
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.portalSearch,
    access: "public",
    schema: { querystring: T.Object({ ...PageQuery, keyword: T.Optional(Text(200)) }) },
    handler: ({ query, reply }) => sendOk(reply, pageOf(query)),
  });
}
