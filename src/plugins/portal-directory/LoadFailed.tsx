import { Button, NonIdealState } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { portalDirectoryText } from "./messages";

/** A part of a page whose call failed (the http layer has shown its tip): say so and offer 重试. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <NonIdealState
      icon="error"
      title={portalDirectoryText("loadFailed")}
      action={<Button text={t("page.retry")} onClick={onRetry} />}
    />
  );
}
