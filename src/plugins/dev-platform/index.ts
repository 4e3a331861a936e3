import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea, plannedRoutes, type MenuSpec } from "../shared/areaMenu";

/** The front desk menu (area home) of shell spec §2, with its codes (§6). */
export const FRONT_DESK_MENU: MenuSpec[] = [
  { segment: "home-page", title: "首页", code: "home", icon: "home", load: () => import("./HomePage") },
  { segment: "automatic-learning", title: "AI服务", code: "aiServe", icon: "predictive-analysis" },
  {
    segment: "dataset-management",
    title: "数据集管理",
    code: "dataManage",
    icon: "database",
    children: [
      { segment: "dataset/overview", title: "数据集概览", code: "data-ill", builtBy: "datasets" },
      { segment: "dataset/management", title: "我的数据集", code: "dataM", builtBy: "datasets" },
      { segment: "data-annotations", title: "数据标注", code: "data-label" },
      { segment: "label-group-management", title: "标签组管理", code: "labelM", builtBy: "datasets" },
      { segment: "annotation-team-management", title: "标注团队管理", code: "label", builtBy: "datasets" },
      {
        segment: "team-task-management",
        title: "团队任务管理",
        code: "taskM",
        children: [
          { segment: "task-overview", title: "任务概览", code: "task-ill", builtBy: "annotation" },
          { segment: "my-task", title: "我的任务", code: "task-my", builtBy: "annotation" },
        ],
      },
    ],
  },
  {
    segment: "model-management",
    title: "模型管理",
    code: "modelManage",
    icon: "cube",
    children: [
      { segment: "model-overview", title: "模型概览", code: "model-ill" },
      { segment: "algorithm-management", title: "算法管理", code: "calcM" },
      { segment: "training-tasks", title: "训练任务", code: "tiTask" },
      { segment: "model-management", title: "我的模型", code: "modelM" },
    ],
  },
  {
    segment: "capability-release",
    title: "能力发布",
    code: "serveM",
    icon: "cloud-upload",
    children: [
      { segment: "service-overview", title: "服务概览", code: "serve-ill" },
      { segment: "service-management", title: "服务管理", code: "serve" },
    ],
  },
  {
    segment: "storage-manage",
    title: "存储管理",
    code: "storageM-look",
    icon: "folder-open",
    builtBy: "storage",
  },
];

const area = contributeArea("home", FRONT_DESK_MENU, 100);

export default definePlugin<PageComponent>({
  id: "dev-platform",
  title: "开发平台",
  menus: area.menus,
  routes: [
    ...area.routes,
    ...plannedRoutes([
      ["/home/demonstration", "演示"],
      ["/home/usePage", "使用说明"],
      ["/home/tipPage", "操作指南"],
      ["/home/noticePage", "上线公告"],
      ["/home/dataset-management/team-task-management/team-task/teams", "团队列表"],
    ]),
    ...plannedRoutes([["/home/sharePage", "分享下载"]], { noCheck: true }),
  ],
});
