import { useCallback } from "react";
import type { Core } from "../../../core/createCore";
import { statusOf } from "../../../core/http";
import { useCore } from "../../CoreContext";
import { failureText } from "./failureText";

/**
 * After a refused call from a button or a row action (not a form, which shows `failureText` under its
 * fields): the http layer shows 403/409/5xx itself but leaves 400 to the page (shell spec §8), so a
 * 400's reason (数据集名称已存在, 该版本已被…使用) is shown here as a danger tip. Answers the status,
 * so a page can reload on 409 (the thing moved on under it).
 *
 *   api.remove(http, row.id).then(list.afterDelete, refused);        // const refused = useRefusal("models")
 *   catch (error) { if (refused(error) === 409) task.reload(); }
 */
export function showRefusal(core: Pick<Core, "bus">, source: string, error: unknown): number | undefined {
  const text = failureText(error);
  if (text) core.bus.emit(source, "ui.tip", { intent: "danger", message: text });
  return statusOf(error);
}

/** `showRefusal` bound to the page's core and plugin id. */
export function useRefusal(source: string): (error: unknown) => number | undefined {
  const core = useCore();
  return useCallback((error: unknown) => showRefusal(core, source, error), [core, source]);
}
