import { describe, expect, it } from "vitest";
import { ALL_CODES, DEV_CODES } from "../../src/contracts/permissionCodes";
import { hasPermission } from "../../src/core/permissions";
import { claimSlots } from "../../src/core/routeSlots";
import { builtInPlugins } from "../../src/plugins";
import { resolveRoute, type Resolution, type RouteRequest } from "../../src/ui/routing/resolveRoute";
import { buildMenuTree, firstPage } from "../../src/ui/shell/menuTree";

/** The real manifests' routes and menus, as the host contributes them (no page code loaded). */
const routes = claimSlots(
  builtInPlugins.flatMap((plugin) =>
    (plugin.routes ?? []).map((route) => ({ ...route, pluginId: plugin.id })),
  ),
);
const menus = builtInPlugins
  .flatMap((plugin) => (plugin.menus ?? []).map((menu) => ({ ...menu, pluginId: plugin.id })))
  .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

type Who = "admin" | "dev" | "signedOut" | "pending" | "backstageOnly" | "noStorage" | "noArea";

const CODES: Record<Who, string[]> = {
  admin: ALL_CODES,
  dev: DEV_CODES,
  signedOut: [],
  pending: [],
  // the back-office area and only its system-management entry
  backstageOnly: ["backstage", "system-manage"],
  // the development platform without the storage code
  noStorage: DEV_CODES.filter((code) => code !== "storageM-look"),
  // every route code of the front desk, but not its area code business-hall
  noArea: ALL_CODES.filter((code) => code !== "business-hall"),
};

function request(who: Who, path: string, extra: Partial<RouteRequest<unknown>> = {}): RouteRequest<unknown> {
  const codes = new Set(CODES[who]);
  const has = (code: Parameters<typeof hasPermission>[1], any?: boolean) => hasPermission(codes, code, any);
  return {
    path,
    hashEmpty: false,
    mobile: false,
    signedIn: who !== "signedOut" && who !== "pending",
    pending: who === "pending",
    has,
    routes,
    firstPageOf: (area) => firstPage(buildMenuTree(menus, area, has, false)),
    ...extra,
  };
}

/** A resolution in one word: `redirect /x`, `page /pattern`, `noAccess`, `notFound`, `loading`. */
function summary(resolution: Resolution<unknown>): string {
  if (resolution.kind === "redirect") return `redirect ${resolution.to}`;
  if (resolution.kind === "page") return `page ${resolution.route.path}`;
  return resolution.kind;
}

const TABLE: [
  title: string,
  who: Who,
  path: string,
  extra: Partial<RouteRequest<unknown>>,
  expected: string,
][] = [
  ["/ signed in goes to the portal home", "admin", "/", {}, "redirect /portal/home"],
  ["/ signed out goes to sign-in", "signedOut", "/", {}, "redirect /login"],
  ["/ while the session is restoring waits", "pending", "/", {}, "loading"],
  [
    "an empty hash signed out goes to the landing page",
    "signedOut",
    "/",
    { hashEmpty: true },
    "redirect /official",
  ],
  [
    "an empty hash signed in goes to the portal home",
    "admin",
    "/",
    { hashEmpty: true },
    "redirect /portal/home",
  ],
  ["/portal goes to the portal home", "admin", "/portal", {}, "redirect /portal/home"],
  ["/portal signed out goes to the portal home too", "signedOut", "/portal", {}, "redirect /portal/home"],
  ["/home goes to the development home page", "dev", "/home", {}, "redirect /home/home-page"],
  ["/login while signed in goes to the portal home", "dev", "/login", {}, "redirect /portal/home"],
  ["/login signed out shows the sign-in page", "signedOut", "/login", {}, "page /login"],
  [
    "?m sends the user to the mobile portal",
    "admin",
    "/home/home-page",
    { mobile: true },
    "redirect /portal/mobile/home",
  ],
  [
    "?m on the mobile portal stays there",
    "signedOut",
    "/portal/mobile/home",
    { mobile: true },
    "page /portal/mobile/home",
  ],
  [
    "a no-check route renders while signed out (/home/sharePage)",
    "signedOut",
    "/home/sharePage",
    {},
    "page /home/sharePage",
  ],
  ["a no-check route renders while signed out (/demoPage)", "signedOut", "/demoPage", {}, "page /demoPage"],
  ["the portal home renders while signed out", "signedOut", "/portal/home", {}, "page /portal/home"],
  ["a protected route signed out goes to sign-in", "signedOut", "/home/home-page", {}, "redirect /login"],
  [
    "a protected back-office route signed out goes to sign-in",
    "signedOut",
    "/backstage/system-management/log-audit",
    {},
    "redirect /login",
  ],
  ["a protected route waits while the session restores", "pending", "/home/home-page", {}, "loading"],
  ["a permitted route renders", "dev", "/home/storage-manage", {}, "page /home/storage-manage"],
  ["a route whose code is missing: no access", "noStorage", "/home/storage-manage", {}, "noAccess"],
  [
    "an unaudited account holding the codes opens no development page by its address",
    "dev",
    "/home/storage-manage",
    { unaudited: true },
    "unaudited",
  ],
  [
    "an unaudited account: not the development home either",
    "dev",
    "/home/home-page",
    { unaudited: true },
    "unaudited",
  ],
  [
    "an unaudited account holding every code: no back-office page",
    "admin",
    "/backstage/system-management/log-audit",
    { unaudited: true },
    "unaudited",
  ],
  [
    "an unaudited account still sees the public portal home",
    "dev",
    "/portal/home",
    { unaudited: true },
    "page /portal/home",
  ],
  [
    "an unaudited account still opens a no-check route",
    "dev",
    "/home/sharePage",
    { unaudited: true },
    "page /home/sharePage",
  ],
  ["a route whose area code is missing: no access", "noArea", "/home/home-page", {}, "noAccess"],
  [
    "dev in the back office (no area code backstage): no access",
    "dev",
    "/backstage/system-management/log-audit",
    {},
    "noAccess",
  ],
  ["dev in the operations area: no access", "dev", "/operation/usage-statistics/resource", {}, "noAccess"],
  [
    "admin in the back office: the page",
    "admin",
    "/backstage/system-management/log-audit",
    {},
    "page /backstage/system-management/log-audit",
  ],
  ["an unknown route signed in: not found", "admin", "/home/no-such-page", {}, "notFound"],
  ["an unknown portal route signed out: not found", "signedOut", "/portal/no-such-page", {}, "notFound"],
  [
    "an unknown protected route signed out goes to sign-in",
    "signedOut",
    "/home/no-such-page",
    {},
    "redirect /login",
  ],
  [
    "/backstage opens the first back-office page admin may open",
    "admin",
    "/backstage",
    {},
    "redirect /backstage/professor-management/professor-manage",
  ],
  [
    "/backstage opens the first page of the entries the user holds",
    "backstageOnly",
    "/backstage",
    {},
    "redirect /backstage/system-management/system-overview",
  ],
  ["/backstage without any back-office entry: no access", "dev", "/backstage", {}, "noAccess"],
  [
    "/operation opens the first operations page",
    "admin",
    "/operation",
    {},
    "redirect /operation/workorder-management/user-feedback",
  ],
  ["/operation without any operations entry: no access", "dev", "/operation", {}, "noAccess"],
];

describe("resolveRoute: the redirects and gates of shell spec §2 and §4", () => {
  it.each(TABLE)("%s", (_title, who, path, extra, expected) => {
    expect(summary(resolveRoute(request(who, path, extra)))).toBe(expected);
  });

  it("passes a pattern route's parameters (/portal/appList/{appId})", () => {
    const resolution = resolveRoute(request("signedOut", "/portal/appList/app%2042"));
    expect(resolution).toMatchObject({ kind: "page", params: { appId: "app 42" } });
  });

  it("checks every code of a nested route: the group code as well as the leaf's", () => {
    const withoutGroup = new Set(DEV_CODES.filter((code) => code !== "taskM"));
    const has = (code: Parameters<typeof hasPermission>[1], any?: boolean) =>
      hasPermission(withoutGroup, code, any);
    const path = "/home/dataset-management/team-task-management/my-task";
    expect(summary(resolveRoute({ ...request("dev", path), has }))).toBe("noAccess");
    expect(summary(resolveRoute(request("dev", path)))).toBe(`page ${path}`);
  });
});
