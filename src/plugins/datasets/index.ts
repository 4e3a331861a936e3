import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { loadUnavailablePage } from "../shared/areaMenu";

const BASE = "/home/dataset-management";

/**
 * Datasets, labels and annotation teams (AI domain spec §2 dataset-management). The menu entries are
 * the development platform's (marked `builtBy: "datasets"` there); the routes carry the same codes.
 */
export const datasetsPlugin = definePlugin<PageComponent>({
  id: "datasets",
  title: "数据集管理",
  routes: [
    { path: `${BASE}/dataset/overview`, title: "数据集概览", permission: ["dataManage", "data-ill"], load: loadUnavailablePage },
    { path: `${BASE}/dataset/management`, title: "我的数据集", permission: ["dataManage", "dataM"], load: loadUnavailablePage },
    { path: `${BASE}/label-group-management`, title: "标签组管理", permission: ["dataManage", "labelM"], load: loadUnavailablePage },
    { path: `${BASE}/annotation-team-management`, title: "标注团队管理", permission: ["dataManage", "label"], load: loadUnavailablePage },
  ],
});

export default datasetsPlugin;
