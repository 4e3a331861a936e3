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

export const taskPageHref = (id: number) => withQuery(PATHS.taskPage, { id });
export const annotateHref = (id: number, item?: number, mode?: "review") =>
  withQuery(PATHS.annotate, { id, item, mode });
export const sampleAcceptHref = (id: number) => withQuery(PATHS.sampleAccept, { id });

/** A positive integer query parameter, or null. */
export function idParam(query: URLSearchParams, name: string): number | null {
  const value = Number(query.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
