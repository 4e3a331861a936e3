import { t, type MessageKey } from "./messages";

/** The HTTP error catalogue of shell spec §8: status -> message key. 400 shows nothing. */
const CATALOGUE: Record<number, MessageKey | null> = {
  400: null,
  403: "http.403",
  404: "http.404",
  405: "http.405",
  408: "http.408",
  409: "http.409",
  500: "http.500",
  501: "http.501",
  502: "http.502",
  503: "http.503",
  504: "http.504",
  505: "http.505",
  506: "http.506",
};

/**
 * The message a failed request shows, or null for none. The server's own message wins over the
 * catalogue, except for 400, which is always silent.
 */
export function errorMessage(
  status: number,
  serverMessage: string | undefined,
  hadToken: boolean,
): string | null {
  if (status === 400) return null;
  if (serverMessage) return serverMessage;
  if (status === 401) return t(hadToken ? "http.401.token" : "http.401.noToken");
  const key = CATALOGUE[status];
  return key ? t(key) : t("http.other", { status });
}

export const clientTimeoutMessage = (): string => t("http.clientTimeout");

/** Pulls a human message out of an error body: `message` first, then `msg`. */
export function serverMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const record = body as Record<string, unknown>;
  for (const field of ["message", "msg"]) {
    const value = record[field];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}
