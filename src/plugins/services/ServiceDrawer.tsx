import { t } from "../../core/messages";
import { useState } from "react";
import { Drawer, Tab, Tabs } from "@blueprintjs/core";
import type { servicesApi, ServiceRow } from "./api";
import { servicesText } from "./messages";
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
              title={servicesText("infoTab")}
              panel={
                <dl className="ws-services-info">
                  <dt>{t("field.status")}</dt>
                  <dd>{service.status ? servicesText("running") : servicesText("stopped")}</dd>
                  <dt>{servicesText("taskType")}</dt>
                  <dd>{servicesText(service.taskType)}</dd>
                  <dt>{servicesText("model")}</dt>
                  <dd>{`${service.modelName} ${service.modelVersion}`}</dd>
                  <dt>{servicesText("instances")}</dt>
                  <dd>{service.instances}</dd>
                  <dt>{servicesText("description")}</dt>
                  <dd>{service.description || "-"}</dd>
                </dl>
              }
            />
            <Tab
              id="tokens"
              title={servicesText("tokensTab")}
              panel={<TokensTab serviceId={service.id} api={api} />}
            />
            <Tab
              id="monitor"
              title={servicesText("monitorTab")}
              panel={<MonitorTab serviceId={service.id} api={api} />}
            />
          </Tabs>
        </div>
      )}
    </Drawer>
  );
}
