import { useCallback } from "react";
import { t } from "../../core/messages";
import { useCore } from "../CoreContext";

/** Runs a plugin command; an unregistered one tells the user the feature is not built yet. */
export function useRunCommand(): (id: string) => void {
  const { plugins, bus } = useCore();
  return useCallback(
    (id: string) => {
      if (!plugins.runCommand(id))
        bus.emit("shell", "ui.tip", { intent: "primary", message: t("feature.unavailable") });
    },
    [plugins, bus],
  );
}
