import { first, type Subscription } from "rxjs";
import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { inspectorOpen } from "./inspectorOpen";
import { CODE } from "../../contracts/permissionCodes";

export const INSPECTOR_COMMAND = "inspector.open";
/** Ctrl+Alt+K (Cmd+Alt+K): open or close the inspector. */
export const INSPECTOR_HOTKEY = { key: "k", ctrlOrMeta: true, alt: true } as const;
const INSPECTOR_CODE = CODE.systemManage;

const devBuild = Boolean(import.meta.env.DEV);

/** The replay test hook on `window` (see hookAllowed). */
export interface ReplayHook {
  /** Puts every machine of a session bundle into its recorded state (the e2e `loadBundle`). */
  loadBundle(
    bundle: unknown,
    options?: { secrets?: Record<string, Record<string, string>> },
  ): Promise<import("./applyBundle").BundleApplyResult>;
}

declare global {
  interface Window {
    __workspaceReplay?: ReplayHook;
  }
}

/**
 * Whether the replay test hook is offered: under `npm run dev`, and in a browser driven by automation
 * (`navigator.webdriver`, true under Playwright and any WebDriver client, never in a person's
 * browser). It only moves this page's own machines, which a user could do with the inspector or the
 * developer tools anyway; the server stays the authority.
 */
const hookAllowed = () => devBuild || (typeof navigator !== "undefined" && navigator.webdriver === true);

/**
 * The machine inspector and plugin view, for testers: every live actor, its state, context and
 * events; traces exported, imported, stepped and jumped; plugins disabled and enabled at run time.
 * Opened from the user menu or with Ctrl+Alt+K by users with system-manage, and by anyone in `npm run dev`.
 */
export default definePlugin<PageComponent>({
  id: "inspector",
  title: "状态机检查器",
  userMenu: [
    {
      id: "inspector",
      title: "状态机检查器",
      command: INSPECTOR_COMMAND,
      permission: devBuild ? undefined : INSPECTOR_CODE,
      order: 95,
    },
  ],
  overlays: [{ id: "inspector-drawer", load: () => import("./InspectorOverlay") }],
  activate(ctx) {
    ctx.registerCommand(INSPECTOR_COMMAND, () => inspectorOpen.next(true));
    const allowed = () => devBuild || ctx.permissions.has(INSPECTOR_CODE);
    // After a reload the workspace shows while the user's codes are still on their way: a press in
    // that moment is kept and decided when they arrive, not dropped.
    let pending: Subscription | undefined;
    const onKey = (event: KeyboardEvent) => {
      const combo =
        (event.ctrlKey || event.metaKey) && event.altKey && event.key.toLowerCase() === INSPECTOR_HOTKEY.key;
      if (!combo || !ctx.session.token) return;
      if (!devBuild && ctx.permissions.list.length === 0) {
        event.preventDefault();
        pending?.unsubscribe();
        pending = ctx.permissions.changes
          .pipe(first((codes) => codes.size > 0 || !ctx.session.token))
          .subscribe(() => {
            if (ctx.session.token && allowed()) inspectorOpen.next(true);
          });
        return;
      }
      if (!allowed()) return;
      event.preventDefault();
      inspectorOpen.next(!inspectorOpen.value);
    };
    window.addEventListener("keydown", onKey);
    if (hookAllowed()) {
      window.__workspaceReplay = {
        loadBundle: async (bundle, options) =>
          (await import("./applyBundle")).applyBundle(ctx.machines, bundle, options),
      };
    }
    return () => {
      pending?.unsubscribe();
      delete window.__workspaceReplay;
      window.removeEventListener("keydown", onKey);
      inspectorOpen.next(false);
    };
  },
});
