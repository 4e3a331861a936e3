import { Carousel } from "../../ui/kit/Carousel";
import { navigationStyle, type PortalSettings } from "../shared/portalContent";
import { portalText } from "./messages";

/** The home page's banner: the navigation pictures as a carousel, the portal name and the navigation content. */
export function NavigationBanner({
  settings,
  mobile = false,
}: {
  settings: PortalSettings;
  mobile?: boolean;
}) {
  const pictures = mobile ? settings.navigationPicMobile : settings.navigationPic;
  return (
    <div className="ws-portal-banner">
      {pictures.length > 0 ? (
        <Carousel label={portalText("navigationPictures")} perView={1} autoplayMs={5000}>
          {pictures.map((picture, index) => (
            <img
              key={picture}
              className="ws-portal-banner-picture"
              src={picture}
              alt={`${portalText("navigationPictures")} ${index + 1}`}
            />
          ))}
        </Carousel>
      ) : (
        <div className="ws-portal-banner-plain" style={navigationStyle(settings)} />
      )}
      <div className="ws-portal-banner-text">
        <h1>{settings.portalName}</h1>
        {settings.navigationContent && <p>{settings.navigationContent}</p>}
      </div>
    </div>
  );
}
