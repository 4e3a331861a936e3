import { defineAreaMenu, definePlannedPages, group, page } from "../areaMenu";
import { CODE } from "../../../contracts/permissionCodes";

/**
 * The front desk menu (area home) of shell spec §2, with its codes (§6). Its pages are placeholders
 * until a plugin claims one with a real route on the ref's path (`FRONT_DESK.storage.path`).
 */
export const FRONT_DESK_MENU = defineAreaMenu("home", {
  homePage: page("home-page", "首页", { code: CODE.home, icon: "home" }),
  aiServices: page("automatic-learning", "AI服务", { code: CODE.aiServe, icon: "predictive-analysis" }),
  datasets: group(
    "dataset-management",
    "数据集管理",
    { code: CODE.dataManage, icon: "database" },
    {
      overview: page("dataset/overview", "数据集概览", { code: CODE.dataIll }),
      management: page("dataset/management", "我的数据集", { code: CODE.dataM }),
      annotations: page("data-annotations", "数据标注", { code: CODE.dataLabel }),
      labelGroups: page("label-group-management", "标签组管理", { code: CODE.labelM }),
      annotationTeams: page("annotation-team-management", "标注团队管理", { code: CODE.label }),
      teamTasks: group(
        "team-task-management",
        "团队任务管理",
        { code: CODE.taskM },
        {
          overview: page("task-overview", "任务概览", { code: CODE.taskIll }),
          myTask: page("my-task", "我的任务", { code: CODE.taskMy }),
        },
      ),
    },
  ),
  models: group(
    "model-management",
    "模型管理",
    { code: CODE.modelManage, icon: "cube" },
    {
      overview: page("model-overview", "模型概览", { code: CODE.modelIll }),
      algorithms: page("algorithm-management", "算法管理", { code: CODE.calcM }),
      trainingTasks: page("training-tasks", "训练任务", { code: CODE.tiTask }),
      myModels: page("model-management", "我的模型", { code: CODE.modelM }),
    },
  ),
  release: group(
    "capability-release",
    "能力发布",
    { code: CODE.serveM, icon: "cloud-upload" },
    {
      overview: page("service-overview", "服务概览", { code: CODE.serveIll }),
      services: page("service-management", "服务管理", { code: CODE.serve }),
    },
  ),
  storage: page("storage-manage", "存储管理", { code: CODE.storageMLook, icon: "folder-open" }),
});

/** Every front-desk menu page's route ref, shaped like the menu. */
export const FRONT_DESK = FRONT_DESK_MENU.pages;

/** Front-desk pages of the spec outside the menu (placeholders until claimed). */
export const FRONT_DESK_PLANNED = definePlannedPages({
  demonstration: ["/home/demonstration", "演示"],
  usage: ["/home/usePage", "使用说明"],
  guide: ["/home/tipPage", "操作指南"],
  notices: ["/home/noticePage", "上线公告"],
  teams: ["/home/dataset-management/team-task-management/team-task/teams", "团队列表"],
});

/** The share-download page: public (no check). */
export const FRONT_DESK_PUBLIC = definePlannedPages(
  { share: ["/home/sharePage", "分享下载"] },
  { noCheck: true },
);
