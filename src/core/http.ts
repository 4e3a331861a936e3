import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import type { EventBus } from "./bus";
import { API, LIMITS, platformConfig } from "./config";
import { clientTimeoutMessage, errorMessage, serverMessageOf } from "./errors";
import { t, type MessageKey } from "./messages";
import type { SessionStore } from "./session";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Hide the automatic failure tip (spec §8: "a request can be told to hide automatic tips"). */
    hideTip?: boolean;
    /** Hide the success tip after POST, PUT and DELETE (e.g. the op-log flush, chunk uploads). */
    hideSuccessTip?: boolean;
    /** Marks the identity provider's token call: its 401 never logs out. */
    tokenCall?: boolean;
  }
}

/** The platform's reply envelope. */
export interface Envelope<T> {
  code: number;
  message?: string;
  status?: string;
  data: T;
}

export interface HttpOptions {
  bus: EventBus;
  session: SessionStore;
  /** Called once per 401 storm with the server's text; the session service logs out. */
  onUnauthorized: (serverMessage: string | undefined) => void;
  baseURL?: string;
  timeout?: number;
}

const SUCCESS_METHODS = new Set(["POST", "PUT", "DELETE"]);

/**
 * The header-injecting HTTP client (axios): bearer, tenant and group headers; the 30 s timeout; the
 * error catalogue of shell spec §8 with tips sent through the bus; one logout per 401 storm.
 */
export function createHttp(options: HttpOptions): AxiosInstance {
  const { bus, session } = options;
  const http = axios.create({
    baseURL: options.baseURL ?? platformConfig.apiBaseUrl,
    timeout: options.timeout ?? LIMITS.httpTimeoutMs,
  });
  const tip = (intent: "success" | "danger", message: string) =>
    bus.emit("core.http", "ui.tip", { intent, message });

  // A 401 storm is handled once: the flag resets only when a new token is stored.
  let unauthorizedHandledFor: string | null | undefined;
  session.changes.subscribe((state) => {
    if (state.token && state.token !== unauthorizedHandledFor) unauthorizedHandledFor = undefined;
  });

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const { token, encryptAccount, currentGroup } = session.snapshot;
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    if (encryptAccount) config.headers.set(platformConfig.tenantHeader, encryptAccount);
    if (currentGroup) config.headers.set(platformConfig.groupHeader, currentGroup);
    return config;
  });

  http.interceptors.response.use(
    (response: AxiosResponse) => {
      const method = (response.config.method ?? "get").toUpperCase();
      const body = response.data as Partial<Envelope<unknown>> | undefined;
      const failedInBody = typeof body?.code === "number" && body.code !== 200;
      if (
        SUCCESS_METHODS.has(method) &&
        !response.config.hideSuccessTip &&
        !response.config.tokenCall &&
        body?.status !== "ok" &&
        !failedInBody
      ) {
        tip("success", t(`http.success.${method}` as MessageKey));
      }
      return response;
    },
    (error: AxiosError) => {
      const config = error.config;
      const hadToken = Boolean(config?.headers?.Authorization);
      if (!error.response) {
        const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
        if (!config?.hideTip) tip("danger", timedOut ? clientTimeoutMessage() : t("http.502"));
        return Promise.reject(error);
      }
      const { status, data } = error.response;
      const isTokenCall = Boolean(config?.tokenCall) || config?.url === API.token;
      // A request sent as the page goes away (keepalive: the op-log batch on pagehide) does not sign out
      // here: this page is leaving, and clearing the stored session now would leave the next page (a
      // reload) signed out without a word. That page's own first call finds the ended session and says so.
      const leaving = Boolean((config?.fetchOptions as { keepalive?: boolean } | undefined)?.keepalive);
      if (status === 401 && leaving) return Promise.reject(error);
      if (status === 401 && !isTokenCall) {
        if (unauthorizedHandledFor === undefined) {
          unauthorizedHandledFor = session.token;
          const serverMessage = serverMessageOf(data);
          const message = errorMessage(401, serverMessage, hadToken);
          if (message) tip("danger", message);
          options.onUnauthorized(serverMessage);
        }
        return Promise.reject(error);
      }
      const message = errorMessage(status, serverMessageOf(data), hadToken);
      if (message && !config?.hideTip) tip("danger", message);
      return Promise.reject(error);
    },
  );
  return http;
}

/** The HTTP status of a failed request, if it had an answer. */
export function statusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
