import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, IdParams, refuse, route } from "../http";
import type { PortalStore } from "./portalStore";
import {
  PORTAL_API,
  PORTAL_CODES,
  PORTAL_LABELS,
  PORTAL_LIMITS,
  PORTAL_TEXT,
  type PortalMenuFields,
} from "../../src/contracts/portal";
import { MenuBody, MenuMoveBody, MenuUpdateBody } from "../../src/contracts/portalBodies";

const ACCESS = allOf(PORTAL_CODES.templates);
const LINK = /^https?:\/\/[^\s]+$/i;

/** 模板菜单 (code portal-temp): main menus and sub-menus, a page or an external link each, in order. */
export function menuRoutes(app: FastifyInstance, store: PortalStore) {
  const log = (name: string) => ({ name, module: "模板菜单" });
  const must = (id: number) => store.menu(id) ?? refuse(404, PORTAL_TEXT.menuNotFound);

  const fieldsOf = (body: MenuBody, id = 0): PortalMenuFields => {
    const parentId = body.parentId ?? null;
    if (parentId !== null) {
      const parent = store.menu(parentId) ?? refuse(400, PORTAL_TEXT.parentNotFound);
      if (parent.parentId !== null || parent.id === id) refuse(400, PORTAL_TEXT.parentNotMain);
      if (id && store.hasSubMenus(id)) refuse(400, PORTAL_TEXT.mainHasSubMenus);
    }
    const name = body.mainMenuName.trim();
    if (!name) refuse(400, PORTAL_TEXT.menuNameEmpty);
    if (name.length > PORTAL_LIMITS.menuName) refuse(400, PORTAL_TEXT.menuNameTooLong);
    if (store.nameTaken(name, parentId, id)) refuse(400, PORTAL_TEXT.menuNameTaken);
    const introduction = (body.introduction ?? "").trim();
    if (introduction.length > PORTAL_LIMITS.introduction) refuse(400, PORTAL_TEXT.introductionTooLong);
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
    url: PORTAL_API.menus,
    access: ACCESS,
    handler: ({ reply }) => sendOk(reply, store.menuTree()),
  });
  route(app, {
    method: "POST",
    url: PORTAL_API.menus,
    access: ACCESS,
    log: log("新增门户菜单"),
    schema: { body: MenuBody },
    handler: ({ body, reply }) => sendOk(reply, store.menu(store.addMenu(fieldsOf(body)))),
  });
  route(app, {
    method: "PUT",
    url: PORTAL_API.menus,
    access: ACCESS,
    log: log("编辑门户菜单"),
    schema: { body: MenuUpdateBody },
    handler: ({ body, reply }) => {
      must(body.id);
      store.updateMenu(body.id, fieldsOf(body, body.id));
      return sendOk(reply, store.menu(body.id));
    },
  });
  route(app, {
    method: "PUT",
    url: PORTAL_API.menuMove,
    access: ACCESS,
    log: log("调整门户菜单顺序"),
    schema: {
      params: IdParams(PORTAL_LABELS.menu),
      body: MenuMoveBody,
    },
    handler: ({ params, body, reply }) => {
      must(params.id);
      if (!store.moveMenu(params.id, body.direction === -1 ? -1 : 1)) refuse(400, PORTAL_TEXT.cannotMove);
      return sendOk(reply, null);
    },
  });
  route(app, {
    method: "DELETE",
    url: PORTAL_API.menuOne,
    access: ACCESS,
    log: log("删除门户菜单"),
    schema: { params: IdParams(PORTAL_LABELS.menu) },
    handler: ({ params, reply }) => {
      must(params.id);
      if (store.hasSubMenus(params.id)) refuse(400, PORTAL_TEXT.menuHasSubMenus);
      store.removeMenu(params.id);
      return sendOk(reply, null);
    },
  });
}
