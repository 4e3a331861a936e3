import { useSyncExternalStore } from "react";
import { Button, Callout, NonIdealState } from "@blueprintjs/core";
import { BehaviorSubject } from "rxjs";
import { t } from "../../core/messages";
import { diagnoseChunkFailure, pageReload } from "./chunkFailure";

/**
 * A tab open across a deploy (README "部署与打开的标签页"): the previous builds' code is kept for a
 * while (scripts/keptAssets.ts), so the tab keeps working; once its code is gone, a page that cannot
 * load says 平台已更新，请刷新页面 with 刷新, which loads the new build.
 */

/** Set when code outside a page's boundary (a dialog's, a lazy part's) was replaced by a new build. */
const updated = new BehaviorSubject(false);
/** Marks an inline notice, so the banner does not repeat it. */
const INLINE = "data-platform-updated";

/** The inline notice of a page whose code was replaced. */
export function UpdatedNotice() {
  return (
    <div {...{ [INLINE]: "" }}>
      {/* No icon: the icon sets load from the server, whose earlier code this tab may miss. */}
      <NonIdealState
        title={t("page.updated")}
        description={t("page.updatedHint")}
        action={<Button intent="primary" text={t("page.refresh")} onClick={() => pageReload.reload()} />}
      />
    </div>
  );
}

/**
 * Vite announces a dynamic import (or its preloaded parts) that failed with `vite:preloadError`; the
 * error still reaches the caller (a page's boundary shows the inline notice). When the server says a
 * new build replaced the code and no page shows the notice, the banner does.
 */
export function watchPreloadErrors(target: Window = window): void {
  target.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    void diagnoseChunkFailure(error).then((found) => {
      if (found !== "replaced") return;
      // The page's boundary asks the server too; give its notice a moment to appear.
      window.setTimeout(() => {
        if (!document.querySelector(`[${INLINE}]`)) updated.next(true);
      }, 500);
    });
  });
}

const subscribe = (onChange: () => void) => {
  const subscription = updated.subscribe(onChange);
  return () => subscription.unsubscribe();
};

/** The banner over every page once code outside a page was replaced. */
export function UpdatedBanner() {
  const shown = useSyncExternalStore(subscribe, () => updated.value);
  if (!shown) return null;
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
