import { useNarrowScreen } from "../../ui/shell/useNarrowScreen";
import { DesktopHome } from "./DesktopHome";
import { MobilePortal } from "./MobilePortal";

/** The portal home (no workspace header): the desktop portal, or the mobile portal at 1000 px or less. */
export default function PortalHomePage() {
  return useNarrowScreen() ? <MobilePortal path="home" /> : <DesktopHome />;
}
