import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import type { FastifyInstance } from "fastify";
import "./storage-fakeHttp";

/** A FormData as a multipart body (jsdom's FormData cannot be turned into bytes by `Response`). */
export async function multipartOf(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const boundary = `----storage-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      continue;
    }
    const filename = (value as File).name || "blob";
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(await value.arrayBuffer()),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface InjectHooks {
  /** Runs before the server sees the request; return "fail" for a request that never arrives. */
  beforeRequest?: (request: { method: string; url: string }) => "fail" | void;
  /** Runs after the server answered; return "lose" to drop the answer (the client sees no answer). */
  afterAnswer?: (request: { method: string; url: string }) => "lose" | void;
}

/**
 * axios requests answered by the reference server's own handlers (`app.inject`), multipart bodies
 * included, signed in with `token`. `hooks.afterAnswer` can lose an answer after the server acted.
 */
export function injectAdapter(app: FastifyInstance, token: string, hooks: InjectHooks = {}): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? "get").toUpperCase();
    const url = axios.getUri({ url: config.url, params: config.params });
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    const contentRange = config.headers?.get?.("Content-Range");
    if (contentRange) headers["content-range"] = String(contentRange);
    let payload: Buffer | string | undefined;
    if (config.data instanceof FormData) {
      const { body, contentType } = await multipartOf(config.data);
      payload = body;
      headers["content-type"] = contentType;
    } else if (typeof config.data === "string") {
      payload = config.data;
      headers["content-type"] = "application/json";
    }
    if (hooks.beforeRequest?.({ method, url }) === "fail")
      throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    const injected = await app.inject({ method: method as "GET", url, headers, payload });
    if (hooks.afterAnswer?.({ method, url }) === "lose")
      throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: injected.body,
      status: injected.statusCode,
      statusText: injected.statusMessage,
      headers: {},
      config,
    };
    if (injected.statusCode >= 200 && injected.statusCode < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${injected.statusCode}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
}
