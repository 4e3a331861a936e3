/**
 * The portal's content as both the portal (rendering) and the back office's portal templates
 * (editing) see it: the shapes of server/portal/types.ts and the calls' paths. Declared here so
 * neither plugin imports the other's files.
 */
export const PORTAL_CONTENT_API = {
  /** /api/yx-cloud-platform/v1: public, header accessHost, answers unwrapped (spec §7). */
  info: "/api/yx-cloud-platform/v1/portal/info",
  menu: "/api/yx-cloud-platform/v1/portal/menu",
  page: "/api/yx-cloud-platform/v1/page-config",
  pageByCode: "/api/yx-cloud-platform/v1/page-config/code",
  /** The documentation pages' titles and codes (the documentation centre's contents). */
  documentation: "/api/yx-cloud-platform/v1/page-config/documentation",
  /** /api/ai-cloud-platform/v1: the back office (code portal-temp). */
  settings: "/api/ai-cloud-platform/v1/portal/settings",
  menus: "/api/ai-cloud-platform/v1/portal/menus",
  templates: "/api/ai-cloud-platform/v1/templates",
} as const;

export interface PortalSettings {
  portalName: string;
  navigationPic: string[];
  navigationPicMobile: string[];
  navigationContent: string;
  navigationColourFlag: 0 | 1;
  /** 1 solid, 2 gradient. */
  navigationColourType: 1 | 2;
  navigationColour: string;
  firstGradientColour: string;
  secondGradientColour: string;
  navigationShadow: 0 | 1;
}

export interface PortalMenu {
  id: number;
  parentId: number | null;
  mainMenuName: string;
  homePageFlag: 0 | 1;
  /** 1 a content page, 2 an external link. */
  configType: 1 | 2;
  menuUrl: string;
  tempId: number | null;
  tempTitle: string;
  introduction: string;
  relationStatus: 0 | 1;
  sort: number;
  portalId: number;
  createTime: string;
  subMenuNameListMap: PortalMenu[];
}

export interface PortalPage {
  id: number;
  title: string;
  code: string | null;
  content: string;
  createTime: string;
  updateTime: string;
}

/**
 * The fixed codes of the documentation pages, seeded and kept by the server, in the documentation
 * centre's order; the first five are also front-desk pages of their own (/home/usePage …).
 */
export const DOC_PAGE_CODES = [
  "usePage",
  "tipPage",
  "fileApi",
  "demonstration",
  "noticePage",
  "sharePage",
] as const;

/** The navigation bar's look from the settings: solid or two-colour gradient, with or without shadow. */
export function navigationStyle(settings: PortalSettings): { background?: string; boxShadow?: string } {
  const style: { background?: string; boxShadow?: string } = {};
  if (settings.navigationColourFlag === 1)
    style.background =
      settings.navigationColourType === 1
        ? settings.navigationColour
        : `linear-gradient(90deg, ${settings.firstGradientColour}, ${settings.secondGradientColour})`;
  if (settings.navigationShadow === 1) style.boxShadow = "0 2px 8px rgba(0, 0, 0, 0.25)";
  return style;
}
