import { distinctUntilChanged, map } from "rxjs";
import { fromPromise } from "xstate";
import { LIMITS } from "../../core/config";
import { BIND_HPC_COMMAND } from "../../core/commands";
import { definePlugin } from "../../core/pluginTypes";
import { createRouteRef } from "../../core/routeRef";
import { hpcBindingMachine } from "../../machines/hpcBinding.machine";
import { hpcTokenRefreshMachine } from "../../machines/hpcTokenRefresh.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { HPC_BINDING } from "../shared/hpcBinding";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import { bindDialogOpen } from "./dialogState";
import { HPC_BINDING_MACHINE_ID } from "./machineIds";
import { CODE } from "../../contracts/permissionCodes";

export { HPC_BINDING, type HpcBindingService } from "../shared/hpcBinding";

/** The user's HPC accounts page (reached from the avatar menu, not from an area menu). */
export const USER_HPC_PAGE = createRouteRef("/home/user-hpc-management");
export const HPC_TOKEN_REFRESH_MACHINE_ID = "hpcTokenRefresh";

type HpcApi = ReturnType<typeof import("./api").hpcApi>;

/**
 * HPC accounts (shell spec §2-§5, §7-§9): the user's accounts (loaded into the session on sign-in),
 * the "bind or switch" dialog behind the user menu's command, the user's HPC management page, the back
 * office's HPC accounts, and the token refresh. Disabled, all of it goes, user-menu entries included.
 */
export default definePlugin<PageComponent>({
  id: "hpc",
  title: "HPC账号",
  provides: [HPC_BINDING],
  routes: [
    { path: USER_HPC_PAGE.path, title: "用户HPC管理", load: () => import("./UserHpcPage") },
    {
      path: BACK_OFFICE.hpc.accounts.path,
      title: "HPC账号",
      permission: [CODE.hpcManage],
      load: () => import("./HpcAccountsAdminPage"),
    },
  ],
  userMenu: [
    { id: "bind-hpc", title: "绑定/切换HPC账号", command: BIND_HPC_COMMAND, order: 10 },
    { id: "hpc-management", title: "用户HPC管理", path: USER_HPC_PAGE.path, order: 20 },
  ],
  overlays: [{ id: "bind-hpc-dialog", load: () => import("./BindHpcOverlay") }],
  machines: {
    [HPC_BINDING_MACHINE_ID]: hpcBindingMachine,
    [HPC_TOKEN_REFRESH_MACHINE_ID]: hpcTokenRefreshMachine,
  },
  async activate(ctx) {
    // The calls (and their contract) load with the first one, after a sign-in: the sign-in page's
    // bundle carries only this manifest (design §6).
    let loaded: Promise<HpcApi> | undefined;
    const api = () => (loaded ??= import("./api").then((module) => module.hpcApi(ctx.http)));
    ctx.registerCommand(BIND_HPC_COMMAND, () => bindDialogOpen.next(true));
    // The inspector applies a recorded binding with the dialog closed by opening it first.
    const bindingScreen = ctx.machines.registerScreen(HPC_BINDING_MACHINE_ID, () =>
      bindDialogOpen.next(true),
    );
    ctx.provide(HPC_BINDING, {
      openBindDialog: () => bindDialogOpen.next(true),
      hasAccount: () => ctx.session.snapshot.hpcAccounts.length > 0,
      refreshAccounts: async () => ctx.session.setHpcAccounts(await (await api()).accounts()),
    });

    // The user's accounts, on every sign-in (a restored session included): the avatar menu's prompt
    // and needsHpc entries, and the tenant header, follow them. A failed call counts as none bound.
    const loadAccounts = () =>
      api()
        .then((calls) => calls.accounts())
        .then(
          (accounts) => ctx.session.token && ctx.session.setHpcAccounts(accounts),
          () => ctx.session.token && ctx.session.setHpcAccounts([]),
        );
    const signIns = ctx.bus.on("session.signedIn").subscribe(() => void loadAccounts());

    const refresher = ctx.machines.start<typeof hpcTokenRefreshMachine>(HPC_TOKEN_REFRESH_MACHINE_ID, {
      input: { intervalMs: LIMITS.hpcTokenRefreshMs },
      implement: (machine) =>
        machine.provide({ actors: { refreshToken: fromPromise(async () => (await api()).refreshToken()) } }),
    });
    refresher.start();
    const bound = ctx.session.changes
      .pipe(
        map((state) => Boolean(state.token && state.user && state.hpcAccounts.length > 0)),
        distinctUntilChanged(),
      )
      .subscribe((isBound) => refresher.send({ type: isBound ? "BOUND" : "UNBOUND" }));

    // Activated (or enabled again) after the sign-in: load them now. (A session being restored has a
    // token and a stored user but no codes until it is signed in; its session.signedIn comes later.)
    if (ctx.session.token && ctx.permissions.list.length > 0) await loadAccounts();

    return () => {
      signIns.unsubscribe();
      bindingScreen();
      bound.unsubscribe();
      refresher.stop();
      bindDialogOpen.next(false);
    };
  },
});
