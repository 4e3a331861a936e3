import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea } from "../shared/areaMenu";
import { OPERATIONS_MENU } from "../shared/menus/operations";

const area = contributeArea(OPERATIONS_MENU, { baseOrder: 200 });

/** The operations area: the spec's menu, each page a placeholder until a plugin claims it. */
export default definePlugin<PageComponent>({
  id: "operation",
  title: "运营管理",
  menus: area.menus,
  routes: area.routes,
});
