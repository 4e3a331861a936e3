import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import type { PortalStore } from "./portalStore";
import { sanitizeHtml } from "../lib/sanitizeHtml";
import { relativeOwnImages } from "./relativeImages";
import {
  EMBED_LIMIT_BYTES,
  PORTAL_API,
  PORTAL_CODES,
  PORTAL_LABELS,
  PORTAL_LIMITS,
  PORTAL_TEXT,
} from "../../src/contracts/portal";
import { PAGE_BODY_LIMIT, PageBody, PageUpdateBody } from "../../src/contracts/portalBodies";

const ACCESS = allOf(PORTAL_CODES.templates);

/** Sanitises a page's HTML and applies the image rule (spec §9: over 524,288 bytes is uploaded, not embedded). */
export function cleanContent(content: string): string {
  const { html, embeddedImages } = sanitizeHtml(relativeOwnImages(content));
  if (embeddedImages.some((bytes) => bytes > EMBED_LIMIT_BYTES)) refuse(400, PORTAL_TEXT.imageTooLarge);
  return html;
}

/** 模板页面 (code portal-temp): the content pages the portal menus and the documentation pages show. */
export function pageRoutes(app: FastifyInstance, store: PortalStore) {
  const log = (name: string) => ({ name, module: "模板页面", hide: ["content"] });
  const must = (id: number) => store.page(id) ?? refuse(404, PORTAL_TEXT.pageNotFound);
  const titleOf = (raw: string, id = 0) => {
    const title = raw.trim();
    if (!title) refuse(400, PORTAL_TEXT.pageTitleEmpty);
    if (title.length > PORTAL_LIMITS.pageTitle) refuse(400, PORTAL_TEXT.pageTitleTooLong);
    if (store.titleTaken(title, id)) refuse(400, PORTAL_TEXT.pageTitleTaken);
    return title;
  };

  route(app, {
    method: "GET",
    url: PORTAL_API.templatePage,
    access: ACCESS,
    schema: { querystring: T.Object({ ...PageQuery, title: T.Optional(Text(200)) }) },
    handler: ({ query, reply }) =>
      sendOk(reply, store.pagePage((query.title ?? "").trim(), query.pageNum, query.pageSize)),
  });
  route(app, {
    method: "GET",
    url: PORTAL_API.templateOptions,
    access: ACCESS,
    handler: ({ reply }) => sendOk(reply, store.pageOptions()),
  });
  route(app, {
    method: "GET",
    url: PORTAL_API.template,
    access: ACCESS,
    schema: { params: IdParams(PORTAL_LABELS.page) },
    handler: ({ params, reply }) => sendOk(reply, must(params.id)),
  });
  route(app, {
    method: "POST",
    url: PORTAL_API.templates,
    access: ACCESS,
    bodyLimit: PAGE_BODY_LIMIT * 2,
    log: log("新增模板页面"),
    schema: { body: PageBody },
    handler: ({ body, reply }) => {
      const title = titleOf(body.title);
      return sendOk(reply, store.page(store.addPage(title, cleanContent(body.content))));
    },
  });
  route(app, {
    method: "PUT",
    url: PORTAL_API.templates,
    access: ACCESS,
    bodyLimit: PAGE_BODY_LIMIT * 2,
    log: log("编辑模板页面"),
    schema: { body: PageUpdateBody },
    handler: ({ body, reply }) => {
      must(body.id);
      store.updatePage(body.id, titleOf(body.title, body.id), cleanContent(body.content));
      return sendOk(reply, store.page(body.id));
    },
  });
  route(app, {
    method: "DELETE",
    url: PORTAL_API.template,
    access: ACCESS,
    log: log("删除模板页面"),
    schema: { params: IdParams(PORTAL_LABELS.page) },
    handler: ({ params, reply }) => {
      const page = must(params.id);
      if (page.code) refuse(400, PORTAL_TEXT.fixedPage);
      const menus = store.menusOfPage(params.id);
      if (menus.length) refuse(400, PORTAL_TEXT.pageInUse(menus));
      store.removePage(params.id);
      return sendOk(reply, null);
    },
  });
}
