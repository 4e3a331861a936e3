/** The plugin's routes (AI domain spec §2 team-task-management) and the links between them. */
export const BASE = "/home/dataset-management/team-task-management";

export const PATHS = {
  overview: `${BASE}/task-overview`,
  myTask: `${BASE}/my-task`,
  taskPage: `${BASE}/my-task/task-page`,
  annotate: `${BASE}/my-task/task-annot`,
  sampleAccept: `${BASE}/my-task/sample-accept`,
} as const;

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** `sub=1` marks a sub-task id (one member's share; sub-tasks have their own ids and calls). */
const subFlag = (sub?: boolean) => (sub ? 1 : undefined);

export const taskPageHref = (id: number, sub?: boolean) =>
  withQuery(PATHS.taskPage, { id, sub: subFlag(sub) });
export const annotateHref = (id: number, item?: number, mode?: "review", sub?: boolean) =>
  withQuery(PATHS.annotate, { id, item, mode, sub: subFlag(sub) });
export const sampleAcceptHref = (id: number, sub?: boolean) =>
  withQuery(PATHS.sampleAccept, { id, sub: subFlag(sub) });

/** Whether the page's `id` names a sub-task. */
export const isSubTask = (query: URLSearchParams) => query.get("sub") === "1";

/** A positive integer query parameter, or null. */
export function idParam(query: URLSearchParams, name: string): number | null {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
