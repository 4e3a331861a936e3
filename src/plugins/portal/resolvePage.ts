import type { PortalMenu } from "../shared/portalContent";
import { flatMenus } from "./menuTarget";

/**
 * Which page a content address shows: /portal/page/{tempId} and /temp/{id} name it; /portal/page
 * takes the page of the menu named by mainMenuName (none when no such menu), or without a name the
 * first menu with a page. `menu` is the
 * menu the address belongs to (marked in the header); `pageId` null means that menu has no page.
 */
export function resolvePage(
  menus: PortalMenu[],
  pageId: string | undefined,
  mainMenuName: string | null,
): { pageId: string | null; menu: PortalMenu | undefined } {
  const all = flatMenus(menus);
  const named = mainMenuName ? all.find((menu) => menu.mainMenuName === mainMenuName) : undefined;
  if (pageId) return { pageId, menu: named };
  // A menu that is not (or no longer) there has no content to show.
  if (mainMenuName && !named) return { pageId: null, menu: undefined };
  const menu = named ?? all.find((candidate) => candidate.configType === 1 && candidate.tempId !== null);
  return { pageId: menu?.configType === 1 && menu.tempId ? String(menu.tempId) : null, menu };
}
