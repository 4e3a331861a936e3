import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea } from "../shared/areaMenu";
import { BACK_OFFICE_MENU } from "../shared/menus/backOffice";

const area = contributeArea(BACK_OFFICE_MENU, { baseOrder: 300 });

/** The back office (area backstage): the spec's menu, each page a placeholder until a plugin claims it. */
export default definePlugin<PageComponent>({
  id: "backstage",
  title: "后台管理",
  menus: area.menus,
  routes: area.routes,
});
