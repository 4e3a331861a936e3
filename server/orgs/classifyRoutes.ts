import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { CLASSIFY_API, CLASSIFY_BASE, CLASSIFY_TYPE_BASE } from "../../src/contracts/classify";
import { allOf, Id, IdParams, OneOf, PageQuery, refuse, route, T, Text, Name } from "../http";
import { ClassifyStore } from "./classifyStore";
import { FIELD_TEXT, formatTime, text } from "./fields";
import type { DbClock } from "../lib/db";

export { CLASSIFY_BASE };
export const TYPE_BASE = CLASSIFY_TYPE_BASE;
export const CLASSIFY_TEXT = {
  notFound: "分类不存在",
  parentNotFound: "上级分类不存在",
  parentCycle: "上级分类不能是自身或其下级分类",
  taken: "同一上级下已有同名分类",
  cannotMove: "已经在最前或最后，不能再移动",
  /** `uses`: 下级分类 a、b；服务 c；共享案例 d (what files under the node). */
  inUse: (name: string, uses: string[]) => `分类“${name}”正在使用中，不能删除：${uses.join("；")}`,
  typeNotFound: "类型不存在",
  typeNameTaken: FIELD_TEXT.taken("类型名称"),
  typeCodeTaken: FIELD_TEXT.taken("类型编码"),
  typeCodeInvalid: "类型编码只能包含字母、数字、-和_",
} as const;

const ACCESS = allOf("classifyM");
const NodeFields = {
  parentId: T.Optional(T.Union([Id("上级分类"), T.Null()])),
  name: Name(1000, "分类名称"),
};
const TypeFields = { name: Name(1000, "类型名称"), code: Text(1000), description: T.Optional(Text(10_000)) };
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

  const nodeOf = (body: { parentId?: number | null; name: string }, id = 0) => {
    const parentId = body.parentId ?? null;
    if (parentId && !store.node(parentId)) refuse(400, CLASSIFY_TEXT.parentNotFound);
    if (parentId && id && store.isWithin(parentId, id)) refuse(400, CLASSIFY_TEXT.parentCycle);
    const name = text(body.name, "分类名称", 30);
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
    url: `${CLASSIFY_BASE}/info`,
    access: ACCESS,
    schema: { querystring: T.Object({ id: Id("分类") }) },
    handler: ({ query, reply }) => {
      const node = must(query.id);
      return sendOk(reply, {
        id: node.id,
        parentId: node.parent_id,
        parentName: node.parent_id ? (store.node(node.parent_id)?.name ?? "") : "",
        name: node.name,
        sort: node.sort,
        children: store.children(node.id),
        createTime: formatTime(node.created_at),
      });
    },
  });

  route(app, {
    method: "POST",
    url: CLASSIFY_BASE,
    access: ACCESS,
    log: log("新增分类"),
    schema: { body: T.Object(NodeFields) },
    handler: ({ body, reply }) => {
      const { parentId, name } = nodeOf(body);
      return sendOk(reply, { id: store.addNode(parentId, name) });
    },
  });

  route(app, {
    method: "PUT",
    url: CLASSIFY_BASE,
    access: ACCESS,
    log: log("编辑分类"),
    schema: { body: T.Object({ id: Id("分类"), ...NodeFields }) },
    handler: ({ body, reply }) => {
      must(body.id);
      const { parentId, name } = nodeOf(body, body.id);
      store.updateNode(body.id, parentId, name);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: `${CLASSIFY_BASE}/:id/move`,
    access: ACCESS,
    log: log("调整分类顺序"),
    schema: {
      params: IdParams("分类"),
      body: T.Object({ direction: OneOf([-1, 1], "direction 只能为 -1 或 1") }),
    },
    handler: ({ params, body, reply }) => {
      must(params.id);
      if (!store.move(params.id, body.direction === -1 ? -1 : 1)) refuse(400, CLASSIFY_TEXT.cannotMove);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: `${CLASSIFY_BASE}/:id`,
    access: ACCESS,
    log: log("删除分类"),
    schema: { params: IdParams("分类") },
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

  const typeOf = (body: { name: string; code: string; description?: string }, id = 0) => {
    const fields = {
      name: text(body.name, "类型名称", 30),
      code: text(body.code, "类型编码", 30),
      description: text(body.description, "描述", 200, false),
    };
    if (!CODE.test(fields.code)) refuse(400, CLASSIFY_TEXT.typeCodeInvalid);
    if (store.typeTaken("name", fields.name, id)) refuse(400, CLASSIFY_TEXT.typeNameTaken);
    if (store.typeTaken("code", fields.code, id)) refuse(400, CLASSIFY_TEXT.typeCodeTaken);
    return fields;
  };

  route(app, {
    method: "GET",
    url: `${TYPE_BASE}/page`,
    access: ACCESS,
    schema: { querystring: T.Object({ ...PageQuery, name: T.Optional(Text(30)) }) },
    handler: ({ query, reply }) => sendOk(reply, store.typePage(query)),
  });

  route(app, {
    method: "POST",
    url: TYPE_BASE,
    access: ACCESS,
    log: log("新增类型", "类型管理"),
    schema: { body: T.Object(TypeFields) },
    handler: ({ body, reply }) => {
      store.saveType(typeOf(body));
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: TYPE_BASE,
    access: ACCESS,
    log: log("编辑类型", "类型管理"),
    schema: { body: T.Object({ id: Id("类型"), ...TypeFields }) },
    handler: ({ body, reply }) => {
      if (!store.typeExists(body.id)) refuse(404, CLASSIFY_TEXT.typeNotFound);
      store.saveType(typeOf(body, body.id), body.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: `${TYPE_BASE}/:id`,
    access: ACCESS,
    log: log("删除类型", "类型管理"),
    schema: { params: IdParams("类型") },
    handler: ({ params, reply }) => {
      if (!store.removeType(params.id)) refuse(404, CLASSIFY_TEXT.typeNotFound);
      return sendOk(reply, null);
    },
  });
}
