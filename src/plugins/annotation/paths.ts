import { createRouteRef } from "../../core/routeRef";
import { FRONT_DESK } from "../shared/menus/frontDesk";

const MY_TASK = FRONT_DESK.datasets.teamTasks.myTask;

/** `sub=1` marks a sub-task id (one member's share; sub-tasks have their own ids and calls). */
type TaskQuery = { id: number; sub?: 1 };

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
} as const;

/** The route patterns, for tests and the manifest (`PATHS.overview`). */
export const PATHS = {
  overview: ANNOTATION_PAGES.overview.path,
  myTask: ANNOTATION_PAGES.myTask.path,
  taskPage: ANNOTATION_PAGES.taskPage.path,
  annotate: ANNOTATION_PAGES.annotate.path,
  sampleAccept: ANNOTATION_PAGES.sampleAccept.path,
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
