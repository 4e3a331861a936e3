/**
 * Typed route references (Backstage's routeRef): a plugin exports its paths as values, and code that
 * links to a page builds the link from the value instead of spelling the path again.
 *
 *   export const TASK_PAGE = createRouteRef("/home/…/my-task/task-page").withQuery<{ id: number; sub?: 1 }>();
 *   export const APP_LIST = createRouteRef("/portal/appList/:appId");   // params typed from the path
 *
 *   routes: [{ path: TASK_PAGE.path, title: "任务详情", load: () => import("./TaskPage") }]
 *   navigate(TASK_PAGE.link({}, { id: 7 }));           // "/home/…/my-task/task-page?id=7"
 *   navigate(APP_LIST.link({ appId: 3 }));             // "/portal/appList/3"
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = { [key: string]: QueryValue };

type Segments<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : Path;
type ParamName<Segment> = Segment extends `:${infer Name}` ? Name : never;

/** `/portal/appList/:appId` -> `{ appId: string | number }`; a path without params -> `{}`. */
export type PathParams<Path extends string> = { [Name in ParamName<Segments<Path>>]: string | number };

/** No params: `link()` and `link({}, query)` both work. */
type LinkArgs<Params, Query> = [keyof Params] extends [never]
  ? [params?: Params, query?: Query]
  : [params: Params, query?: Query];

export interface RouteRef<Params = Record<never, never>, Query = Record<never, never>> {
  /** The route pattern, as a route contribution's `path`. */
  readonly path: string;
  /** The address of the page: params filled in (encoded), defined query values appended. */
  link(...args: LinkArgs<Params, Query>): string;
  /** The params of `path` (query ignored) when it is this route's address, else null. */
  match(path: string): { [Name in keyof Params]: string } | null;
  /** The same route with a typed query (`?id=…`): `link(params, query)` checks its fields. */
  withQuery<NextQuery extends QueryParams>(): RouteRef<Params, NextQuery>;
}

/** Matches `/portal/appList/:appId` style patterns; the params come back decoded. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("?")[0].split("/").filter(Boolean);
  // A last segment `*` matches one or more segments (`/portal/mobile/*`: the mobile portal at any depth).
  const rest = want.at(-1) === "*";
  const fixed = rest ? want.length - 1 : want.length;
  if (rest ? have.length <= fixed : have.length !== fixed) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < fixed; i++) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  if (rest) params["*"] = have.slice(fixed).map(decodeURIComponent).join("/");
  return params;
}

/** `?a=1&b=x` from the defined values of `query`, or "" when none is defined. */
export function queryString(query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A typed reference to the route at `path` (which may hold `:params`). */
export function createRouteRef<const Path extends string>(path: Path): RouteRef<PathParams<Path>> {
  if (!path.startsWith("/")) throw new Error(`a route path starts with "/": ${path}`);
  return makeRef(path);
}

function makeRef<Params, Query>(path: string): RouteRef<Params, Query> {
  return {
    path,
    link(...[params, query]: LinkArgs<Params, Query>) {
      const values = (params ?? {}) as Record<string, string | number>;
      const filled = path
        .split("/")
        .map((segment) => {
          if (!segment.startsWith(":")) return segment;
          const value = values[segment.slice(1)];
          if (value === undefined || value === "") throw new Error(`${path}: no value for ${segment}`);
          return encodeURIComponent(String(value));
        })
        .join("/");
      return filled + queryString(query as QueryParams | undefined);
    },
    match(candidate) {
      return matchPath(path, candidate) as { [Name in keyof Params]: string } | null;
    },
    withQuery: <NextQuery extends QueryParams>() => makeRef<Params, NextQuery>(path),
  };
}
