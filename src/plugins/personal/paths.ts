import { AREA_IDS, type AreaId } from "../../core/config";
import { createRouteRef } from "../../core/routeRef";

/** The personal screens under one area prefix (shell spec §2), as typed refs. */
export function personalPages(area: string) {
  return {
    personal: createRouteRef(`/${area}/personal`),
    personPage: createRouteRef(`/${area}/person-page`).withQuery<{ userId?: number; self?: number }>(),
    workbench: createRouteRef(`/${area}/workbench`),
    dynamicDetail: createRouteRef(`/${area}/personal/dynamicDetail`).withQuery<{
      userId?: number;
      id: number;
    }>(),
    detailMessage: createRouteRef(`/${area}/personal/detailMessage`).withQuery<{ userId?: number }>(),
  };
}

/**
 * The area prefix of a path ("/portal/person-page" → "portal"); a page outside the four prefixes
 * (/personal-homepage) links into the portal's.
 */
export const areaOf = (path: string): AreaId => {
  const first = path.split("/")[1] as AreaId;
  return AREA_IDS.includes(first) ? first : "portal";
};
