import { Callout } from "@blueprintjs/core";
import { t } from "../../core/messages";

/** 平台公告 of 系统配置, atop the portal's home and the AI platform's home; nothing when empty. */
export function PlatformNotice({ notice }: { notice: string | undefined }) {
  if (!notice?.trim()) return null;
  return (
    <Callout
      intent="primary"
      icon="notifications"
      compact
      className="ws-platform-notice"
      role="note"
      aria-label={t("platform.notice")}
    >
      {notice}
    </Callout>
  );
}
