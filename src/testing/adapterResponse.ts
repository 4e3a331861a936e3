import axios, { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";

/** axios's `settle`: resolve within `validateStatus`, else reject the way its own adapters do. */
export function settle(response: AxiosResponse): AxiosResponse {
  const validate = response.config.validateStatus;
  if (!response.status || !validate || validate(response.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    response.config,
    response.request,
    response,
  );
}

/** The request's path and query as a server sees it (baseURL joined, `params` serialised). */
export function pathAndQuery(config: InternalAxiosRequestConfig): string {
  const uri = axios.getUri(config);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(uri)) {
    const parsed = new URL(uri);
    return `${parsed.pathname}${parsed.search}`;
  }
  return uri.startsWith("/") ? uri : `/${uri}`;
}

/** A JSON answer built in memory, settled like a real one (non-2xx rejects). */
export function jsonResponse(
  config: InternalAxiosRequestConfig,
  status: number,
  body: unknown,
): AxiosResponse {
  const url = pathAndQuery(config);
  return settle({
    data: JSON.stringify(body),
    status,
    statusText: String(status),
    headers: new AxiosHeaders({ "content-type": "application/json; charset=utf-8" }),
    config,
    request: { method: (config.method ?? "get").toUpperCase(), url },
  });
}
