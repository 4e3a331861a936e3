import { t } from "../../core/messages";
import type { ReactNode } from "react";
import { NonIdealState, Spinner, Button } from "@blueprintjs/core";
import type { PortalMenu, PortalSettings } from "../shared/portalContent";
import { PlatformNotice } from "../../ui/kit/PlatformNotice";
import { usePlatformSettings } from "../../ui/kit/platformSettings";
import { PortalHeader } from "./PortalHeader";
import { portalText } from "./messages";
import "./portal.css";

export interface PortalFrameProps {
  /** The settings and menus (usePortalContent); null while they load. */
  content: { settings: PortalSettings; menus: PortalMenu[] } | null;
  failed?: boolean;
  onRetry?: () => void;
  /** The main menu (or sub-menu) the page belongs to, marked in the header. */
  activeMenu?: string;
  /** False where the page offers 登录 itself. */
  showActions?: boolean;
  children: (content: { settings: PortalSettings; menus: PortalMenu[] }) => ReactNode;
}

/** The portal's frame: header with the portal menus, the page, the footer. */
export function PortalFrame({
  content,
  failed,
  onRetry,
  activeMenu,
  showActions,
  children,
}: PortalFrameProps) {
  // 系统配置's platform name, service phone and e-mail (the footer) and notice (atop the page).
  const platform = usePlatformSettings();
  if (!content)
    return failed ? (
      <NonIdealState
        icon="error"
        title={portalText("loadFailed")}
        action={<Button text={t("page.retry")} onClick={onRetry} />}
      />
    ) : (
      <Spinner className="ws-portal-loading" />
    );
  return (
    <div className="ws-portal">
      <PortalHeader
        settings={content.settings}
        menus={content.menus}
        activeMenu={activeMenu}
        showActions={showActions}
      />
      <main className="ws-portal-main">
        <PlatformNotice notice={platform?.notice} />
        {children(content)}
      </main>
      <footer className="ws-portal-footer">
        {portalText("footer", {
          year: new Date().getFullYear(),
          name: platform?.platformName || content.settings.portalName,
        })}
        {platform?.servicePhone && (
          <span> · {t("platform.servicePhone", { phone: platform.servicePhone })}</span>
        )}
        {platform?.serviceEmail && (
          <span> · {t("platform.serviceEmail", { email: platform.serviceEmail })}</span>
        )}
      </footer>
    </div>
  );
}
