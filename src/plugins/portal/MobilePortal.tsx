import { t } from "../../core/messages";
import { useState } from "react";
import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { usePlugins } from "../../ui/CoreContext";
import { navigationStyle } from "../shared/portalContent";
import { FeaturedMenus } from "./FeaturedMenus";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { MobileMenuDrawer } from "./MobileMenuDrawer";
import { MobilePage } from "./MobilePage";
import { MobileRoutePage } from "./MobileRoutePage";
import { NavigationBanner } from "./NavigationBanner";
import { portalText } from "./messages";
import { MOBILE_BASE, mobileRoute } from "./mobilePaths";
import { usePortalContent } from "./usePortalContent";
import { WelcomeAreas } from "./WelcomeAreas";
import "./portal.css";

/**
 * The mobile portal (width ≤ 1000 px, or ?m): a bar in the portal's colour with the menu in a drawer,
 * then by `path` (what follows /portal/mobile/): `home` the mobile navigation pictures, the welcome
 * and the home-page menus one at a time; `page/{id}` or `page?mainMenuName=` a content page; any
 * other public portal page (`aiHome`, `expert-center`, `appStore`, `appList/{id}`, `appDetail`,
 * `search`, `about`, the details) drawn in the mobile frame, its links staying in the mobile portal.
 */
export function MobilePortal({ path }: { path: string }) {
  const { api, content } = usePortalContent();
  const [, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const other = mobileRoute(usePlugins().routes(), `/portal/${path}`);
  if (!content.data)
    return content.failed ? (
      <NonIdealState
        icon="error"
        title={portalText("loadFailed")}
        action={<Button text={t("page.retry")} onClick={content.reload} />}
      />
    ) : (
      <Spinner className="ws-portal-loading" />
    );
  const { settings, menus } = content.data;
  return (
    <div className="ws-portal ws-portal-mobile" data-mobile-portal>
      <header className="ws-portal-header" style={navigationStyle(settings)}>
        <Button
          variant="minimal"
          icon="menu"
          aria-label={portalText("openMenu")}
          onClick={() => setMenuOpen(true)}
        />
        <a className="ws-portal-brand" href={`#${MOBILE_BASE}/home`}>
          {settings.portalName}
        </a>
      </header>
      <MobileMenuDrawer
        menus={menus}
        isOpen={menuOpen}
        onClose={() => setMenuOpen(false)}
        onNavigate={navigate}
      />
      <main className="ws-portal-main">
        {path === "home" ? (
          <>
            <NavigationBanner settings={settings} mobile />
            <WelcomeAreas />
            <FeaturedMenus menus={menus} mobile />
            <FeedbackFloatSlot pageId="home" />
          </>
        ) : other ? (
          <MobileRoutePage route={other} />
        ) : (
          <MobilePage api={api} menus={menus} path={path} />
        )}
      </main>
    </div>
  );
}
