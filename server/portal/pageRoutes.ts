import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, Id, IdParams, PageQuery, refuse, route, T, Text, Name } from "../http";
import type { PortalStore } from "./portalStore";
import { sanitizeHtml } from "../lib/sanitizeHtml";
import { relativeOwnImages } from "./relativeImages";
import { EMBED_LIMIT_BYTES, PORTAL_PATHS, PORTAL_TEXT } from "./text";

const ACCESS = allOf("portal-temp");
/** Room for a page with a few embedded pictures of up to 512 KiB each (base64 adds a third). */
const PAGE_BODY_LIMIT = 16 * 1024 * 1024;
const PageBody = { title: Name(1000, "页面名称"), content: Text(PAGE_BODY_LIMIT) };

/** Sanitises a page's HTML and applies the image rule (spec §9: over 524,288 bytes is uploaded, not embedded). */
export function cleanContent(content: string): string {
  const { html, embeddedImages } = sanitizeHtml(relativeOwnImages(content));
  if (embeddedImages.some((bytes) => bytes > EMBED_LIMIT_BYTES)) refuse(400, PORTAL_TEXT.imageTooLarge);
  return html;
}

/** 模板页面 (code portal-temp): the content pages the portal menus and the documentation pages show. */
export function pageRoutes(app: FastifyInstance, store: PortalStore) {
  const url = `${PORTAL_PATHS.ai}/templates`;
  const log = (name: string) => ({ name, module: "模板页面", hide: ["content"] });
  const must = (id: number) => store.page(id) ?? refuse(404, PORTAL_TEXT.pageNotFound);
  const titleOf = (raw: string, id = 0) => {
    const title = raw.trim();
    if (!title) refuse(400, PORTAL_TEXT.required("页面名称"));
    if (title.length > 50) refuse(400, PORTAL_TEXT.tooLong("页面名称", 50));
    if (store.titleTaken(title, id)) refuse(400, PORTAL_TEXT.pageTitleTaken);
    return title;
  };

  route(app, {
    method: "GET",
    url: `${url}/page`,
    access: ACCESS,
    schema: { querystring: T.Object({ ...PageQuery, title: T.Optional(Text(200)) }) },
    handler: ({ query, reply }) =>
      sendOk(reply, store.pagePage((query.title ?? "").trim(), query.pageNum, query.pageSize)),
  });
  route(app, {
    method: "GET",
    url: `${url}/options`,
    access: ACCESS,
    handler: ({ reply }) => sendOk(reply, store.pageOptions()),
  });
  route(app, {
    method: "GET",
    url: `${url}/:id`,
    access: ACCESS,
    schema: { params: IdParams("页面") },
    handler: ({ params, reply }) => sendOk(reply, must(params.id)),
  });
  route(app, {
    method: "POST",
    url,
    access: ACCESS,
    bodyLimit: PAGE_BODY_LIMIT * 2,
    log: log("新增模板页面"),
    schema: { body: T.Object(PageBody) },
    handler: ({ body, reply }) => {
      const title = titleOf(body.title);
      return sendOk(reply, store.page(store.addPage(title, cleanContent(body.content))));
    },
  });
  route(app, {
    method: "PUT",
    url,
    access: ACCESS,
    bodyLimit: PAGE_BODY_LIMIT * 2,
    log: log("编辑模板页面"),
    schema: { body: T.Object({ id: Id("页面"), ...PageBody }) },
    handler: ({ body, reply }) => {
      must(body.id);
      store.updatePage(body.id, titleOf(body.title, body.id), cleanContent(body.content));
      return sendOk(reply, store.page(body.id));
    },
  });
  route(app, {
    method: "DELETE",
    url: `${url}/:id`,
    access: ACCESS,
    log: log("删除模板页面"),
    schema: { params: IdParams("页面") },
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
