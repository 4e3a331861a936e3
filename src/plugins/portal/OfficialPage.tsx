import { t } from "../../core/messages";
import { AnchorButton, H2, Tag } from "@blueprintjs/core";
import { usePlatformSettings } from "../../ui/kit/platformSettings";
import { NavigationBanner } from "./NavigationBanner";
import { PortalFrame } from "./PortalFrame";
import { portalText } from "./messages";
import { usePortalContent } from "./usePortalContent";

/** The visitors' landing page (/official), where a signed-out visitor with an empty hash arrives. */
export default function OfficialPage() {
  const { content } = usePortalContent();
  const platformName = usePlatformSettings()?.platformName || t("login.title");
  return (
    <PortalFrame content={content.data} failed={content.failed} onRetry={content.reload} showActions={false}>
      {({ settings }) => (
        <div className="ws-portal-home ws-official">
          <NavigationBanner settings={settings} />
          <Tag minimal intent="primary">
            AI × HPC
          </Tag>
          <H2>{platformName}</H2>
          <p>{portalText("officialLead")}</p>
          <div className="ws-official-actions">
            <AnchorButton intent="primary" size="large" href="#/login" text={t("login.submit")} />
            <AnchorButton
              variant="minimal"
              size="large"
              href="#/portal/home"
              text={portalText("visitPortal")}
            />
          </div>
        </div>
      )}
    </PortalFrame>
  );
}
