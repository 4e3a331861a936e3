import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { Button, Callout, Spinner } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { PluginScopeProvider } from "../../PluginScope";

interface Props {
  /** The contributing plugin, shown with the error and logged. */
  pluginId: string;
  children: ReactNode;
  /** Inline parts (a table cell): a small spinner and a one-line error. */
  inline?: boolean;
}

/**
 * Suspense and an error boundary around one contribution to a slot, tagged with its plugin: a failing
 * tab or cell shows 扩展加载失败 with the plugin id (and 重试), and the host page keeps working.
 */
export class ExtensionBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[plugin ${this.props.pluginId}] extension failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    const { pluginId, inline, children } = this.props;
    if (error) {
      const text = `${t("extension.failed")}（${pluginId}）`;
      if (inline)
        return (
          <span className="ws-extension-failed" title={error.message}>
            {text}
          </span>
        );
      return (
        <Callout intent="danger" icon="error" title={text} data-plugin={pluginId}>
          {error.message}
          <Button size="small" text={t("page.retry")} onClick={() => this.setState({ error: null })} />
        </Callout>
      );
    }
    return (
      <PluginScopeProvider value={pluginId}>
        <Suspense fallback={<Spinner size={inline ? 12 : 24} />}>{children}</Suspense>
      </PluginScopeProvider>
    );
  }
}
