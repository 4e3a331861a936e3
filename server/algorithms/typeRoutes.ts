import type { FastifyInstance } from "fastify";
import { sendOk } from "../envelope";
import { ALGORITHM_ACCESS } from "./access";
import { Id, IdParams, Int, PageQuery, refuse, route, T, Text, Name } from "../http";
import { ALGORITHM_TEXT, TYPE_NAME_MAX } from "./text";
import type { AlgorithmTypeStore } from "./typeStore";

export const ALGORITHM_TYPE_BASE = "/api/aimanager/v1/algorithm-type";
const LOG = { module: "算法管理" };

function typeName(raw: string): string {
  const name = raw.trim();
  if (!name) refuse(400, ALGORITHM_TEXT.typeNameEmpty);
  if ([...name].length > TYPE_NAME_MAX) refuse(400, ALGORITHM_TEXT.typeNameTooLong);
  return name;
}

/** The type tree: parents, childrens, page, learning-usage; create, edit and delete a type. */
export function algorithmTypeRoutes(app: FastifyInstance, types: AlgorithmTypeStore) {
  route(app, {
    method: "GET",
    url: `${ALGORITHM_TYPE_BASE}/parents`,
    access: ALGORITHM_ACCESS.read,
    handler: ({ reply }) => sendOk(reply, types.parents()),
  });

  route(app, {
    method: "GET",
    url: `${ALGORITHM_TYPE_BASE}/childrens`,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ parentId: Id("上级类型") }) },
    handler: ({ query, reply }) => sendOk(reply, types.children(query.parentId)),
  });

  route(app, {
    method: "GET",
    url: `${ALGORITHM_TYPE_BASE}/page`,
    access: ALGORITHM_ACCESS.read,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        name: T.Optional(Text(200)),
        parentId: T.Optional(Id("上级类型")),
      }),
    },
    handler: ({ query, reply }) => sendOk(reply, types.page(query)),
  });

  /** What each type is used for: the tree with how many algorithms each type holds. */
  route(app, {
    method: "GET",
    url: `${ALGORITHM_TYPE_BASE}/learning-usage`,
    access: ALGORITHM_ACCESS.read,
    handler: ({ reply }) => {
      const all = types.all();
      return sendOk(
        reply,
        all
          .filter((type) => type.parentId === null)
          .map((parent) => ({ ...parent, children: all.filter((child) => child.parentId === parent.id) })),
      );
    },
  });

  const Fields = {
    name: Name(200, "类型名称"),
    sort: T.Optional(Int(0, 9999, "排序必须是 0 ~ 9999 的整数")),
  };

  route(app, {
    method: "POST",
    url: ALGORITHM_TYPE_BASE,
    access: ALGORITHM_ACCESS.add,
    log: { name: "新增算法类型", ...LOG },
    schema: { body: T.Object({ ...Fields, parentId: T.Optional(T.Union([Id("上级类型"), T.Null()])) }) },
    handler: ({ body, reply }) => {
      const parentId = body.parentId ?? null;
      if (parentId !== null) {
        const parent = types.get(parentId) ?? refuse(404, ALGORITHM_TEXT.typeNotFound);
        if (parent.parentId !== null) refuse(400, ALGORITHM_TEXT.parentNotRoot);
      }
      const name = typeName(body.name);
      if (types.taken(parentId, name)) refuse(400, ALGORITHM_TEXT.typeNameTaken);
      return sendOk(reply, types.add(parentId, name, body.sort ?? 0));
    },
  });

  route(app, {
    method: "PUT",
    url: ALGORITHM_TYPE_BASE,
    access: ALGORITHM_ACCESS.edit,
    log: { name: "编辑算法类型", ...LOG },
    schema: { body: T.Object({ id: Id("算法类型"), ...Fields }) },
    handler: ({ body, reply }) => {
      const type = types.get(body.id) ?? refuse(404, ALGORITHM_TEXT.typeNotFound);
      const name = typeName(body.name);
      if (types.taken(type.parentId, name, type.id)) refuse(400, ALGORITHM_TEXT.typeNameTaken);
      return sendOk(reply, types.update(type.id, name, body.sort ?? type.sort));
    },
  });

  route(app, {
    method: "DELETE",
    url: `${ALGORITHM_TYPE_BASE}/:id`,
    access: ALGORITHM_ACCESS.remove,
    log: { name: "删除算法类型", ...LOG },
    schema: { params: IdParams("算法类型") },
    handler: ({ params, reply }) => {
      const type = types.get(params.id) ?? refuse(404, ALGORITHM_TEXT.typeNotFound);
      if (type.childCount > 0 || type.algorithmCount > 0) refuse(400, ALGORITHM_TEXT.typeInUse);
      types.remove(type.id);
      return sendOk(reply, null);
    },
  });
}
