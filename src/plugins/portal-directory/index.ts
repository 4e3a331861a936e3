import { AREA_IDS } from "../../core/config";
import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { EXPERT_DIRECTORY } from "../shared/expertDirectory";
import { FEEDBACK_FORM } from "../shared/feedbackForm";
import { DIRECTORY_PAGES } from "./paths";

const loadServiceDetail = () => import("./ServiceDetailPage");
const loadCaseDetail = () => import("./CaseDetailPage");

/** appDetail and caseDetail (title 简介信息) under each prefix: public on the portal, the area's code elsewhere. */
const detailRoutes = AREA_IDS.flatMap((area) => [
  {
    path: DIRECTORY_PAGES.appDetail[area].path,
    title: "简介信息",
    ...(area === "portal" ? { noCheck: true } : { permission: [] }),
    load: loadServiceDetail,
  },
  {
    path: DIRECTORY_PAGES.caseDetail[area].path,
    title: "简介信息",
    ...(area === "portal" ? { noCheck: true } : { permission: [] }),
    load: loadCaseDetail,
  },
]);

/**
 * The portal's directories (ai-domain §2, portal routes): 一站式AI能力平台, 专家中心, 行业应用 with each application's services,
 * a service's and a case's detail, the global search and the read-only pages of what it finds (a
 * public dataset, algorithm or model; no sign-in). They claim the portal menu's and the planned
 * pages' slots; the expert centre, app store and search are kept alive (src/ui/kit/keepAlive.ts).
 * Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const portalDirectoryPlugin = definePlugin<PageComponent>({
  id: "portal-directory",
  title: "门户目录与搜索",
  optional: [EXPERT_DIRECTORY, FEEDBACK_FORM],
  routes: [
    {
      path: DIRECTORY_PAGES.aiHome.path,
      title: "一站式AI能力平台",
      noCheck: true,
      load: () => import("./AiHomePage"),
    },
    {
      path: DIRECTORY_PAGES.experts.path,
      title: "专家中心",
      noCheck: true,
      load: () => import("./ExpertCenterPage"),
    },
    {
      path: DIRECTORY_PAGES.appStore.path,
      title: "行业应用",
      noCheck: true,
      load: () => import("./AppStorePage"),
    },
    {
      path: DIRECTORY_PAGES.appList.path,
      title: "应用列表",
      noCheck: true,
      load: () => import("./AppListPage"),
    },
    { path: DIRECTORY_PAGES.appDetail2.path, title: "应用详情", noCheck: true, load: loadServiceDetail },
    {
      path: DIRECTORY_PAGES.search.path,
      title: "全局搜索",
      noCheck: true,
      load: () => import("./SearchPage"),
    },
    {
      path: DIRECTORY_PAGES.datasetDetail.path,
      title: "数据集详情",
      noCheck: true,
      load: () => import("./DatasetDetailPage"),
    },
    {
      path: DIRECTORY_PAGES.algorithmDetail.path,
      title: "算法详情",
      noCheck: true,
      load: () => import("./AlgorithmDetailPage"),
    },
    {
      path: DIRECTORY_PAGES.modelDetail.path,
      title: "模型详情",
      noCheck: true,
      load: () => import("./ModelDetailPage"),
    },
    ...detailRoutes,
  ],
});

export default portalDirectoryPlugin;
