import { AREA_IDS, type AreaId } from "../../core/config";
import { createRouteRef, type RouteRef } from "../../core/routeRef";
import { PORTAL, PORTAL_PLANNED } from "../shared/menus/portal";
import type { SearchKind } from "./types";

type DetailRef = RouteRef<Record<never, never>, { id: number }>;

/** A service's or a case's detail under each of the four prefixes (spec §2: every prefix). */
const detailRefs = (segment: "appDetail" | "caseDetail") =>
  Object.fromEntries(
    AREA_IDS.map((area) => [area, createRouteRef(`/${area}/${segment}`).withQuery<{ id: number }>()]),
  ) as Record<AreaId, DetailRef>;

/**
 * The portal directories' pages as route refs. The portal menu's own (aiHome, expert-center, appStore,
 * search) and the planned pages (appDetail2, appList/{appId}, /demoPage) are the shared refs; the
 * details under each prefix are this plugin's.
 */
export const DIRECTORY_PAGES = {
  aiHome: PORTAL.aiHome,
  experts: PORTAL.experts,
  appStore: PORTAL.appStore,
  search: PORTAL.search.withQuery<{ keyword?: string; type?: SearchKind }>(),
  appList: PORTAL_PLANNED.pages.appList,
  /** A service reached from an application's list: `appId` leads back to it. */
  appDetail2: PORTAL_PLANNED.pages.appDetail.withQuery<{ id: number; appId?: number }>(),
  appDetail: detailRefs("appDetail"),
  caseDetail: detailRefs("caseDetail"),
  /** The inference demo (16 B): `id` preselects the service. */
  demo: PORTAL_PLANNED.pages.inferenceDemo.withQuery<{ id: number }>(),
  /** What a search result opens, read-only and public: a dataset, an algorithm, a model. */
  datasetDetail: createRouteRef("/portal/datasetDetail").withQuery<{ id: number }>(),
  algorithmDetail: createRouteRef("/portal/algorithmDetail").withQuery<{ id: number }>(),
  modelDetail: createRouteRef("/portal/modelDetail").withQuery<{ id: number }>(),
} as const;
