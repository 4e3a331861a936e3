import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { vi } from "vitest";
import { EventBus, type BusEvents } from "../../src/core/bus";
import { createHttp } from "../../src/core/http";
import { SessionStore } from "../../src/core/session";

/**
 * jsdom 26's Blob has `slice` but no `arrayBuffer` (browsers and workers have both); reading goes
 * through jsdom's FileReader instead, so the same slice-by-slice code runs here.
 */
if (typeof Blob.prototype.arrayBuffer !== "function") {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

/** A request as the fake server saw it: multipart fields read, file parts as bytes. */
export interface SeenRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: AxiosHeaders;
  fields: Record<string, string>;
  file: Uint8Array | null;
  fileName: string | null;
  signal: AbortSignal | undefined;
}

export type Reply = { status: number; data?: unknown } | "network";

/**
 * The core's axios instance (interceptors, tips on the bus) with its adapter answering instead of the
 * network: `answer` sees each request with its multipart body read.
 */
export function fakeHttp(answer: (request: SeenRequest) => Reply | Promise<Reply>) {
  const bus = new EventBus();
  const session = new SessionStore(() => 1_700_000_000_000);
  const http: AxiosInstance = createHttp({ bus, session, onUnauthorized: vi.fn() });
  const tips: BusEvents["ui.tip"][] = [];
  bus.on("ui.tip").subscribe((event) => tips.push(event.payload));
  const seen: SeenRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const fields: Record<string, string> = {};
    let file: Uint8Array | null = null;
    let fileName: string | null = null;
    if (config.data instanceof FormData) {
      for (const [key, value] of config.data.entries()) {
        if (typeof value === "string") fields[key] = value;
        else {
          file = new Uint8Array(await value.arrayBuffer());
          fileName = (value as File).name ?? null;
        }
      }
    }
    const request: SeenRequest = {
      method: (config.method ?? "get").toUpperCase(),
      url: config.url ?? "",
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: AxiosHeaders.from(config.headers),
      fields,
      file,
      fileName,
      signal: config.signal as AbortSignal | undefined,
    };
    seen.push(request);
    const reply = await answer(request);
    if (reply === "network") throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  return { http, seen, tips, bus };
}

/** Deterministic bytes: a file of `size` bytes whose content is known. */
export function patternBytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let i = 0; i < size; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

export const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") =>
  new File([bytes], name, { type });

/** Byte equality without a deep comparison of a million elements (slow under load). */
export const sameBytes = (a: Uint8Array | null | undefined, b: Uint8Array): boolean =>
  Boolean(a) && Buffer.from(a!).equals(Buffer.from(b));
