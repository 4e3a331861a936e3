import { extend } from "../../core/extensions";
import { definePlugin } from "../../core/pluginTypes";
import { DATASET_CODES as CODES } from "../../contracts/datasetCodes";
import type { PageComponent } from "../../ui/CoreContext";
import { STORAGE_CHUNK_UPLOAD } from "../shared/chunkUpload";
import { STORAGE_PICKER } from "../shared/storagePicker";
import { DATASET_DETAIL_TABS } from "../shared/datasetSlots";
import { SHARE_PAGE_VIEWS } from "../shared/sharePageSlots";
import { DATASET_PAGES } from "./paths";

/**
 * Datasets, labels and annotation teams (AI domain spec §2 dataset-management). The menu entries are
 * the development platform's; the routes claim those pages' slots, with the same codes.
 * Image upload goes through the storage plugin's shared chunk upload (the service, never its files).
 */
export const datasetsPlugin = definePlugin<PageComponent>({
  id: "datasets",
  title: "数据集管理",
  requires: [STORAGE_CHUNK_UPLOAD],
  optional: [STORAGE_PICKER],
  routes: [
    {
      path: DATASET_PAGES.overview.path,
      title: "数据集概览",
      permission: [CODES.menu, CODES.overview],
      load: () => import("./DatasetOverviewPage"),
    },
    {
      path: DATASET_PAGES.management.path,
      title: "我的数据集",
      permission: [CODES.menu, CODES.dataset],
      load: () => import("./DatasetManagementPage"),
    },
    {
      path: DATASET_PAGES.detail.path,
      title: "数据集详情",
      permission: [CODES.menu, CODES.dataset],
      load: () => import("./detail/DatasetDetailPage"),
    },
    {
      path: DATASET_PAGES.compare.path,
      title: "版本对比",
      permission: [CODES.menu, CODES.dataset],
      load: () => import("./versions/ComparePage"),
    },
    {
      path: DATASET_PAGES.labelGroups.path,
      title: "标签组管理",
      permission: [CODES.menu, CODES.label],
      load: () => import("./labels/LabelGroupPage"),
    },
    {
      path: DATASET_PAGES.teams.path,
      title: "标注团队管理",
      permission: [CODES.menu, CODES.team],
      load: () => import("./teams/TeamPage"),
    },
  ],
  // The detail page's own tabs are contributions to its slot, like any other plugin's. (Titles are
  // literal, like the route titles: the manifest is in the boot bundle, the catalogue is not.)
  extensions: [
    extend(DATASET_DETAIL_TABS, {
      id: "items",
      title: "数据",
      order: 10,
      load: () => import("./detail/ItemsTab"),
    }),
    extend(DATASET_DETAIL_TABS, {
      id: "formats",
      title: "导入导出",
      order: 15,
      load: () => import("./formats/FormatsTab"),
    }),
    extend(DATASET_DETAIL_TABS, {
      id: "info",
      title: "基本信息",
      order: 20,
      load: () => import("./detail/InfoTab"),
    }),
    extend(DATASET_DETAIL_TABS, {
      id: "introduce",
      title: "介绍",
      order: 25,
      load: () => import("./versions/IntroduceTab"),
    }),
    // The public share page's view of a shared version (/home/sharePage?token=, no sign-in).
    extend(SHARE_PAGE_VIEWS, {
      id: "dataset-version",
      title: "分享的数据集",
      load: () => import("./versions/SharedVersionPage"),
    }),
  ],
});

export default datasetsPlugin;
