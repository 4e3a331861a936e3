import { Button, Card, H3 } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { formatCount } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { DetailPending } from "./DetailFacts";
import { portalDirectoryText } from "./messages";
import { DIRECTORY_PAGES } from "./paths";
import { ServiceTags } from "./ServiceTags";
import type { PublicService } from "./types";
import { useDirectoryApi } from "./useDirectoryApi";
import { useQueryId } from "./useQueryValue";
import "./portalDirectory.css";

/**
 * A published service's detail (appDetail under each prefix, and appDetail2 from an application's list):
 * description, model and version, owner, industry, calls, and 在线体验 on the inference demo.
 */
export default function ServiceDetailPage() {
  const id = useQueryId("id");
  const appId = useQueryId("appId");
  const api = useDirectoryApi();
  const [path, navigate] = useLocation();
  const service = useLoaded(() => api.service(id ?? 0), id === null ? null : `service:${id}`);
  const back = () => (appId ? navigate(DIRECTORY_PAGES.appList.link({ appId })) : history.back());

  return (
    <PageFrame title={service.data?.name ?? portalDirectoryText("detailTitle")} onBack={back}>
      <DetailPending id={id} loaded={service} />
      {service.data && id !== null && (
        <ServiceDetail service={service.data} onTry={() => navigate(DIRECTORY_PAGES.demo.link({}, { id }))} />
      )}
      {/* Spec §2: the portal's appDetail has the feedback float; appDetail2 (from a list) has not. */}
      {path === DIRECTORY_PAGES.appDetail.portal.path && <FeedbackFloatSlot pageId="appDetail" />}
    </PageFrame>
  );
}

function ServiceDetail({ service, onTry }: { service: PublicService; onTry: () => void }) {
  const running = service.status === 1;
  return (
    <Card className="ws-pd-card">
      <div className="ws-pd-industry-head">
        <H3 className="ws-pd-card-title">{service.name}</H3>
        <ServiceTags service={service} />
      </div>
      <dl className="ws-pd-dl">
        <dt>{portalDirectoryText("taskType")}</dt>
        <dd>{portalDirectoryText(service.taskType === "detection" ? "detection" : "classification")}</dd>
        <dt>{portalDirectoryText("model")}</dt>
        <dd>{service.modelName}</dd>
        <dt>{portalDirectoryText("modelVersion")}</dt>
        <dd>{service.modelVersion}</dd>
        <dt>{portalDirectoryText("owner")}</dt>
        <dd>{service.ownerName}</dd>
        <dt>{portalDirectoryText("industry")}</dt>
        <dd>{service.classifyName || portalDirectoryText("noIndustry")}</dd>
        <dt>{portalDirectoryText("callCount")}</dt>
        <dd>{formatCount(service.callCount)}</dd>
        <dt>{portalDirectoryText("createTime")}</dt>
        <dd>{service.createTime}</dd>
      </dl>
      <h5 className="bp6-heading">{portalDirectoryText("description")}</h5>
      <p className="ws-pd-prewrap">{service.description || portalDirectoryText("noDescription")}</p>
      <div>
        <Button
          intent="primary"
          icon="play"
          text={portalDirectoryText("tryIt")}
          disabled={!running}
          onClick={onTry}
        />
        {!running && <span className="ws-pd-muted"> {portalDirectoryText("tryItStopped")}</span>}
      </div>
    </Card>
  );
}
