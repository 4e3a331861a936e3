import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button, Icon, NonIdealState } from "@blueprintjs/core";
import { t } from "../../core/messages";
import {
  diagnoseChunkFailure,
  dropFailedStylesheets,
  isChunkError,
  reloadOnce,
  type ChunkFailure,
} from "./chunkFailure";
import { PageSpinner } from "./PageSpinner";
import { UpdatedNotice } from "./platformUpdate";

interface BoundaryProps {
  pluginId: string;
  routeKey: string;
  /** The page was loaded again after a failure (重试). */
  retried: boolean;
  /** An overlay: a chunk it cannot fetch shows nothing rather than an offline page. */
  quiet: boolean;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  /** For a chunk that failed to load: null while the server is asked, then what it answered. */
  chunk: ChunkFailure | "reloading" | null;
}

/**
 * The error boundary around a contributed page, tagged with its plugin: a page that throws shows
 * 页面加载失败 with 重试. A page whose code cannot be fetched shows 无法连接服务器 with 重试 while the
 * server is unreachable, and 平台已更新，请刷新页面 with 刷新 when a new build replaced the code (the
 * previous builds' code is kept for a while, scripts/keptAssets.ts); a retry that fails again while
 * the server answers reloads once (the browser keeps a failed module).
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, chunk: null };
  private mounted = false;

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error, chunk: null };
  }

  override componentDidMount() {
    this.mounted = true;
  }

  override componentWillUnmount() {
    this.mounted = false;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!isChunkError(error)) {
      console.error(`[plugin ${this.props.pluginId}] page failed`, error, info.componentStack);
      return;
    }
    void diagnoseChunkFailure(error).then((chunk) => {
      if (!this.mounted || this.state.error !== error) return;
      // A new build replaced the code: the user refreshes (平台已更新，请刷新页面), so nothing typed
      // elsewhere is lost to a reload they did not ask for. A retry that fails again although the
      // server has the chunk reloads once (the browser keeps a failed module).
      const reload = chunk === "transient" && this.props.retried;
      if (reload && reloadOnce(this.props.routeKey)) this.setState({ chunk: "reloading" });
      else this.setState({ chunk: chunk === "replaced" ? "replaced" : "offline" });
    });
  }

  private retry = () => {
    dropFailedStylesheets();
    this.setState({ error: null, chunk: null });
    this.props.onRetry();
  };

  override render() {
    const { error, chunk } = this.state;
    if (!error) return this.props.children;
    const retryButton = <Button intent="primary" text={t("page.retry")} onClick={this.retry} />;
    if (isChunkError(error) && chunk === "replaced") return this.props.quiet ? null : <UpdatedNotice />;
    if (isChunkError(error)) {
      if (this.props.quiet) return null;
      if (chunk !== "offline") return <PageSpinner />;
      return (
        <NonIdealState
          // A 16 px icon the shell already holds: the larger icon sets would need the server.
          icon={<Icon icon="offline" size={16} className="ws-offline-icon" />}
          title={t("page.offline")}
          description={t("page.offlineHint")}
          action={retryButton}
        />
      );
    }
    return (
      <NonIdealState
        icon="error"
        title={t("page.failed")}
        description={`${this.props.pluginId}: ${error.message}`}
        action={retryButton}
      />
    );
  }
}
