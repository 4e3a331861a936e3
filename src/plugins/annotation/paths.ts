import { createRouteRef } from "../../core/routeRef";
import { FRONT_DESK, FRONT_DESK_PLANNED } from "../shared/menus/frontDesk";

const MY_TASK = FRONT_DESK.datasets.teamTasks.myTask;

/** `sub=1` marks a sub-task id (one member's share; sub-tasks have their own ids and calls). */
type TaskQuery = { id: number; sub?: 1 };

/** 数据标注's choice, kept in the address so a reload shows the same item. */
export type DataAnnotQuery = { dataset?: number; version?: number; group?: number; item?: number };

/**
 * The plugin's pages as typed route refs (AI domain spec §2 team-task-management): the menu's two
 * pages are the front desk's refs (its routes claim their slots), the rest are its own.
 */
export const ANNOTATION_PAGES = {
  overview: FRONT_DESK.datasets.teamTasks.overview,
  myTask: MY_TASK,
  /** The spec's sub-pages of my-task: the same page with that tab selected. */
  myTaskTabs: {
    tasks: createRouteRef(`${MY_TASK.path}/tasks`),
    "unfinished-task": createRouteRef(`${MY_TASK.path}/unfinished-task`),
  },
  taskPage: createRouteRef(`${MY_TASK.path}/task-page`).withQuery<TaskQuery>(),
  annotate: createRouteRef(`${MY_TASK.path}/task-annot`).withQuery<
    TaskQuery & { item?: number; mode?: "review" }
  >(),
  sampleAccept: createRouteRef(`${MY_TASK.path}/sample-accept`).withQuery<TaskQuery>(),
  /** 团队列表 inside team tasks (a planned page of the front desk; its route claims the slot). */
  teams: FRONT_DESK_PLANNED.pages.teams,
  /** 数据标注: the chosen dataset, version, label group and item (the front desk's ref; its route claims the slot). */
  dataAnnotations: FRONT_DESK.datasets.annotations.withQuery<DataAnnotQuery>(),
} as const;

/** The route patterns, for tests and the manifest (`PATHS.overview`). */
export const PATHS = {
  overview: ANNOTATION_PAGES.overview.path,
  myTask: ANNOTATION_PAGES.myTask.path,
  taskPage: ANNOTATION_PAGES.taskPage.path,
  annotate: ANNOTATION_PAGES.annotate.path,
  sampleAccept: ANNOTATION_PAGES.sampleAccept.path,
  dataAnnotations: ANNOTATION_PAGES.dataAnnotations.path,
  teams: ANNOTATION_PAGES.teams.path,
} as const;

const subFlag = (sub?: boolean) => (sub ? (1 as const) : undefined);

export const taskPageHref = (id: number, sub?: boolean) =>
  ANNOTATION_PAGES.taskPage.link({}, { id, sub: subFlag(sub) });
export const annotateHref = (id: number, item?: number, mode?: "review", sub?: boolean) =>
  ANNOTATION_PAGES.annotate.link({}, { id, item, mode, sub: subFlag(sub) });
export const sampleAcceptHref = (id: number, sub?: boolean) =>
  ANNOTATION_PAGES.sampleAccept.link({}, { id, sub: subFlag(sub) });

/** Whether the page's `id` names a sub-task. */
export const isSubTask = (query: URLSearchParams) => query.get("sub") === "1";

/** A positive integer query parameter, or null. */
export function idParam(query: URLSearchParams, name: string): number | null {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** 数据标注 with this choice. */
export const dataAnnotHref = (query: DataAnnotQuery) => ANNOTATION_PAGES.dataAnnotations.link({}, query);
