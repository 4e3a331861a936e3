import type { AxiosInstance } from "axios";
import {
  PORTAL_API,
  type PortalMenu,
  type PortalPage,
  type PortalPageSummary,
  type PortalSettings,
} from "../../contracts/portal";
import { fillPath } from "../../contracts/paths";
import { createRequest } from "../../core/request";

/**
 * The portal's public reads (spec §7: /api/yx-cloud-platform/v1 with the header accessHost; the
 * answers are the whole body, not the platform envelope).
 */
export function portalApi(http: AxiosInstance) {
  const raw = createRequest(http).raw;
  const options = () => ({ headers: { accessHost: window.location.host } });
  // A page that is gone is said on the page itself (页面不存在或已删除), not in a tip as well.
  const quiet = () => ({ ...options(), hideTip: true });
  return {
    info: () => raw.get<PortalSettings>(PORTAL_API.info, options()),
    menus: () => raw.get<PortalMenu[]>(PORTAL_API.menu, options()),
    page: (id: string) => raw.get<PortalPage>(fillPath(PORTAL_API.page, { id }), quiet()),
    pageByCode: (code: string) => raw.get<PortalPage>(fillPath(PORTAL_API.pageByCode, { code }), quiet()),
    documentation: () => raw.get<PortalPageSummary[]>(PORTAL_API.documentation, options()),
  };
}

export type PortalApi = ReturnType<typeof portalApi>;
