import type { PortalMenu } from "../shared/portalContent";

export type MenuTarget = { kind: "external"; href: string } | { kind: "page"; path: string };

/**
 * Where a portal menu leads: configType 2 opens its external link (a new tab); a page menu opens
 * /portal/page/{tempId}?mainMenuName= (or the mobile portal's page); a menu without a page opens
 * /portal/page?mainMenuName=, which says it has no content yet.
 */
export function menuTarget(menu: PortalMenu, mobile = false): MenuTarget {
  if (menu.configType === 2 && menu.menuUrl) return { kind: "external", href: menu.menuUrl };
  const query = `?mainMenuName=${encodeURIComponent(menu.mainMenuName)}`;
  const base = mobile ? "/portal/mobile/page" : "/portal/page";
  return { kind: "page", path: menu.tempId ? `${base}/${menu.tempId}${query}` : `${base}${query}` };
}

/** Every menu in order, main menus followed by their sub-menus. */
export function flatMenus(menus: PortalMenu[]): PortalMenu[] {
  return menus.flatMap((menu) => [menu, ...menu.subMenuNameListMap]);
}
