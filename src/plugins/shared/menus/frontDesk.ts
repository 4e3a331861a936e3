import { defineAreaMenu, definePlannedPages, group, page } from "../areaMenu";

/**
 * The front desk menu (area home) of shell spec §2, with its codes (§6). Its pages are placeholders
 * until a plugin claims one with a real route on the ref's path (`FRONT_DESK.storage.path`).
 */
export const FRONT_DESK_MENU = defineAreaMenu("home", {
  homePage: page("home-page", "首页", { code: "home", icon: "home" }),
  aiServices: page("automatic-learning", "AI服务", { code: "aiServe", icon: "predictive-analysis" }),
  datasets: group(
    "dataset-management",
    "数据集管理",
    { code: "dataManage", icon: "database" },
    {
      overview: page("dataset/overview", "数据集概览", { code: "data-ill" }),
      management: page("dataset/management", "我的数据集", { code: "dataM" }),
      annotations: page("data-annotations", "数据标注", { code: "data-label" }),
      labelGroups: page("label-group-management", "标签组管理", { code: "labelM" }),
      annotationTeams: page("annotation-team-management", "标注团队管理", { code: "label" }),
      teamTasks: group(
        "team-task-management",
        "团队任务管理",
        { code: "taskM" },
        {
          overview: page("task-overview", "任务概览", { code: "task-ill" }),
          myTask: page("my-task", "我的任务", { code: "task-my" }),
        },
      ),
    },
  ),
  models: group(
    "model-management",
    "模型管理",
    { code: "modelManage", icon: "cube" },
    {
      overview: page("model-overview", "模型概览", { code: "model-ill" }),
      algorithms: page("algorithm-management", "算法管理", { code: "calcM" }),
      trainingTasks: page("training-tasks", "训练任务", { code: "tiTask" }),
      myModels: page("model-management", "我的模型", { code: "modelM" }),
    },
  ),
  release: group(
    "capability-release",
    "能力发布",
    { code: "serveM", icon: "cloud-upload" },
    {
      overview: page("service-overview", "服务概览", { code: "serve-ill" }),
      services: page("service-management", "服务管理", { code: "serve" }),
    },
  ),
  storage: page("storage-manage", "存储管理", { code: "storageM-look", icon: "folder-open" }),
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
