import axios from "axios";
import { clientTimeoutMessage, errorMessage, serverMessageOf } from "../../../core/errors";
import { listText } from "./listMessages";
/**
 * The text a form shows for a refused request that the http layer leaves to the page: a 400 (a
 * validation answer such as 数据集名称已存在) carries its reason in `message`; other failures have
 * already been shown as a tip, so this returns null for them.
 *
 *   catch (error) { setProblem(failureText(error)); }
 */
export function failureText(error: unknown): string | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return null;
  return serverMessageOf(error.response.data) ?? null;
}

/**
 * What a list shows when its rows could not be loaded: the server's message, the error catalogue's
 * text for the status (shell spec §8), the timeout text, or 网络连接失败 when nothing answered.
 */
export function loadFailureText(error: unknown): string {
  if (!axios.isAxiosError(error)) return listText("loadFailed");
  if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") return clientTimeoutMessage();
  if (!error.response) return listText("networkError");
  const { status, data } = error.response;
  return serverMessageOf(data) ?? errorMessage(status, undefined, true) ?? listText("loadFailed");
}
