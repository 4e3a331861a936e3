import type { ReactNode } from "react";
import { Button, Card, H5, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { personalText } from "../messages";

export interface GlanceCardProps {
  title: string;
  /** A line under the title (a count). */
  summary?: ReactNode;
  loading?: boolean;
  /** The section's own failure text: the other sections still show. */
  failure?: string | null;
  onRetry?: () => void;
  empty?: boolean;
  /** Where 查看全部 goes. */
  onMore?: () => void;
  children?: ReactNode;
}

/** One section of the home page or the workbench, with its own loading, failure and empty states. */
export function GlanceCard({
  title,
  summary,
  loading,
  failure,
  onRetry,
  empty,
  onMore,
  children,
}: GlanceCardProps) {
  const body = () => {
    if (failure)
      return (
        <NonIdealState
          icon="error"
          description={failure}
          action={onRetry && <Button small text={t("page.retry")} onClick={onRetry} />}
        />
      );
    if (loading) return <Spinner size={20} />;
    if (empty) return <p className="bp6-text-muted">{t("table.empty")}</p>;
    return children;
  };
  return (
    <Card compact className="ws-glance" aria-label={title} role="region">
      <div className="ws-glance-head">
        <H5>{title}</H5>
        {onMore && <Button minimal small text={personalText("viewAll")} onClick={onMore} />}
      </div>
      {summary && !failure && !loading && <p className="bp6-text-muted">{summary}</p>}
      {body()}
    </Card>
  );
}
