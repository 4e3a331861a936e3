import { Button, Card, H5 } from "@blueprintjs/core";
import type { Application } from "./classifyTree";
import { portalDirectoryText } from "./messages";
import type { Page, PublicService } from "./types";

export interface ApplicationCardProps {
  application: Application;
  /** The first services behind it and their total; null while unknown (still loading, or failed). */
  services: Page<PublicService> | null;
  onOpen: () => void;
  onService: (service: PublicService) => void;
}

/** One industry application: its name, how many published services it has and the first of them. */
export function ApplicationCard({ application, services, onOpen, onService }: ApplicationCardProps) {
  return (
    <Card compact className="ws-pd-card" aria-label={application.name}>
      <div className="ws-pd-industry-head">
        <H5 className="ws-pd-card-title">{application.name}</H5>
        {services && (
          <span className="ws-pd-muted">
            {portalDirectoryText("serviceCount", { count: services.total })}
          </span>
        )}
      </div>
      {application.path && <div className="ws-pd-muted">{application.path}</div>}
      {services && services.list.length === 0 && (
        <p className="ws-pd-muted">{portalDirectoryText("noServices")}</p>
      )}
      {services && services.list.length > 0 && (
        <ul className="ws-pd-app-services">
          {services.list.map((service) => (
            <li key={service.id}>
              <Button variant="minimal" size="small" text={service.name} onClick={() => onService(service)} />
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button size="small" variant="outlined" text={portalDirectoryText("viewAll")} onClick={onOpen} />
      </div>
    </Card>
  );
}
