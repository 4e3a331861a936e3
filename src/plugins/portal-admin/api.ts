import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import {
  PORTAL_CONTENT_API,
  type PortalMenu,
  type PortalPage,
  type PortalSettings,
} from "../shared/portalContent";
import type { Page } from "../../contracts/paging";

export type { Page };

export type PageSummary = Omit<PortalPage, "content">;

export interface MenuBody {
  parentId: number | null;
  mainMenuName: string;
  homePageFlag: 0 | 1;
  configType: 1 | 2;
  menuUrl: string;
  tempId: number | null;
  introduction: string;
}

/** Where a file of the shared chunk upload is served, by its ticket (public: the portal shows it). */
export const fileAddress = (ticket: string) => `/api/file-manager/v1/file-item/raw/${ticket}`;

/** The back office's portal templates (server/portal, code portal-temp). */
export function portalAdminApi(http: AxiosInstance) {
  const request = createRequest(http, "");
  return {
    settings: () => request.get<PortalSettings>(PORTAL_CONTENT_API.settings),
    saveSettings: (settings: Omit<PortalSettings, "portalName">) =>
      request.put<PortalSettings>(PORTAL_CONTENT_API.settings, settings),
    menus: () => request.get<PortalMenu[]>(PORTAL_CONTENT_API.menus),
    saveMenu: (body: MenuBody, id?: number) =>
      id
        ? request.put<PortalMenu>(PORTAL_CONTENT_API.menus, { id, ...body })
        : request.post<PortalMenu>(PORTAL_CONTENT_API.menus, body),
    moveMenu: (id: number, direction: -1 | 1) =>
      request.put(`${PORTAL_CONTENT_API.menus}/${id}/move`, { direction }, { hideSuccessTip: true }),
    removeMenu: (id: number) => request.del(`${PORTAL_CONTENT_API.menus}/${id}`),
    pages: (query: { pageNum: number; pageSize: number; title?: string }) =>
      request.get<Page<PageSummary>>(`${PORTAL_CONTENT_API.templates}/page`, { params: query }),
    pageOptions: () =>
      request.get<{ id: number; title: string }[]>(`${PORTAL_CONTENT_API.templates}/options`),
    page: (id: number) => request.get<PortalPage>(`${PORTAL_CONTENT_API.templates}/${id}`),
    savePage: (body: { title: string; content: string }, id?: number) =>
      id
        ? request.put<PortalPage>(PORTAL_CONTENT_API.templates, { id, ...body })
        : request.post<PortalPage>(PORTAL_CONTENT_API.templates, body),
    removePage: (id: number) => request.del(`${PORTAL_CONTENT_API.templates}/${id}`),
  };
}

export type PortalAdminApi = ReturnType<typeof portalAdminApi>;
