import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, Id, IdParams, OneOf, refuse, route, T, Text, Name } from "../http";
import type { PortalStore } from "./portalStore";
import { PORTAL_PATHS, PORTAL_TEXT } from "./text";
import type { PortalMenuFields } from "./types";

const ACCESS = allOf("portal-temp");
const LINK = /^https?:\/\/[^\s]+$/i;

const MenuBody = {
  parentId: T.Optional(T.Union([Id("上级菜单"), T.Null()])),
  mainMenuName: Name(1000, "菜单名称"),
  homePageFlag: OneOf([0, 1], "homePageFlag 只能为 0 或 1"),
  configType: OneOf([1, 2], "configType 只能为 1 或 2"),
  menuUrl: T.Optional(Text(2000)),
  tempId: T.Optional(T.Union([Id("页面"), T.Null()])),
  introduction: T.Optional(Text(10_000)),
};
type MenuInput = typeof MenuBodySchema.static;
const MenuBodySchema = T.Object(MenuBody);

/** 模板菜单 (code portal-temp): main menus and sub-menus, a page or an external link each, in order. */
export function menuRoutes(app: FastifyInstance, store: PortalStore) {
  const url = `${PORTAL_PATHS.ai}/portal/menus`;
  const log = (name: string) => ({ name, module: "模板菜单" });
  const must = (id: number) => store.menu(id) ?? refuse(404, PORTAL_TEXT.menuNotFound);

  const fieldsOf = (body: MenuInput, id = 0): PortalMenuFields => {
    const parentId = body.parentId ?? null;
    if (parentId !== null) {
      const parent = store.menu(parentId) ?? refuse(400, PORTAL_TEXT.parentNotFound);
      if (parent.parentId !== null || parent.id === id) refuse(400, PORTAL_TEXT.parentNotMain);
      if (id && store.hasSubMenus(id)) refuse(400, PORTAL_TEXT.mainHasSubMenus);
    }
    const name = body.mainMenuName.trim();
    if (!name) refuse(400, PORTAL_TEXT.required("菜单名称"));
    if (name.length > 20) refuse(400, PORTAL_TEXT.tooLong("菜单名称", 20));
    if (store.nameTaken(name, parentId, id)) refuse(400, PORTAL_TEXT.menuNameTaken);
    const introduction = (body.introduction ?? "").trim();
    if (introduction.length > 200) refuse(400, PORTAL_TEXT.tooLong("菜单简介", 200));
    const configType = body.configType === 2 ? 2 : 1;
    const menuUrl = (body.menuUrl ?? "").trim();
    const tempId = body.tempId ?? null;
    if (configType === 2) {
      if (!menuUrl) refuse(400, PORTAL_TEXT.urlRequired);
      if (!LINK.test(menuUrl)) refuse(400, PORTAL_TEXT.urlInvalid);
    } else if (tempId !== null && !store.page(tempId)) refuse(400, PORTAL_TEXT.pageNotFound);
    return {
      parentId,
      mainMenuName: name,
      homePageFlag: body.homePageFlag === 1 ? 1 : 0,
      configType,
      menuUrl,
      tempId: configType === 1 ? tempId : null,
      introduction,
    };
  };

  route(app, {
    method: "GET",
    url,
    access: ACCESS,
    handler: ({ reply }) => sendOk(reply, store.menuTree()),
  });
  route(app, {
    method: "POST",
    url,
    access: ACCESS,
    log: log("新增门户菜单"),
    schema: { body: MenuBodySchema },
    handler: ({ body, reply }) => sendOk(reply, store.menu(store.addMenu(fieldsOf(body)))),
  });
  route(app, {
    method: "PUT",
    url,
    access: ACCESS,
    log: log("编辑门户菜单"),
    schema: { body: T.Object({ id: Id("菜单"), ...MenuBody }) },
    handler: ({ body, reply }) => {
      must(body.id);
      store.updateMenu(body.id, fieldsOf(body, body.id));
      return sendOk(reply, store.menu(body.id));
    },
  });
  route(app, {
    method: "PUT",
    url: `${url}/:id/move`,
    access: ACCESS,
    log: log("调整门户菜单顺序"),
    schema: {
      params: IdParams("菜单"),
      body: T.Object({ direction: OneOf([-1, 1], "direction 只能为 -1 或 1") }),
    },
    handler: ({ params, body, reply }) => {
      must(params.id);
      if (!store.moveMenu(params.id, body.direction === -1 ? -1 : 1)) refuse(400, PORTAL_TEXT.cannotMove);
      return sendOk(reply, null);
    },
  });
  route(app, {
    method: "DELETE",
    url: `${url}/:id`,
    access: ACCESS,
    log: log("删除门户菜单"),
    schema: { params: IdParams("菜单") },
    handler: ({ params, reply }) => {
      must(params.id);
      if (store.hasSubMenus(params.id)) refuse(400, PORTAL_TEXT.menuHasSubMenus);
      store.removeMenu(params.id);
      return sendOk(reply, null);
    },
  });
}
