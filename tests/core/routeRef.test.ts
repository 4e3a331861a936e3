import { describe, expect, it } from "vitest";
import { ALL_CODES } from "../../src/contracts/permissionCodes";
import { hasPermission } from "../../src/core/permissions";
import { createRouteRef, matchPath } from "../../src/core/routeRef";
import { claimSlots } from "../../src/core/routeSlots";
import { builtInPlugins } from "../../src/plugins";
import { ANNOTATION_PAGES } from "../../src/plugins/annotation/paths";
import { DATASET_PAGES } from "../../src/plugins/datasets/paths";
import { FRONT_DESK } from "../../src/plugins/shared/menus/frontDesk";
import { BACK_OFFICE } from "../../src/plugins/shared/menus/backOffice";
import { PORTAL_PLANNED } from "../../src/plugins/shared/menus/portal";
import { resolveRoute } from "../../src/ui/routing/resolveRoute";

describe("createRouteRef", () => {
  it("builds links: params filled in and encoded, defined query values appended in order", () => {
    const appList = createRouteRef("/portal/appList/:appId");
    expect(appList.path).toBe("/portal/appList/:appId");
    expect(appList.link({ appId: 3 })).toBe("/portal/appList/3");
    expect(appList.link({ appId: "a b/c" })).toBe("/portal/appList/a%20b%2Fc");

    const task = createRouteRef("/home/task-page").withQuery<{
      id: number;
      item?: number;
      mode?: "review";
    }>();
    expect(task.link()).toBe("/home/task-page");
    expect(task.link({}, { id: 7 })).toBe("/home/task-page?id=7");
    expect(task.link({}, { id: 7, item: undefined, mode: "review" })).toBe(
      "/home/task-page?id=7&mode=review",
    );
  });

  it("matches its own addresses (query ignored) and no other", () => {
    const page = createRouteRef("/portal/page/:tempId");
    expect(page.match("/portal/page/12?mainMenuName=x")).toEqual({ tempId: "12" });
    expect(page.match("/portal/page/%E9%A6%96")).toEqual({ tempId: "首" });
    expect(page.match("/portal/page")).toBeNull();
    expect(matchPath("/a/:b", "/a/1/2")).toBeNull();
  });

  it("refuses a path without a leading slash and a link missing a param", () => {
    expect(() => createRouteRef("home/x")).toThrow('a route path starts with "/"');
    const appList = createRouteRef("/portal/appList/:appId");
    expect(() => appList.link({ appId: "" })).toThrow("/portal/appList/:appId: no value for :appId");
  });
});

describe("the spec's pages as refs", () => {
  it("the area menus export a ref for every page, with the spec's paths", () => {
    expect(FRONT_DESK.models.algorithms.path).toBe("/home/model-management/algorithm-management");
    expect(FRONT_DESK.datasets.teamTasks.myTask.path).toBe(
      "/home/dataset-management/team-task-management/my-task",
    );
    expect(FRONT_DESK.storage.link()).toBe("/home/storage-manage");
    expect(BACK_OFFICE.hpc.accounts.path).toBe("/backstage/hpc-management/init-account");
    expect(PORTAL_PLANNED.pages.appList.link({ appId: 9 })).toBe("/portal/appList/9");
  });

  /** The real manifests' routes as the host resolves them, and a signed-in admin. */
  const routes = claimSlots(
    builtInPlugins.flatMap((plugin) =>
      (plugin.routes ?? []).map((route) => ({ ...route, pluginId: plugin.id })),
    ),
  );
  const codes = new Set(ALL_CODES);
  const resolve = (link: string) =>
    resolveRoute({
      path: link.split("?")[0],
      hashEmpty: false,
      mobile: false,
      signedIn: true,
      pending: false,
      has: (code, any) => hasPermission(codes, code, any),
      routes,
      firstPageOf: () => undefined,
    });

  it("a link built from a ref resolves to the route contributed on the ref's path", () => {
    const cases: [link: string, pluginId: string, path: string][] = [
      [DATASET_PAGES.detail.link({}, { id: 7 }), "datasets", DATASET_PAGES.detail.path],
      [DATASET_PAGES.management.link(), "datasets", FRONT_DESK.datasets.management.path],
      [
        ANNOTATION_PAGES.annotate.link({}, { id: 3, item: 4, mode: "review" }),
        "annotation",
        ANNOTATION_PAGES.annotate.path,
      ],
      [
        ANNOTATION_PAGES.myTaskTabs["unfinished-task"].link(),
        "annotation",
        `${ANNOTATION_PAGES.myTask.path}/unfinished-task`,
      ],
      [FRONT_DESK.storage.link(), "storage", "/home/storage-manage"],
      [BACK_OFFICE.system.logAudit.link(), "op-log", "/backstage/system-management/log-audit"],
      // Claimed by the portal directories (ai-domain §2, portal routes) from the portal plugin's placeholder.
      [PORTAL_PLANNED.pages.appList.link({ appId: 5 }), "portal-directory", "/portal/appList/:appId"],
    ];
    for (const [link, pluginId, path] of cases) {
      const resolution = resolve(link);
      expect(resolution.kind, link).toBe("page");
      if (resolution.kind !== "page") continue;
      expect(resolution.route, link).toMatchObject({ pluginId, path });
    }
    const appList = resolve(PORTAL_PLANNED.pages.appList.link({ appId: 5 }));
    expect(appList.kind === "page" && appList.params).toEqual({ appId: "5" });
  });
});
