import { NonIdealState } from "@blueprintjs/core";
import { matchPath } from "../../core/routeRef";
import { useLoaded } from "../../ui/kit/useLoaded";
import { useNarrowScreen } from "../../ui/shell/useNarrowScreen";
import { MobilePortal } from "./MobilePortal";
import { PageContent } from "./PageContent";
import { PortalFrame } from "./PortalFrame";
import { portalText } from "./messages";
import { resolvePage } from "./resolvePage";
import { useHashRoute } from "./useHashRoute";
import { usePortalContent } from "./usePortalContent";

/** The id an address names: /portal/page/{tempId} or /temp/{id}; none for /portal/page. */
const pageIdOf = (path: string) =>
  matchPath("/portal/page/:tempId", path)?.tempId ?? matchPath("/temp/:id", path)?.id ?? undefined;

/**
 * A content page of the portal menus (/portal/page, /portal/page/{tempId}?mainMenuName=) or a
 * template page (/temp/{id}), inside the portal frame; at 1000 px or less in the mobile portal.
 */
export default function ContentPage() {
  const narrow = useNarrowScreen();
  const { path, query } = useHashRoute();
  if (narrow) return <MobilePortal path={`page${path.replace(/^\/(portal\/page|temp)/, "")}`} />;
  return <DesktopContent path={path} mainMenuName={query.get("mainMenuName")} />;
}

function DesktopContent({ path, mainMenuName }: { path: string; mainMenuName: string | null }) {
  const { api, content } = usePortalContent();
  const { pageId, menu } = content.data
    ? resolvePage(content.data.menus, pageIdOf(path), mainMenuName)
    : { pageId: null, menu: undefined };
  const page = useLoaded(() => api.page(pageId ?? ""), pageId ? `page:${pageId}` : null);
  return (
    <PortalFrame
      content={content.data}
      failed={content.failed}
      onRetry={content.reload}
      activeMenu={menu?.mainMenuName ?? mainMenuName ?? undefined}
    >
      {() => (
        <div className="ws-portal-page">
          {menu?.introduction && <p className="ws-portal-intro bp6-text-muted">{menu.introduction}</p>}
          {pageId ? (
            <PageContent page={page} />
          ) : (
            <NonIdealState icon="document" title={portalText("noContent")} />
          )}
        </div>
      )}
    </PortalFrame>
  );
}
