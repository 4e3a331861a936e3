import { createElement, Suspense } from "react";
import { Spinner } from "@blueprintjs/core";
import { currentQuery } from "../../ui/routing/hashLocation";
import { ExtensionBoundary, useSlot } from "../../ui/kit/slots";
import { lazyContribution } from "../../ui/kit/slots/lazyContribution";
import { SHARE_PAGE_VIEWS } from "../shared/sharePageSlots";
import DocRoutePage from "./DocRoutePage";

/** /home/sharePage: a share link (`?token=`) opens the contributed share view; otherwise the documentation page. */
export default function SharePageRoute() {
  const token = currentQuery().get("token") ?? "";
  const [view] = useSlot(SHARE_PAGE_VIEWS);
  if (!token || !view) return <DocRoutePage />;
  return (
    <ExtensionBoundary pluginId={view.pluginId}>
      <Suspense fallback={<Spinner className="ws-page-spinner" />}>
        {/* One lazy component per contributed `load` (lazyContribution caches it). */}
        {createElement(lazyContribution(view.load), { token })}
      </Suspense>
    </ExtensionBoundary>
  );
}
