import { SERVICE_CODES } from "../../contracts/serviceCodes";
import { FRONT_DESK } from "../shared/menus/frontDesk";

/** The plugin's id (the source of its tips on the bus). */
export const SERVICES_PLUGIN_ID = "services";

/** The plugin's pages: the two slots of the 能力发布 menu. */
export const SERVICE_PAGES = {
  overview: FRONT_DESK.release.overview,
  manage: FRONT_DESK.release.services,
} as const;

/** 能力发布's codes (ai-domain §6): the menu, then each page's; the server checks the same ones. */
export const SERVICE_PAGE_CODES = {
  overview: [SERVICE_CODES.menu, SERVICE_CODES.overview],
  manage: [SERVICE_CODES.menu, SERVICE_CODES.manage],
} as const;
