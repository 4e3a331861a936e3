import type { FastifyInstance } from "fastify";
import { IdParams, refuse, route, T } from "../http";
import type { PortalStore } from "./portalStore";
import { portalSettings } from "./settingsRoutes";
import { PORTAL_API, PORTAL_LABELS, PORTAL_TEXT } from "../../src/contracts/portal";

/**
 * What the portal reads without a sign-in (spec §7: /api/yx-cloud-platform/v1, header accessHost,
 * answers returned unwrapped: the settings, the menu tree and a page are the whole body). One portal
 * is served whatever accessHost the visitor's page sends.
 */
export function publicRoutes(app: FastifyInstance, store: PortalStore, platformName: () => string) {
  route(app, {
    method: "GET",
    url: PORTAL_API.info,
    access: "public",
    handler: () => portalSettings(store, platformName),
  });
  route(app, {
    method: "GET",
    url: PORTAL_API.menu,
    access: "public",
    handler: () => store.menuTree(),
  });
  // The documentation centre's contents: the pages with a fixed code (their titles, not their text).
  route(app, {
    method: "GET",
    url: PORTAL_API.documentation,
    access: "public",
    handler: () => store.documentationPages(),
  });
  route(app, {
    method: "GET",
    url: PORTAL_API.page,
    access: "public",
    schema: { params: IdParams(PORTAL_LABELS.page) },
    handler: ({ params }) => store.page(params.id) ?? refuse(404, PORTAL_TEXT.pageNotFound),
  });
  route(app, {
    method: "GET",
    url: PORTAL_API.pageByCode,
    access: "public",
    schema: { params: T.Object({ code: T.String({ pattern: "^[A-Za-z0-9_-]{1,40}$" }) }) },
    handler: ({ params }) => store.pageByCode(params.code) ?? refuse(404, PORTAL_TEXT.pageNotFound),
  });
}
