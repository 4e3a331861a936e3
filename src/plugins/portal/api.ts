import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import {
  PORTAL_CONTENT_API,
  type PortalMenu,
  type PortalPage,
  type PortalSettings,
} from "../shared/portalContent";

/**
 * The portal's public reads (spec §7: /api/yx-cloud-platform/v1 with the header accessHost; the
 * answers are the whole body, not the platform envelope).
 */
export function portalApi(http: AxiosInstance) {
  const raw = createRequest(http, "").raw;
  const options = () => ({ headers: { accessHost: window.location.host } });
  // A page that is gone is said on the page itself (页面不存在或已删除), not in a tip as well.
  const quiet = () => ({ ...options(), hideTip: true });
  return {
    info: () => raw.get<PortalSettings>(PORTAL_CONTENT_API.info, options()),
    menus: () => raw.get<PortalMenu[]>(PORTAL_CONTENT_API.menu, options()),
    page: (id: string) =>
      raw.get<PortalPage>(`${PORTAL_CONTENT_API.page}/${encodeURIComponent(id)}`, quiet()),
    pageByCode: (code: string) =>
      raw.get<PortalPage>(`${PORTAL_CONTENT_API.pageByCode}/${encodeURIComponent(code)}`, quiet()),
    documentation: () => raw.get<Omit<PortalPage, "content">[]>(PORTAL_CONTENT_API.documentation, options()),
  };
}

export type PortalApi = ReturnType<typeof portalApi>;
