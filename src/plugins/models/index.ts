import { definePlugin } from "../../core/pluginTypes";
import { STORAGE_PICKER } from "../shared/storagePicker";
import type { PageComponent } from "../../ui/CoreContext";
import { MODEL_PAGES } from "./paths";
import { MODEL_CODES, OVERVIEW_CODES } from "./permissions";

/**
 * 我的模型 (models and their versions) and 模型概览 (counts and charts). Both claim the home menu's
 * placeholder slots. Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const modelsPlugin = definePlugin<PageComponent>({
  id: "models",
  title: "我的模型",
  // 从存储选择 a version's checkpoint (ModelVersionsPage).
  optional: [STORAGE_PICKER],
  routes: [
    {
      path: MODEL_PAGES.models.path,
      title: "我的模型",
      permission: [...MODEL_CODES.page],
      load: () => import("./ModelsPage"),
    },
    {
      path: MODEL_PAGES.versions.path,
      title: "模型版本",
      permission: [...MODEL_CODES.page],
      load: () => import("./versions/ModelVersionsPage"),
    },
    {
      path: MODEL_PAGES.overview.path,
      title: "模型概览",
      permission: OVERVIEW_CODES,
      load: () => import("./overview/ModelOverviewPage"),
    },
  ],
});

export default modelsPlugin;
