import { MobilePortal } from "./MobilePortal";
import { useHashRoute } from "./useHashRoute";

/** /portal/mobile/home and every address below /portal/mobile/ (any depth). */
export default function MobilePortalPage() {
  const { path } = useHashRoute();
  return <MobilePortal path={path.replace(/^\/portal\/mobile\/?/, "") || "home"} />;
}
