import { useCallback } from "react";
import { failureText } from "../../ui/kit/list";
import { useCore } from "../../ui/CoreContext";

/**
 * Shows a refused call's reason as a tip: a 400 carries it (the http layer leaves 400s to the page);
 * other failures have had their tip already.
 */
export function useFailureTip(): (error: unknown) => void {
  const core = useCore();
  return useCallback(
    (error: unknown) => {
      const message = failureText(error);
      if (message) core.bus.emit("user-admin", "ui.tip", { intent: "danger", message });
    },
    [core],
  );
}
