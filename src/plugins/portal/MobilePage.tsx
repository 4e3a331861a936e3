import { t } from "../../core/messages";
import { AnchorButton, NonIdealState } from "@blueprintjs/core";
import { matchPath } from "../../core/routeRef";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { PortalMenu } from "../shared/portalContent";
import type { PortalApi } from "./api";
import { PageContent } from "./PageContent";
import { portalText } from "./messages";
import { resolvePage } from "./resolvePage";
import { useHashRoute } from "./useHashRoute";

/** A page of the mobile portal below home: a content page (`page`, `page/{id}`), or not found. */
export function MobilePage({ api, menus, path }: { api: PortalApi; menus: PortalMenu[]; path: string }) {
  const { query } = useHashRoute();
  const isPage = path === "page" || matchPath("/page/:id", `/${path}`) !== null;
  const { pageId, menu } = isPage
    ? resolvePage(menus, matchPath("/page/:id", `/${path}`)?.id, query.get("mainMenuName"))
    : { pageId: null, menu: undefined };
  const page = useLoaded(() => api.page(pageId ?? ""), pageId ? `page:${pageId}` : null);
  if (!isPage)
    return (
      <NonIdealState
        icon="document"
        title={portalText("pageMissing")}
        action={<AnchorButton href="#/portal/mobile/home" text={t("page.backHome")} />}
      />
    );
  return (
    <div className="ws-portal-page">
      {menu?.introduction && <p className="ws-portal-intro bp6-text-muted">{menu.introduction}</p>}
      {pageId ? (
        <PageContent page={page} />
      ) : (
        <NonIdealState icon="document" title={portalText("noContent")} />
      )}
    </div>
  );
}
