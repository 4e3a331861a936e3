import { statusOf } from "../../core/http";
import { Fragment, type ReactNode } from "react";
import { Card, H3, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import type { Loaded } from "../../ui/kit/useLoaded";
import { LoadFailed } from "./LoadFailed";
import { portalDirectoryText } from "./messages";
import { publicItemText } from "./publicItemMessages";

/** The head card of a public item's page: its name, 公开, its facts and its description. */
export function DetailFacts({
  name,
  facts,
  description,
}: {
  name: string;
  facts: [label: string, value: ReactNode][];
  description: string;
}) {
  return (
    <Card className="ws-pd-card">
      <div className="ws-pd-industry-head">
        <H3 className="ws-pd-card-title">{name}</H3>
        <Tag minimal intent="success">
          {publicItemText("publicTag")}
        </Tag>
      </div>
      <dl className="ws-pd-dl">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h5 className="bp6-heading">{publicItemText("description")}</h5>
      <p className="ws-pd-prewrap">{description || portalDirectoryText("noDescription")}</p>
    </Card>
  );
}

/**
 * What a public item's page shows before its answer, as its one message (the detail calls show no
 * tip): a link without an id, an item that does not exist or is private (404 / 403: retrying cannot
 * help, so no 重试), another failure with 重试, or a spinner; null once loaded.
 */
export function DetailPending({ id, loaded }: { id: number | null; loaded: Loaded<unknown> }) {
  if (id === null) return <NonIdealState icon="issue" title={portalDirectoryText("missingId")} />;
  if (loaded.failed && !loaded.data) {
    const status = statusOf(loaded.error);
    if (status === 404 || status === 403)
      return <NonIdealState icon="search" title={portalDirectoryText("notFound")} />;
    return <LoadFailed onRetry={loaded.reload} />;
  }
  if (!loaded.data) return <Spinner size={24} />;
  return null;
}
