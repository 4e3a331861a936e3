import type { Core } from "../../core/createCore";
import { showRefusal as showKitRefusal } from "../../ui/kit/list/useRefusal";

/** The kit's refusal tip (`ui/kit/list/useRefusal`), from the annotation plugin. */
export function showRefusal(core: Pick<Core, "bus">, error: unknown): number | undefined {
  return showKitRefusal(core, "annotation", error);
}
