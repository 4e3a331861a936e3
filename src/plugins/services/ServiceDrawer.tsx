import { t } from "../../core/messages";
import { useState } from "react";
import { Drawer, Tab, Tabs } from "@blueprintjs/core";
import type { servicesApi, ServiceRow } from "./api";
import { st } from "./messages";
import { MonitorTab } from "./MonitorTab";
import { TokensTab } from "./TokensTab";

interface ServiceDrawerProps {
  service: ServiceRow | null;
  api: ReturnType<typeof servicesApi>;
  onClose: () => void;
}

/** A service's details: its fields and status, its tokens (with the URL and a curl example), its monitoring. */
export function ServiceDrawer({ service, api, onClose }: ServiceDrawerProps) {
  const [tab, setTab] = useState("info");
  return (
    <Drawer isOpen={service !== null} onClose={onClose} title={service?.name} size="60%">
      {service && (
        <div className="ws-services-drawer">
          <Tabs
            id="service-detail"
            renderActiveTabPanelOnly
            selectedTabId={tab}
            onChange={(id) => setTab(String(id))}
          >
            <Tab
              id="info"
              title={st("infoTab")}
              panel={
                <dl className="ws-services-info">
                  <dt>{t("field.status")}</dt>
                  <dd>{service.status ? st("running") : st("stopped")}</dd>
                  <dt>{st("taskType")}</dt>
                  <dd>{st(service.taskType)}</dd>
                  <dt>{st("model")}</dt>
                  <dd>{`${service.modelName} ${service.modelVersion}`}</dd>
                  <dt>{st("instances")}</dt>
                  <dd>{service.instances}</dd>
                  <dt>{st("description")}</dt>
                  <dd>{service.description || "-"}</dd>
                </dl>
              }
            />
            <Tab id="tokens" title={st("tokensTab")} panel={<TokensTab serviceId={service.id} api={api} />} />
            <Tab
              id="monitor"
              title={st("monitorTab")}
              panel={<MonitorTab serviceId={service.id} api={api} />}
            />
          </Tabs>
        </div>
      )}
    </Drawer>
  );
}
