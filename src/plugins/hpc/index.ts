import { distinctUntilChanged, map } from "rxjs";
import { fromPromise } from "xstate";
import { LIMITS } from "../../core/config";
import { createServiceToken, definePlugin } from "../../core/pluginTypes";
import { hpcBindingMachine } from "../../machines/hpcBinding.machine";
import { hpcTokenRefreshMachine } from "../../machines/hpcTokenRefresh.machine";
import type { PageComponent } from "../../ui/CoreContext";
import { BIND_HPC_COMMAND } from "../../ui/shell/commands";
import { hpcApi } from "./api";
import { bindDialogOpen } from "./dialogState";

/** What other plugins may ask of this one (storage first): open the dialog, refresh the accounts. */
export interface HpcBindingService {
  openBindDialog(): void;
  hasAccount(): boolean;
  /** Fetches the user's accounts again into the session (the avatar prompt and menu entries follow). */
  refreshAccounts(): Promise<void>;
}

export const HPC_BINDING = createServiceToken<HpcBindingService>("hpc.binding");
export const HPC_BINDING_MACHINE_ID = "hpcBinding";
export const HPC_TOKEN_REFRESH_MACHINE_ID = "hpcTokenRefresh";

/**
 * HPC accounts (shell spec §2-§5, §7-§9): the "bind or switch" dialog behind the user menu's command,
 * the user's HPC management page, the back office's HPC accounts, and the token refresh.
 */
export default definePlugin<PageComponent>({
  id: "hpc",
  title: "HPC账号",
  provides: [HPC_BINDING],
  routes: [
    { path: "/home/user-hpc-management", title: "用户HPC管理", load: () => import("./UserHpcPage") },
    {
      path: "/backstage/hpc-management/init-account",
      title: "HPC账号",
      permission: ["hpc-manage"],
      load: () => import("./HpcAccountsAdminPage"),
    },
  ],
  overlays: [{ id: "bind-hpc-dialog", load: () => import("./BindHpcOverlay") }],
  machines: {
    [HPC_BINDING_MACHINE_ID]: hpcBindingMachine,
    [HPC_TOKEN_REFRESH_MACHINE_ID]: hpcTokenRefreshMachine,
  },
  activate(ctx) {
    const api = hpcApi(ctx.http);
    ctx.registerCommand(BIND_HPC_COMMAND, () => bindDialogOpen.next(true));
    ctx.provide(HPC_BINDING, {
      openBindDialog: () => bindDialogOpen.next(true),
      hasAccount: () => ctx.session.snapshot.hpcAccounts.length > 0,
      refreshAccounts: async () => ctx.session.setHpcAccounts(await api.accounts()),
    });

    const refresher = ctx.machines.start<typeof hpcTokenRefreshMachine>(HPC_TOKEN_REFRESH_MACHINE_ID, {
      input: { intervalMs: LIMITS.hpcTokenRefreshMs },
      implement: (machine) =>
        machine.provide({ actors: { refreshToken: fromPromise(() => api.refreshToken()) } }),
    });
    refresher.start();
    const bound = ctx.session.changes
      .pipe(
        map((state) => Boolean(state.token && state.user && state.hpcAccounts.length > 0)),
        distinctUntilChanged(),
      )
      .subscribe((isBound) => refresher.send({ type: isBound ? "BOUND" : "UNBOUND" }));

    return () => {
      bound.unsubscribe();
      refresher.stop();
      bindDialogOpen.next(false);
    };
  },
});
