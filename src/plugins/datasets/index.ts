import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { STORAGE_CHUNK_UPLOAD } from "../shared/chunkUpload";
import {
  DATASET_DETAIL_PATH,
  DATASET_MANAGEMENT_PATH,
  DATASET_OVERVIEW_PATH,
  LABEL_GROUP_PATH,
  TEAM_PATH,
} from "./paths";

/**
 * Datasets, labels and annotation teams (AI domain spec §2 dataset-management). The menu entries are
 * the development platform's (marked `builtBy: "datasets"` there); the routes carry the same codes.
 * Image upload goes through the storage plugin's shared chunk upload (the service, never its files).
 */
export const datasetsPlugin = definePlugin<PageComponent>({
  id: "datasets",
  title: "数据集管理",
  requires: [STORAGE_CHUNK_UPLOAD],
  routes: [
    {
      path: DATASET_OVERVIEW_PATH,
      title: "数据集概览",
      permission: ["dataManage", "data-ill"],
      load: () => import("./DatasetOverviewPage"),
    },
    {
      path: DATASET_MANAGEMENT_PATH,
      title: "我的数据集",
      permission: ["dataManage", "dataM"],
      load: () => import("./DatasetManagementPage"),
    },
    {
      path: DATASET_DETAIL_PATH,
      title: "数据集详情",
      permission: ["dataManage", "dataM"],
      load: () => import("./detail/DatasetDetailPage"),
    },
    {
      path: LABEL_GROUP_PATH,
      title: "标签组管理",
      permission: ["dataManage", "labelM"],
      load: () => import("./labels/LabelGroupPage"),
    },
    {
      path: TEAM_PATH,
      title: "标注团队管理",
      permission: ["dataManage", "label"],
      load: () => import("./teams/TeamPage"),
    },
  ],
});

export default datasetsPlugin;
