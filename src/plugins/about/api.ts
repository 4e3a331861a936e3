import type { AxiosInstance } from "axios";
import { PORTAL_API, type PortalPage } from "../../contracts/portal";
import { ABOUT_PAGE_CODE } from "../../contracts/portalPages";
import { fillPath } from "../../contracts/paths";
import { createRequest } from "../../core/request";

/**
 * The about page's text: the portal page with the fixed code aboutPage, read without a sign-in
 * (ai-domain §7: /api/yx-cloud-platform/v1, header accessHost, the page is the whole body). A
 * failure is said on the page, not in a tip as well.
 */
export function readAboutPage(http: AxiosInstance): Promise<PortalPage> {
  return createRequest(http).raw.get<PortalPage>(fillPath(PORTAL_API.pageByCode, { code: ABOUT_PAGE_CODE }), {
    headers: { accessHost: window.location.host },
    hideTip: true,
  });
}
