import { usePlugins } from "../../ui/CoreContext";
import { PORTAL, PORTAL_ABOUT, PORTAL_MENU } from "../shared/menus/portal";
import { toMobile } from "./mobilePaths";

export interface PortalLink {
  title: string;
  /** The address (desktop, or the mobile portal's). */
  path: string;
}

/** The portal's own pages the header and the mobile drawer always offer, in this order. */
const FIXED: PortalLink[] = [
  { title: PORTAL_MENU.tree.aiHome.title, path: PORTAL.aiHome.path },
  { title: PORTAL_MENU.tree.experts.title, path: PORTAL.experts.path },
  { title: PORTAL_MENU.tree.appStore.title, path: PORTAL.appStore.path },
  { title: PORTAL_ABOUT.title, path: PORTAL_ABOUT.ref.path },
];

/**
 * The fixed entries of the portal's header (一站式AI能力平台, 专家中心, 行业应用, 关于) beside the menus the
 * back office edits, each only while a route serves it (a disabled plugin's page is not offered);
 * `mobile`: their mobile portal addresses.
 */
export function usePortalLinks(mobile = false): PortalLink[] {
  const routes = usePlugins().routes();
  return FIXED.filter((link) => routes.some((route) => route.path === link.path)).map((link) => ({
    title: link.title,
    path: mobile ? toMobile(link.path) : link.path,
  }));
}
