import { navigationStyle, type PortalSettings } from "../shared/portalContent";
import { portalAdminText } from "./messages";

/** What the portal home will look like with these settings, updated as they are edited (live preview). */
export function SettingsPreview({
  settings,
  mobile = false,
}: {
  settings: PortalSettings;
  mobile?: boolean;
}) {
  const picture = (mobile ? settings.navigationPicMobile : settings.navigationPic)[0];
  return (
    <figure
      className={mobile ? "ws-portal-preview ws-portal-preview-mobile" : "ws-portal-preview"}
      aria-label={`${portalAdminText("preview")}${mobile ? "（移动端）" : ""}`}
    >
      <div
        className="ws-portal-preview-bar"
        style={navigationStyle(settings)}
        data-testid={mobile ? "preview-bar-mobile" : "preview-bar"}
      >
        <strong>{settings.portalName}</strong>
      </div>
      <div className="ws-portal-preview-banner">
        {picture ? (
          <img src={picture} alt="" />
        ) : (
          <div className="ws-portal-preview-empty" style={navigationStyle(settings)} />
        )}
        <p>{settings.navigationContent}</p>
      </div>
    </figure>
  );
}
