import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea } from "../shared/areaMenu";
import { FRONT_DESK_MENU, FRONT_DESK_PLANNED, FRONT_DESK_PUBLIC } from "../shared/menus/frontDesk";

const area = contributeArea(FRONT_DESK_MENU, { baseOrder: 100 });

/**
 * The development platform (area home): the front desk menu of the spec (src/plugins/shared/menus)
 * with a placeholder for each page (the home page's dashboard is the personal plugin's). Feature plugins claim the pages
 * by contributing a route on the page's ref; nothing here changes when they do.
 */
export default definePlugin<PageComponent>({
  id: "dev-platform",
  title: "开发平台",
  menus: area.menus,
  routes: [...area.routes, ...FRONT_DESK_PLANNED.routes, ...FRONT_DESK_PUBLIC.routes],
});
