import type { AxiosInstance, AxiosRequestConfig } from "axios";
import type { Envelope } from "./http";

/**
 * The one request helper for plugin APIs: a plugin's `api.ts` builds its calls on it instead of
 * redeclaring get/post/put/delete. It takes the core's `http` (bearer, tenant and group headers, the
 * 30 s timeout, the error catalogue's tips) and a base path, and unwraps the platform envelope
 * `{ code: 200, message, data }` to `data`.
 *
 *   // src/plugins/job-board/api.ts
 *   import { createRequest } from "../../core/request";
 *   const BASE = "/api/aimanager/v1/job";
 *   export const pageJobs = (http: AxiosInstance, query: JobQuery) =>
 *     createRequest(http, BASE).get<Page<Job>>("page", { params: query });
 *   export const saveJob = (http: AxiosInstance, job: Job) =>
 *     createRequest(http, BASE).post<Job>("", job, { hideSuccessTip: true });
 *   export const deleteJob = (http: AxiosInstance, id: number) => createRequest(http, BASE).del(`${id}`);
 *
 * Paths are joined to the base with one `/` (`"page"` and `"/page"` are the same; `""` is the base
 * itself); with an empty base a path is used as given (`createRequest(http).get(API.opLogRead)`).
 * A POST or PUT without a body sends `{}`. A failure rejects with axios's error after the http layer
 * has shown its tip (`hideTip: true` to handle it yourself; `failureText(error)` of the list kit reads
 * a 400's reason). APIs with another answer shape (the storage gateway's `{ code, info, spec }`, the
 * HPC centre's codes) use `raw`, which returns the whole body.
 */

/** What a call may pass besides its path and body: the options today's plugin APIs use. */
export interface RequestOptions {
  /** The query string. */
  params?: object;
  /** No automatic failure tip (spec §8: a request can be told to hide automatic tips). */
  hideTip?: boolean;
  /** No 操作成功 / 修改成功 / 删除成功 tip after POST, PUT or DELETE. */
  hideSuccessTip?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Survive the page going away (sent with fetch keepalive, e.g. the op-log batch on pagehide). */
  keepalive?: boolean;
}

type Method = "get" | "post" | "put" | "delete";

/** Calls that return the whole answer body, typed by the caller. */
export interface RawRequest {
  get<B>(path: string, options?: RequestOptions): Promise<B>;
  post<B>(path: string, body?: unknown, options?: RequestOptions): Promise<B>;
  put<B>(path: string, body?: unknown, options?: RequestOptions): Promise<B>;
  del<B>(path: string, options?: RequestOptions): Promise<B>;
}

export interface PluginRequest {
  /** The base every path is joined to. */
  readonly base: string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T = null>(path: string, options?: RequestOptions): Promise<T>;
  /** The bytes of a file (an <img> cannot send the bearer). */
  blob(path: string, options?: RequestOptions): Promise<Blob>;
  /** The whole answer body, for APIs whose answers are not the platform envelope. */
  raw: RawRequest;
  /** The path joined to the base (e.g. for a websocket or download URL). */
  path(path: string): string;
}

/** `base` and `path` with exactly one `/` between them; an empty base keeps the path as given. */
export function joinPath(base: string, path: string): string {
  if (!base) return path;
  const tail = path.replace(/^\/+/, "");
  return tail ? `${base.replace(/\/+$/, "")}/${tail}` : base;
}

/** The axios config of the options (keepalive is sent with the fetch adapter). */
export function configOf(options: RequestOptions = {}): AxiosRequestConfig {
  const { keepalive, ...rest } = options;
  return keepalive ? { ...rest, adapter: "fetch", fetchOptions: { keepalive: true } } : rest;
}

/** The helper for one base path (see the head comment). Cheap: build it per call or once per api. */
export function createRequest(http: AxiosInstance, base = ""): PluginRequest {
  const send = async <B>(method: Method, path: string, body: unknown, options?: RequestOptions) => {
    const url = joinPath(base, path);
    const config = configOf(options);
    const answer =
      method === "get" || method === "delete"
        ? await http.request<B>({ ...config, method, url })
        : await http.request<B>({ ...config, method, url, data: body === undefined ? {} : body });
    return answer.data;
  };
  const unwrap = async <T>(body: Promise<Envelope<T>>) => (await body).data;
  const raw: RawRequest = {
    get: (path, options) => send("get", path, undefined, options),
    post: (path, body, options) => send("post", path, body, options),
    put: (path, body, options) => send("put", path, body, options),
    del: (path, options) => send("delete", path, undefined, options),
  };
  return {
    base,
    get: <T>(path: string, options?: RequestOptions) => unwrap(raw.get<Envelope<T>>(path, options)),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      unwrap(raw.post<Envelope<T>>(path, body, options)),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      unwrap(raw.put<Envelope<T>>(path, body, options)),
    del: <T = null>(path: string, options?: RequestOptions) => unwrap(raw.del<Envelope<T>>(path, options)),
    blob: async (path, options) =>
      (await http.get<Blob>(joinPath(base, path), { ...configOf(options), responseType: "blob" })).data,
    raw,
    path: (path) => joinPath(base, path),
  };
}
