import type { Core } from "../../core/createCore";
import { statusOf } from "../../core/http";
import { failureText } from "../../ui/kit/list";

/**
 * After a refused call: the shell's http layer shows 403/409/5xx itself but leaves 400 to the page, so a 400's
 * message is shown here as a tip; answers the status (a 409 means the task moved on: the page reloads it).
 */
export function showRefusal(core: Pick<Core, "bus">, error: unknown): number | undefined {
  const text = failureText(error);
  if (text) core.bus.emit("annotation", "ui.tip", { intent: "danger", message: text });
  return statusOf(error);
}
