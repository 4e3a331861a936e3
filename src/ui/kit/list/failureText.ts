import axios from "axios";
import { serverMessageOf } from "../../../core/errors";
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
