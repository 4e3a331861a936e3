import { ANNOTATION_CODES as CODES } from "../../contracts/annotationCodes";
import { definePlugin } from "../../core/pluginTypes";
import { annotationSubTaskMachine, annotationTaskMachine } from "../../machines/annotationTask.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { ANNOTATION_PAGES } from "./paths";

const MY_TASK = [CODES.dataManage, CODES.task, CODES.myTask];

/**
 * Team annotation tasks (AI domain spec §2 team-task-management): the overview board and my tasks with
 * the task page, the annotation canvas and sample acceptance. The lifecycle is the registered machine.
 */
export const annotationPlugin = definePlugin<PageComponent>({
  id: "annotation",
  title: "团队任务管理",
  routes: [
    {
      path: ANNOTATION_PAGES.overview.path,
      title: "任务概览",
      permission: [CODES.dataManage, CODES.task, CODES.overview],
      load: () => import("./overview/TaskOverviewPage"),
    },
    {
      path: ANNOTATION_PAGES.myTask.path,
      title: "我的任务",
      permission: MY_TASK,
      load: () => import("./myTask/MyTaskPage"),
    },
    // The spec's sub-pages of my-task: the same page with that tab selected.
    ...(["tasks", "unfinished-task"] as const).map((tab) => ({
      path: ANNOTATION_PAGES.myTaskTabs[tab].path,
      title: tab === "tasks" ? "任务" : "未完成任务",
      permission: MY_TASK,
      load: () => import("./myTask/MyTaskPage"),
    })),
    {
      path: ANNOTATION_PAGES.taskPage.path,
      title: "任务详情",
      permission: MY_TASK,
      load: () => import("./task/TaskPage"),
    },
    {
      path: ANNOTATION_PAGES.annotate.path,
      title: "标注",
      permission: MY_TASK,
      load: () => import("./annotate/TaskAnnotPage"),
    },
    {
      path: ANNOTATION_PAGES.sampleAccept.path,
      title: "抽样验收",
      permission: MY_TASK,
      load: () => import("./sample/SampleAcceptPage"),
    },
    {
      path: ANNOTATION_PAGES.teams.path,
      title: "团队列表",
      permission: [CODES.dataManage, CODES.task],
      load: () => import("./teams/TeamListPage"),
    },
    {
      path: ANNOTATION_PAGES.dataAnnotations.path,
      title: "数据标注",
      permission: [CODES.dataManage, CODES.annotate],
      load: () => import("./data/DataAnnotPage"),
    },
  ],
  machines: { annotationTask: annotationTaskMachine, annotationSubTask: annotationSubTaskMachine },
});

export default annotationPlugin;
