import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { CLASSIFY_API, CLASSIFY_TEXT, type TypeFields } from "../../src/contracts/classify";
import { ORG_CODES, ORG_LABELS as L, ORG_LIMITS as M } from "../../src/contracts/orgs";
import {
  ClassifyBody,
  ClassifyMoveBody,
  ClassifyUpdateBody,
  TypeBody,
  TypeUpdateBody,
} from "../../src/contracts/orgRequests";
import { allOf, Id, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import { ClassifyStore } from "./classifyStore";
import { text } from "./fields";
import type { DbClock } from "../lib/db";

const ACCESS = allOf(ORG_CODES.classify);
const CODE = /^[A-Za-z0-9_-]+$/;

/** The industry tree a fresh data folder starts with. */
export const SEEDED_INDUSTRIES = [
  { name: "智能制造", children: ["工业质检"] },
  { name: "智慧城市", children: ["交通监控"] },
  { name: "医疗健康", children: ["医学影像"] },
] as const;

/**
 * 行业分类 (a tree: create, edit, delete, order; a node with children, services or shared cases under
 * it is not deleted) and 类型管理 (code classifyM).
 */
export async function classifyRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const store = new ClassifyStore(platform.db, platform.now);
  store.seedOnce(SEEDED_INDUSTRIES);
  const log = (name: string, module = "行业分类") => ({ name, module });
  const must = (id: number) => store.node(id) ?? refuse(404, CLASSIFY_TEXT.notFound);

  const nodeOf = (body: ClassifyBody, id = 0) => {
    const parentId = body.parentId ?? null;
    if (parentId && !store.node(parentId)) refuse(400, CLASSIFY_TEXT.parentNotFound);
    if (parentId && id && store.isWithin(parentId, id)) refuse(400, CLASSIFY_TEXT.parentCycle);
    const name = text(body.name, L.classifyName, M.classifyName);
    if (store.nameTaken(name, parentId, id)) refuse(400, CLASSIFY_TEXT.taken);
    return { parentId, name };
  };

  route(app, {
    method: "GET",
    url: CLASSIFY_API.tree,
    // Public: the portal's app store (行业应用) shows the industries to visitors.
    access: "public",
    handler: ({ reply }) => sendOk(reply, store.tree()),
  });

  // ai-domain §7 "classify tree and info": one node with its parent and children (the edit form's read).
  route(app, {
    method: "GET",
    url: CLASSIFY_API.info,
    access: ACCESS,
    schema: { querystring: T.Object({ id: Id(L.classify) }) },
    handler: ({ query, reply }) => sendOk(reply, store.info(query.id) ?? refuse(404, CLASSIFY_TEXT.notFound)),
  });

  route(app, {
    method: "POST",
    url: CLASSIFY_API.nodes,
    access: ACCESS,
    log: log("新增分类"),
    schema: { body: ClassifyBody },
    handler: ({ body, reply }) => {
      const { parentId, name } = nodeOf(body);
      return sendOk(reply, { id: store.addNode(parentId, name) });
    },
  });

  route(app, {
    method: "PUT",
    url: CLASSIFY_API.nodes,
    access: ACCESS,
    log: log("编辑分类"),
    schema: { body: ClassifyUpdateBody },
    handler: ({ body, reply }) => {
      must(body.id);
      const { parentId, name } = nodeOf(body, body.id);
      store.updateNode(body.id, parentId, name);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: CLASSIFY_API.move,
    access: ACCESS,
    log: log("调整分类顺序"),
    schema: {
      params: IdParams(L.classify),
      body: ClassifyMoveBody,
    },
    handler: ({ params, body, reply }) => {
      must(params.id);
      if (!store.move(params.id, body.direction === -1 ? -1 : 1)) refuse(400, CLASSIFY_TEXT.cannotMove);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: CLASSIFY_API.node,
    access: ACCESS,
    log: log("删除分类"),
    schema: { params: IdParams(L.classify) },
    handler: ({ params, reply }) => {
      const node = must(params.id);
      const children = store.children(params.id);
      const { services, cases } = store.usersOf(params.id);
      const uses = [
        children.length ? `下级分类 ${children.join("、")}` : "",
        services.length ? `服务 ${services.join("、")}` : "",
        cases.length ? `共享案例 ${cases.join("、")}` : "",
      ].filter(Boolean);
      if (uses.length) refuse(409, CLASSIFY_TEXT.inUse(node.name, uses));
      store.removeNode(params.id);
      return sendOk(reply, null);
    },
  });

  const typeOf = (body: TypeBody, id = 0): TypeFields => {
    const fields = {
      name: text(body.name, L.typeName, M.typeName),
      code: text(body.code, L.typeCode, M.typeCode),
      description: text(body.description, L.description, M.description, false),
    };
    if (!CODE.test(fields.code)) refuse(400, CLASSIFY_TEXT.typeCodeInvalid);
    if (store.typeTaken("name", fields.name, id)) refuse(400, CLASSIFY_TEXT.typeNameTaken);
    if (store.typeTaken("code", fields.code, id)) refuse(400, CLASSIFY_TEXT.typeCodeTaken);
    return fields;
  };

  route(app, {
    method: "GET",
    url: CLASSIFY_API.typePage,
    access: ACCESS,
    schema: { querystring: T.Object({ ...PageQuery, name: T.Optional(Text(30)) }) },
    handler: ({ query, reply }) => sendOk(reply, store.typePage(query)),
  });

  route(app, {
    method: "POST",
    url: CLASSIFY_API.types,
    access: ACCESS,
    log: log("新增类型", "类型管理"),
    schema: { body: TypeBody },
    handler: ({ body, reply }) => {
      store.saveType(typeOf(body));
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: CLASSIFY_API.types,
    access: ACCESS,
    log: log("编辑类型", "类型管理"),
    schema: { body: TypeUpdateBody },
    handler: ({ body, reply }) => {
      if (!store.typeExists(body.id)) refuse(404, CLASSIFY_TEXT.typeNotFound);
      store.saveType(typeOf(body, body.id), body.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: CLASSIFY_API.type,
    access: ACCESS,
    log: log("删除类型", "类型管理"),
    schema: { params: IdParams(L.type) },
    handler: ({ params, reply }) => {
      if (!store.removeType(params.id)) refuse(404, CLASSIFY_TEXT.typeNotFound);
      return sendOk(reply, null);
    },
  });
}
