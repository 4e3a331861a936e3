import { createRouteRef } from "../../core/routeRef";

/**
 * The documentation centre (shell spec §2: under home and backstage only), with the page it opens on
 * (`?doc=` a documentation page's code). Declared here so that other plugins link to a page of it (the
 * storage toolbar's HTTP file-management documentation) without importing its plugin.
 */
export const DOCUMENTATION = {
  home: createRouteRef("/home/documentation").withQuery<{ doc?: string }>(),
  backstage: createRouteRef("/backstage/documentation").withQuery<{ doc?: string }>(),
} as const;

/** The code of the HTTP file-management documentation page (seeded by the server). */
export const FILE_API_DOC_CODE = "fileApi";
