import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from "react";
import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import type { RouteContribution } from "../../core/pluginTypes";
import type { Contributed } from "../../core/plugins";
import type { PageComponent } from "../CoreContext";

const RELOAD_FLAG = "ws.chunkReloadedFor";
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Loading chunk|ChunkLoadError/i;

/** A page part that fails to load after a redeploy reloads the page, once (spec §2). */
export function reloadOnceForChunkError(
  error: unknown,
  key: string,
  reload: () => void = () => location.reload(),
): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (!CHUNK_ERROR.test(message) || sessionStorage.getItem(RELOAD_FLAG) === key) return false;
  sessionStorage.setItem(RELOAD_FLAG, key);
  reload();
  return true;
}

const lazyPages = new Map<string, ComponentType>();

function lazyPage(route: Contributed<RouteContribution<PageComponent>>, attempt: number): ComponentType {
  const key = `${route.pluginId}:${route.path}:${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() =>
      route.load().then((module) => {
        // Loaded: a later redeploy may reload the page once more for this route.
        if (sessionStorage.getItem(RELOAD_FLAG) === route.path) sessionStorage.removeItem(RELOAD_FLAG);
        return module;
      }),
    );
    lazyPages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  pluginId: string;
  routeKey: string;
  onRetry: () => void;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (reloadOnceForChunkError(error, this.props.routeKey)) return;
    console.error(`[plugin ${this.props.pluginId}] page failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <NonIdealState
        icon="error"
        title={t("page.failed")}
        description={`${this.props.pluginId}: ${this.state.error.message}`}
        action={
          <Button
            intent="primary"
            text={t("page.retry")}
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          />
        }
      />
    );
  }
}

/** Suspense and an error boundary around every contributed page, tagged with its plugin. */
export function PageBoundary({
  route,
  quiet = false,
}: {
  route: Contributed<RouteContribution<PageComponent>>;
  /** Overlays: no spinner and no page wrapper while the code loads. */
  quiet?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(route, attempt);
  if (quiet) {
    return (
      <PageErrorBoundary
        pluginId={route.pluginId}
        routeKey={route.path}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <Suspense fallback={null}>
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return (
    <PageErrorBoundary
      pluginId={route.pluginId}
      routeKey={route.path}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<PageSpinner />}>
        <div className="ws-page" data-plugin={route.pluginId}>
          {/* lazyPage caches by route and attempt, so the component's identity is stable. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Page />
        </div>
      </Suspense>
    </PageErrorBoundary>
  );
}

export function PageSpinner() {
  return (
    <div className="ws-page-spinner" role="status" aria-label={t("page.loading")}>
      <Spinner size={32} />
    </div>
  );
}
