import { useEffect, useSyncExternalStore } from "react";
import { Button, Callout, NonIdealState } from "@blueprintjs/core";
import { BehaviorSubject } from "rxjs";
import { t } from "../../core/messages";
import { diagnoseChunkFailure, pageReload } from "./chunkFailure";

/**
 * A tab open across a deploy (README "部署与打开的标签页"): the previous builds' code is kept for a
 * while (scripts/keptAssets.ts), so the tab keeps working; once its code is gone, a page that cannot
 * load says 平台已更新，请刷新页面 with 刷新, which loads the new build.
 */

/**
 * `replaced`: code was replaced by a new build (Vite's preload error, the server asked); `inline`: how
 * many pages show the inline notice. The banner shows for the first when no page shows the second.
 */
const state = new BehaviorSubject({ replaced: false, inline: 0 });
const change = (update: (current: typeof state.value) => Partial<typeof state.value>) =>
  state.next({ ...state.value, ...update(state.value) });

/** The inline notice of a page whose code was replaced. */
export function UpdatedNotice() {
  useEffect(() => {
    change(({ inline }) => ({ inline: inline + 1 }));
    return () => change(({ inline }) => ({ inline: inline - 1 }));
  }, []);
  // No icon: the icon sets load from the server, whose earlier code this tab may miss.
  return (
    <NonIdealState
      title={t("page.updated")}
      description={t("page.updatedHint")}
      action={<Button intent="primary" text={t("page.refresh")} onClick={() => pageReload.reload()} />}
    />
  );
}

/**
 * Vite announces a dynamic import (or its preloaded parts) that failed with `vite:preloadError`; the
 * error still reaches the caller (a page's boundary shows the inline notice). When the server says a
 * new build replaced the code, the banner says so while no page shows the inline notice.
 */
export function watchPreloadErrors(target: Window = window): void {
  target.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    void diagnoseChunkFailure(error).then((found) => {
      if (found === "replaced") change(() => ({ replaced: true }));
    });
  });
}

const subscribe = (onChange: () => void) => {
  const subscription = state.subscribe(onChange);
  return () => subscription.unsubscribe();
};

/** The banner over every page once code outside a page was replaced. */
export function UpdatedBanner() {
  const { replaced, inline } = useSyncExternalStore(subscribe, () => state.value);
  if (!replaced || inline > 0) return null;
  return (
    <Callout
      intent="warning"
      icon={false}
      role="alert"
      className="ws-updated-banner"
      title={t("page.updated")}
    >
      <Button intent="primary" size="small" text={t("page.refresh")} onClick={() => pageReload.reload()} />
    </Callout>
  );
}
