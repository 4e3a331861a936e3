import { definePlugin } from "../../core/pluginTypes";
import { TRAINING_RUN_MACHINE_ID, trainingRunMachine } from "../../machines/trainingRun.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { FRONT_DESK } from "../shared/menus/frontDesk";
import { TRAINING_RUNS } from "../shared/trainingRuns";
import { TRAINING_TASK_CODES } from "../../contracts/trainingTaskCodes";

/** The page's route ref: link to it with `TRAINING_TASKS_PAGE.link()`. */
export const TRAINING_TASKS_PAGE = FRONT_DESK.models.trainingTasks;

/** The codes the page needs (the menu's chain; the server module asks for the same). */
export const TRAINING_TASKS_CODES = TRAINING_TASK_CODES;

/**
 * 训练任务: training tasks and their runs, each run's status a `trainingRun` machine (registered here so
 * the inspector and replay cover it) and its log streamed over a websocket. It claims the placeholder
 * slot of the home menu, and offers its calls to other plugins (TRAINING_RUNS). Titles are literal:
 * the manifest is in the boot bundle, the catalogue is not.
 */
export const trainingTasksPlugin = definePlugin<PageComponent>({
  id: "training-tasks",
  title: "训练任务",
  machines: { [TRAINING_RUN_MACHINE_ID]: trainingRunMachine },
  provides: [TRAINING_RUNS],
  routes: [
    {
      path: TRAINING_TASKS_PAGE.path,
      title: "训练任务",
      permission: TRAINING_TASKS_CODES,
      load: () => import("./TrainingTasksPage"),
    },
  ],
  activate(ctx) {
    // The api loads with the first call, not with the workspace (the sign-in page's budget).
    let api: Promise<ReturnType<typeof import("./api").trainingApi>> | undefined;
    const load = () => (api ??= import("./api").then(({ trainingApi }) => trainingApi(ctx.http)));
    return ctx.provide(TRAINING_RUNS, {
      choices: async () => (await load()).choices(),
      trainers: async () => (await load()).trainers(),
      createTask: async (task) => (await load()).create(task, { hideSuccessTip: true }),
      startRun: async (taskId) => (await load()).start(taskId),
      runs: async (taskId) => (await (await load()).runs(taskId, 1, 100)).list,
      metrics: async (runId) => (await load()).metrics(runId),
      terminate: async (runId) => (await load()).terminate(runId),
    });
  },
});

export default trainingTasksPlugin;
