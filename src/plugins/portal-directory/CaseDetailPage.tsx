import { useMemo } from "react";
import { Card, H3, Tag } from "@blueprintjs/core";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { DetailPending } from "./DetailFacts";
import { portalDirectoryText } from "./messages";
import { sanitizeHtml } from "./sanitizeHtml";
import type { PublicCase } from "./types";
import { useDirectoryApi } from "./useDirectoryApi";
import { useQueryId } from "./useQueryValue";
import "./portalDirectory.css";

/** A portal case (caseDetail under each prefix): title, author, date, industry, cover and content. */
export default function CaseDetailPage() {
  const id = useQueryId("id");
  const api = useDirectoryApi();
  const found = useLoaded(() => api.oneCase(id ?? 0), id === null ? null : `case:${id}`);
  return (
    <PageFrame title={found.data?.title ?? portalDirectoryText("caseTitle")} onBack={() => history.back()}>
      <DetailPending id={id} loaded={found} />
      {found.data && <CaseView item={found.data} />}
    </PageFrame>
  );
}

function CaseView({ item }: { item: PublicCase }) {
  const content = useMemo(() => sanitizeHtml(item.content), [item.content]);
  return (
    <Card className="ws-pd-card">
      <H3 className="ws-pd-card-title">{item.title}</H3>
      <div className="ws-pd-facts">
        <span>
          {portalDirectoryText("caseAuthor")}：{item.authorName}
        </span>
        <span>
          {portalDirectoryText("casePublishTime")}：{item.publishTime}
        </span>
        <Tag minimal>{item.classifyName || portalDirectoryText("noIndustry")}</Tag>
      </div>
      {item.summary && <p className="ws-pd-muted">{item.summary}</p>}
      {item.cover && (
        <img
          className="ws-pd-case-cover"
          src={item.cover}
          alt={portalDirectoryText("caseCover", { title: item.title })}
        />
      )}
      <div className="ws-pd-case-content" dangerouslySetInnerHTML={{ __html: content }} />
    </Card>
  );
}
