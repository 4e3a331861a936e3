import type { FastifyInstance } from "fastify";
import {
  ALGORITHM_TYPE_TEXT,
  ALGORITHM_TYPES_API,
  NewTypeBody,
  TypeBody,
} from "../../src/contracts/algorithmTypes";
import { sendOk } from "../lib/envelope";
import { ALGORITHM_ACCESS } from "./access";
import { Id, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import { ALGORITHM_TEXT, TYPE_NAME_MAX } from "../../src/contracts/algorithms";
import type { AlgorithmTypeStore, StoredType } from "./typeStore";

const LOG = { module: "算法管理" };

function typeName(raw: string): string {
  const name = raw.trim();
  if (!name) refuse(400, ALGORITHM_TEXT.typeNameEmpty);
  if ([...name].length > TYPE_NAME_MAX) refuse(400, ALGORITHM_TEXT.typeNameTooLong);
  return name;
}

/**
 * The type tree: parents, childrens, page, learning-usage; create, edit and delete a type. Root types
 * are the platform's: only the back office creates, renames or deletes them. A sub-type belongs to its
 * creator (one the platform seeded, to the back office). Each type says whether the caller may change it.
 */
export function algorithmTypeRoutes(
  app: FastifyInstance,
  types: AlgorithmTypeStore,
  isBackOffice: (userId: number) => boolean,
) {
  const mayChange = (
    type: Pick<StoredType, "parentId" | "createdBy">,
    userId: number,
    backOffice: boolean,
  ) => (type.parentId === null || type.createdBy === null ? backOffice : type.createdBy === userId);
  /** Refuses a change of `type` by the user (403 with the reason). */
  const checkChange = (type: Pick<StoredType, "parentId" | "createdBy">, userId: number) => {
    if (mayChange(type, userId, isBackOffice(userId))) return;
    refuse(
      403,
      type.parentId === null ? ALGORITHM_TYPE_TEXT.rootIsPlatforms : ALGORITHM_TYPE_TEXT.notYourType,
    );
  };
  const withRights = (userId: number) => {
    const backOffice = isBackOffice(userId);
    return (type: StoredType) => ({ ...type, editable: mayChange(type, userId, backOffice) });
  };

  route(app, {
    method: "GET",
    url: ALGORITHM_TYPES_API.parents,
    access: ALGORITHM_ACCESS.read,
    handler: ({ user, reply }) => sendOk(reply, types.parents().map(withRights(user.id))),
  });

  route(app, {
    method: "GET",
    url: ALGORITHM_TYPES_API.children,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ parentId: Id("上级类型") }) },
    handler: ({ user, query, reply }) =>
      sendOk(reply, types.children(query.parentId).map(withRights(user.id))),
  });

  route(app, {
    method: "GET",
    url: ALGORITHM_TYPES_API.page,
    access: ALGORITHM_ACCESS.read,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        name: T.Optional(Text(200)),
        parentId: T.Optional(Id("上级类型")),
      }),
    },
    handler: ({ user, query, reply }) => {
      const page = types.page(query);
      return sendOk(reply, { ...page, list: page.list.map(withRights(user.id)) });
    },
  });

  /** What each type is used for: the tree with how many algorithms each type holds. */
  route(app, {
    method: "GET",
    url: ALGORITHM_TYPES_API.learningUsage,
    access: ALGORITHM_ACCESS.read,
    handler: ({ user, reply }) => {
      const all = types.all().map(withRights(user.id));
      return sendOk(
        reply,
        all
          .filter((type) => type.parentId === null)
          .map((parent) => ({ ...parent, children: all.filter((child) => child.parentId === parent.id) })),
      );
    },
  });

  route(app, {
    method: "POST",
    url: ALGORITHM_TYPES_API.types,
    access: ALGORITHM_ACCESS.add,
    log: { name: "新增算法类型", ...LOG },
    schema: { body: NewTypeBody },
    handler: ({ user, body, reply }) => {
      const parentId = body.parentId ?? null;
      if (parentId === null) checkChange({ parentId, createdBy: null }, user.id);
      if (parentId !== null) {
        const parent = types.get(parentId) ?? refuse(404, ALGORITHM_TEXT.typeNotFound);
        if (parent.parentId !== null) refuse(400, ALGORITHM_TEXT.parentNotRoot);
      }
      const name = typeName(body.name);
      if (types.taken(parentId, name)) refuse(400, ALGORITHM_TEXT.typeNameTaken);
      return sendOk(reply, withRights(user.id)(types.add(parentId, name, body.sort ?? 0, user.id)));
    },
  });

  route(app, {
    method: "PUT",
    url: ALGORITHM_TYPES_API.types,
    access: ALGORITHM_ACCESS.edit,
    log: { name: "编辑算法类型", ...LOG },
    schema: { body: TypeBody },
    handler: ({ user, body, reply }) => {
      const type = types.get(body.id) ?? refuse(404, ALGORITHM_TEXT.typeNotFound);
      checkChange(type, user.id);
      const name = typeName(body.name);
      if (types.taken(type.parentId, name, type.id)) refuse(400, ALGORITHM_TEXT.typeNameTaken);
      return sendOk(reply, withRights(user.id)(types.update(type.id, name, body.sort ?? type.sort)!));
    },
  });

  route(app, {
    method: "DELETE",
    url: ALGORITHM_TYPES_API.type,
    access: ALGORITHM_ACCESS.remove,
    log: { name: "删除算法类型", ...LOG },
    schema: { params: IdParams("算法类型") },
    handler: ({ user, params, reply }) => {
      const type = types.get(params.id) ?? refuse(404, ALGORITHM_TEXT.typeNotFound);
      checkChange(type, user.id);
      if (type.childCount > 0 || type.algorithmCount > 0) refuse(400, ALGORITHM_TEXT.typeInUse);
      types.remove(type.id);
      return sendOk(reply, null);
    },
  });
}
