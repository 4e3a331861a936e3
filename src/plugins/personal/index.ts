import { AREA_IDS } from "../../core/config";
import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { plannedRoutes } from "../shared/areaMenu";

/** Personal-type screens exist under each of the four prefixes (shell spec §2). */
const PERSONAL_SCREENS: [segment: string, title: string, skip?: string[]][] = [
  ["personal", "个人信息"],
  ["person-page", "个人主页"],
  ["workbench", "我的工作台"],
  ["my-wallet", "我的钱包"],
  ["usage-statistics-person", "用量统计"],
  ["appDetail", "简介信息"],
  ["caseDetail", "简介信息"],
  ["personal/dynamicDetail", "动态详情"],
  ["personal/detailMessage", "个人简介信息", ["operation"]],
  ["documentation", "文档中心", ["portal", "operation"]],
];

const routes = AREA_IDS.flatMap((area) =>
  plannedRoutes(
    PERSONAL_SCREENS.filter(([, , skip]) => !skip?.includes(area)).map(([segment, title]) => [
      `/${area}/${segment}`,
      title,
    ]),
  ),
);

/**
 * The personal screens and their entries in the user (avatar) menu of spec §2; `{area}` is the
 * current area's prefix. The HPC entries (绑定/切换HPC账号, 用户HPC管理) are the hpc plugin's: they go
 * with it when it is disabled.
 */
export default definePlugin<PageComponent>({
  id: "personal",
  title: "个人中心",
  routes,
  userMenu: [
    { id: "workbench", title: "我的工作台", path: "/{area}/workbench", needsHpc: true, order: 30 },
    { id: "wallet", title: "我的钱包", path: "/{area}/my-wallet", needsHpc: true, order: 40 },
    { id: "usage", title: "用量统计", path: "/{area}/usage-statistics-person", order: 50 },
    { id: "feedback", title: "用户反馈", command: "feedback.open", order: 60 },
    { id: "personal-info", title: "个人信息", path: "/{area}/personal", order: 80 },
    {
      id: "personal-page",
      title: "个人主页",
      path: "/{area}/person-page?userId={userId}&self=1",
      permission: "person-look",
      order: 90,
    },
  ],
});
