import { SHARING_CODES } from "../../contracts/sharingCodes";
import { extend } from "../../core/extensions";
import { definePlugin } from "../../core/pluginTypes";
import { createRouteRef } from "../../core/routeRef";
import type { PageComponent } from "../../ui/CoreContext";
import { OPERATIONS } from "../shared/menus/operations";
import { PUBLIC_RESOURCE_ACTIONS } from "../shared/sharingSlots";
import { applyTarget } from "./applyState";
import { sharingMenuText } from "./menuMessages";

/** The applicant's own sharing work orders (reached from the avatar menu). */
export const MY_APPLICATIONS_PAGE = createRouteRef("/home/apply-order");

/** The signed-in user's id, kept by `activate` (the owner is offered no 申请共享 on their own rows). */
let currentUserId: string | undefined;

/**
 * Sharing (ai-domain §2, operations): 申请共享 on the public lists (a sharing work order), operations' 共享管理
 * (accept, pass, reject, price) and 案例分享管理 (the portal's cases).
 */
export default definePlugin<PageComponent>({
  id: "sharing",
  title: "共享管理",
  routes: [
    {
      path: OPERATIONS.workOrders.sharing.path,
      title: "共享管理",
      permission: [SHARING_CODES.workOrders, SHARING_CODES.orders],
      load: () => import("./SharingManagementPage"),
    },
    {
      path: MY_APPLICATIONS_PAGE.path,
      title: "我的共享申请",
      permission: [SHARING_CODES.applicant],
      load: () => import("./MyApplicationsPage"),
    },
    {
      path: OPERATIONS.workOrders.caseSharing.path,
      title: "案例分享管理",
      permission: [SHARING_CODES.workOrders, SHARING_CODES.cases],
      load: () => import("./CaseManagementPage"),
    },
  ],
  userMenu: [
    {
      id: "my-applications",
      title: sharingMenuText("myTitle"),
      path: MY_APPLICATIONS_PAGE.path,
      permission: SHARING_CODES.applicant,
      order: 65,
    },
  ],
  extensions: [
    extend(PUBLIC_RESOURCE_ACTIONS, {
      id: "apply",
      text: sharingMenuText("apply"),
      icon: "share",
      permission: SHARING_CODES.applicant,
      shows: (row) => currentUserId === undefined || String(row.ownerId) !== currentUserId,
      run: (row) => applyTarget.next(row),
    }),
  ],
  overlays: [{ id: "apply-dialog", load: () => import("./ApplyOverlay") }],
  activate(ctx) {
    const subscription = ctx.session.changes.subscribe((state) => {
      currentUserId = state.user?.id;
    });
    return () => {
      subscription.unsubscribe();
      applyTarget.next(null);
    };
  },
});
