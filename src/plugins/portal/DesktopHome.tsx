import { FeaturedMenus } from "./FeaturedMenus";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { NavigationBanner } from "./NavigationBanner";
import { PortalFrame } from "./PortalFrame";
import { PublishedCases } from "./PublishedCases";
import { usePortalContent } from "./usePortalContent";
import { WelcomeAreas } from "./WelcomeAreas";

/**
 * The desktop portal home, drawn from the portal settings and menus: the navigation bar's colour or
 * gradient and shadow, the navigation pictures, the navigation content, the menus flagged for the
 * home page.
 */
export function DesktopHome() {
  const { content } = usePortalContent();
  return (
    <PortalFrame content={content.data} failed={content.failed} onRetry={content.reload}>
      {({ settings, menus }) => (
        <div className="ws-portal-home">
          <NavigationBanner settings={settings} />
          <WelcomeAreas />
          <FeaturedMenus menus={menus} />
          <PublishedCases />
          <FeedbackFloatSlot pageId="home" />
        </div>
      )}
    </PortalFrame>
  );
}
