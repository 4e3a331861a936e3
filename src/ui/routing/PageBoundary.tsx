import { Suspense, lazy, useState, type ComponentType } from "react";
import type { RouteContribution } from "../../core/pluginTypes";
import type { Contributed } from "../../core/plugins";
import type { PageComponent } from "../CoreContext";
import { clearReloadMark } from "./chunkFailure";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { PageSpinner } from "./PageSpinner";
import { PluginScopeProvider } from "../PluginScope";

export { PageSpinner };

const lazyPages = new Map<string, ComponentType>();

function lazyPage(route: Contributed<RouteContribution<PageComponent>>, attempt: number): ComponentType {
  const key = `${route.pluginId}:${route.path}:${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() =>
      route.load().then((module) => {
        clearReloadMark(route.path);
        return module;
      }),
    );
    lazyPages.set(key, page);
  }
  return page;
}

/** Suspense and an error boundary around every contributed page, tagged with its plugin. */
export function PageBoundary({
  route,
  quiet = false,
  bare = false,
}: {
  route: Contributed<RouteContribution<PageComponent>>;
  /** Overlays: no spinner and no page wrapper while the code loads. */
  quiet?: boolean;
  /** A page without the workspace frame (sign-in, portal home): it brings its own margins. */
  bare?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  // lazyPage caches by route and attempt, so the component's identity is stable.
  const Page = lazyPage(route, attempt);
  return (
    <PluginScopeProvider value={route.pluginId}>
      <PageErrorBoundary
        pluginId={route.pluginId}
        routeKey={route.path}
        retried={attempt > 0}
        quiet={quiet}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {quiet ? (
          <Suspense fallback={null}>
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Page />
          </Suspense>
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <div className={bare ? "ws-page ws-page-bare" : "ws-page"} data-plugin={route.pluginId}>
              {/* eslint-disable-next-line react-hooks/static-components */}
              <Page />
            </div>
          </Suspense>
        )}
      </PageErrorBoundary>
    </PluginScopeProvider>
  );
}
