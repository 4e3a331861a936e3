import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { FRONT_DESK } from "../shared/menus/frontDesk";
import { PORTAL_PLANNED } from "../shared/menus/portal";
import { SERVICE_PUBLISHING } from "../shared/servicePublishing";
import { TRAINING_RUNS } from "../shared/trainingRuns";
import { LEARNING_PLUGIN_ID } from "./pluginId";
import { LEARNING_CODES } from "../../contracts/learningCodes";

/** The page's route ref: link to it with `LEARNING_PAGE.link()`. */
export const LEARNING_PAGE = FRONT_DESK.aiServices;
/** The inference demo (spec §2: /demoPage, no auth check). */
export const DEMO_PAGE = PORTAL_PLANNED.pages.inferenceDemo;

/** The codes AI服务 needs (its menu's; the server module asks for the same): the contract's. */
export { LEARNING_CODES };

/**
 * AI服务: learning projects and their guided flow from an annotated dataset version to a published
 * service; and the public inference demo. Both claim their placeholder slots. The flow makes 训练任务's
 * and 服务管理's calls through the services those plugins provide. Titles are literal: the manifest is
 * in the boot bundle, the catalogues are not.
 */
export const learningPlugin = definePlugin<PageComponent>({
  id: LEARNING_PLUGIN_ID,
  title: "AI服务",
  requires: [TRAINING_RUNS, SERVICE_PUBLISHING],
  routes: [
    {
      path: LEARNING_PAGE.path,
      title: "AI服务",
      permission: LEARNING_CODES,
      load: () => import("./LearningPage"),
    },
    { path: DEMO_PAGE.path, title: "推理演示", noCheck: true, load: () => import("./demo/DemoPage") },
  ],
});

export default learningPlugin;
