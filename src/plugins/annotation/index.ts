import { definePlugin } from "../../core/pluginTypes";
import { annotationSubTaskMachine, annotationTaskMachine } from "../../machines/annotationTask.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { loadUnavailablePage } from "../shared/areaMenu";

const BASE = "/home/dataset-management/team-task-management";

/**
 * Team annotation tasks (AI domain spec §2 team-task-management): the overview board and my tasks with
 * the task page, the annotation canvas and sample acceptance. The lifecycle is the registered machine.
 */
export const annotationPlugin = definePlugin<PageComponent>({
  id: "annotation",
  title: "团队任务管理",
  routes: [
    { path: `${BASE}/task-overview`, title: "任务概览", permission: ["dataManage", "taskM", "task-ill"], load: loadUnavailablePage },
    { path: `${BASE}/my-task`, title: "我的任务", permission: ["dataManage", "taskM", "task-my"], load: loadUnavailablePage },
  ],
  machines: { annotationTask: annotationTaskMachine, annotationSubTask: annotationSubTaskMachine },
});

export default annotationPlugin;
