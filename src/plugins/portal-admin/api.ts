import type { AxiosInstance } from "axios";
import {
  PORTAL_API,
  type PageOption,
  type PortalMenu,
  type PortalPage,
  type PortalPageSummary,
  type PortalSettings,
} from "../../contracts/portal";
import type { MenuBody, PageBody, SettingsBody } from "../../contracts/portalBodies";
import type { Page } from "../../contracts/paging";
import { fillPath } from "../../contracts/paths";
import { STORAGE_API } from "../../contracts/storage";
import { createRequest } from "../../core/request";

export type { MenuBody, Page };

export type PageSummary = PortalPageSummary;

/** Where a file of the shared chunk upload is served, by its ticket (public: the portal shows it). */
export const fileAddress = (ticket: string) => fillPath(STORAGE_API.fileItemRawOf, { ticket });

/** The back office's portal templates (server/portal, code portal-temp). */
export function portalAdminApi(http: AxiosInstance) {
  const request = createRequest(http);
  const id = (path: string, value: number) => fillPath(path, { id: value });
  return {
    settings: () => request.get<PortalSettings>(PORTAL_API.settings),
    saveSettings: (settings: Omit<SettingsBody, "portalName">) =>
      request.put<PortalSettings>(PORTAL_API.settings, settings),
    menus: () => request.get<PortalMenu[]>(PORTAL_API.menus),
    saveMenu: (body: MenuBody, menuId?: number) =>
      menuId
        ? request.put<PortalMenu>(PORTAL_API.menus, { id: menuId, ...body })
        : request.post<PortalMenu>(PORTAL_API.menus, body),
    moveMenu: (menuId: number, direction: -1 | 1) =>
      request.put(id(PORTAL_API.menuMove, menuId), { direction }, { hideSuccessTip: true }),
    removeMenu: (menuId: number) => request.del(id(PORTAL_API.menuOne, menuId)),
    pages: (query: { pageNum: number; pageSize: number; title?: string }) =>
      request.get<Page<PageSummary>>(PORTAL_API.templatePage, { params: query }),
    pageOptions: () => request.get<PageOption[]>(PORTAL_API.templateOptions),
    page: (pageId: number) => request.get<PortalPage>(id(PORTAL_API.template, pageId)),
    savePage: (body: PageBody, pageId?: number) =>
      pageId
        ? request.put<PortalPage>(PORTAL_API.templates, { id: pageId, ...body })
        : request.post<PortalPage>(PORTAL_API.templates, body),
    removePage: (pageId: number) => request.del(id(PORTAL_API.template, pageId)),
  };
}

export type PortalAdminApi = ReturnType<typeof portalAdminApi>;
