import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { pathAndQuery, settle } from "./adapterResponse";

/** What the adapter needs of a server: Fastify's `inject` (light-my-request), nothing else. */
export type InjectableServer = Pick<FastifyInstance, "inject">;

/** What the adapter hands axios as `response.request`: the injected request, for error messages. */
export interface InjectedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * An axios adapter that answers every request with the reference server's own handlers, through
 * Fastify's `app.inject()`: no socket, no network, the real routes, bearer check and database.
 *
 * Install it on the core's client (`core.http.defaults.adapter = createServerAdapter(app)`), or let
 * {@link createTestCore} do it. Bodies: JSON (objects, arrays), `URLSearchParams` form bodies,
 * strings, binary (`ArrayBuffer`, typed arrays, `Blob`) and `FormData` (sent as multipart). A status outside `validateStatus`
 * (2xx by default) rejects with an `AxiosError` carrying `response.status`, as axios's own
 * adapters do, so the core's error catalogue and 401 handling run unchanged.
 *
 * @example
 * const app = await buildServer({ dataDir: fs.mkdtempSync(...), logger: false });
 * const core = createTestCore({ adapter: createServerAdapter(app) });
 */
export function createServerAdapter(app: InjectableServer): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    if (config.signal?.aborted) throw new CanceledError(undefined, config);
    const method = (config.method ?? "get").toUpperCase();
    const url = pathAndQuery(config);
    const headers = flatHeaders(config.headers);
    const payload = await bodyOf(config.data, headers);
    const request: InjectedRequest = { method, url, headers };

    let injected: LightMyRequestResponse;
    try {
      injected = await app.inject({ method: method as InjectOptions["method"], url, headers, payload });
    } catch (error) {
      throw new AxiosError(
        error instanceof Error ? error.message : String(error),
        AxiosError.ERR_NETWORK,
        config,
        request,
      );
    }

    const response: AxiosResponse = {
      data: responseData(injected, config),
      status: injected.statusCode,
      statusText: injected.statusMessage,
      headers: new AxiosHeaders(stringHeaders(injected.headers)),
      config,
      request,
    };
    return settle(response);
  };
}

function flatHeaders(headers: InternalAxiosRequestConfig["headers"]): Record<string, string> {
  const flat: Record<string, string> = {};
  const json = AxiosHeaders.from(headers).toJSON() as Record<string, unknown>;
  for (const [name, value] of Object.entries(json)) {
    if (value === undefined || value === null || value === false) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return flat;
}

function stringHeaders(headers: LightMyRequestResponse["headers"]): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return flat;
}

/**
 * The body to inject. axios has already run `transformRequest`, so objects usually arrive as JSON
 * strings and `URLSearchParams` as form strings; both shapes are handled in case a request skipped it.
 */
async function bodyOf(data: unknown, headers: Record<string, string>): Promise<InjectOptions["payload"]> {
  if (data === undefined || data === null) return undefined;
  if (typeof data === "string") return data;
  if (data instanceof URLSearchParams) {
    headers["content-type"] ??= "application/x-www-form-urlencoded;charset=utf-8";
    return data.toString();
  }
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (typeof Blob !== "undefined" && data instanceof Blob) return Buffer.from(await data.arrayBuffer());
  if (typeof FormData !== "undefined" && data instanceof FormData) return multipartOf(data, headers);
  headers["content-type"] ??= "application/json";
  return JSON.stringify(data);
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader reads it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("FileReader failed"));
    reader.readAsArrayBuffer(blob);
  });
}

/** A FormData as a multipart body (text fields and files, as a browser sends them). */
async function multipartOf(form: FormData, headers: Record<string, string>): Promise<Buffer> {
  const boundary = `----test-adapter-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    const file = typeof value === "string" ? null : (value as File);
    const disposition = `form-data; name="${name}"${file ? `; filename="${file.name}"` : ""}`;
    const type = file ? `\r\nContent-Type: ${file.type || "application/octet-stream"}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(file ? Buffer.from(await bytesOf(file)) : Buffer.from(value as string));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
  return Buffer.concat(chunks);
}

/** Raw text, as the XHR adapter gives it; axios's `transformResponse` parses JSON afterwards. */
function responseData(injected: LightMyRequestResponse, config: InternalAxiosRequestConfig): unknown {
  switch (config.responseType) {
    case "arraybuffer": {
      const raw = injected.rawPayload;
      return raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength);
    }
    case "blob":
      return new Blob([new Uint8Array(injected.rawPayload)], {
        type: String(injected.headers["content-type"] ?? ""),
      });
    default:
      return injected.body;
  }
}
