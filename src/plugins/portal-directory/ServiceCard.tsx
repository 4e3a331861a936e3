import { Card, H5 } from "@blueprintjs/core";
import { formatCount } from "../../ui/kit/list";
import { portalDirectoryText } from "./messages";
import { ServiceTags } from "./ServiceTags";
import type { PublicService } from "./types";

/** One published service in a grid: name, status and type, model, owner and calls; opens its detail. */
export function ServiceCard({ service, onOpen }: { service: PublicService; onOpen: () => void }) {
  return (
    <Card
      compact
      interactive
      className="ws-pd-card"
      role="link"
      aria-label={service.name}
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === "Enter") onOpen();
      }}
    >
      <H5 className="ws-pd-card-title">{service.name}</H5>
      <div className="ws-pd-tags">
        <ServiceTags service={service} />
      </div>
      <p className="ws-pd-muted ws-pd-clamp">{service.description || portalDirectoryText("noDescription")}</p>
      <div className="ws-pd-facts">
        <span>
          {portalDirectoryText("model")}：{service.modelName} {service.modelVersion}
        </span>
        <span>
          {portalDirectoryText("owner")}：{service.ownerName}
        </span>
        <span>
          {portalDirectoryText("callCount")}：{formatCount(service.callCount)}
        </span>
      </div>
    </Card>
  );
}
