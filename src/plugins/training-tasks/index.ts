import { definePlugin } from "../../core/pluginTypes";
import { TRAINING_RUN_MACHINE_ID, trainingRunMachine } from "../../machines/trainingRun.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { FRONT_DESK } from "../shared/menus/frontDesk";

/** The page's route ref: link to it with `TRAINING_TASKS_PAGE.link()`. */
export const TRAINING_TASKS_PAGE = FRONT_DESK.models.trainingTasks;

/** The codes the page needs (the menu's chain; the server module asks for the same). */
export const TRAINING_TASKS_CODES = ["modelManage", "tiTask"];

/**
 * 训练任务: training tasks and their runs, each run's status a `trainingRun` machine (registered here so
 * the inspector and replay cover it) and its log streamed over a websocket. It claims the placeholder
 * slot of the home menu. Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const trainingTasksPlugin = definePlugin<PageComponent>({
  id: "training-tasks",
  title: "训练任务",
  machines: { [TRAINING_RUN_MACHINE_ID]: trainingRunMachine },
  routes: [
    {
      path: TRAINING_TASKS_PAGE.path,
      title: "训练任务",
      permission: TRAINING_TASKS_CODES,
      load: () => import("./TrainingTasksPage"),
    },
  ],
});

export default trainingTasksPlugin;
