import { HTMLTable, Tag } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { useCore } from "../../../ui/CoreContext";
import { formatCount } from "../../../ui/kit/list";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { FRONT_DESK } from "../../shared/menus/frontDesk";
import { personalApi } from "../api";
import { personalText } from "../messages";
import { GlanceCard } from "./GlanceCard";

/** The user's published services (16 A's publish-manage/publishs); a failure is this section's alone. */
export function ServicesGlance() {
  const { http } = useCore();
  const [, navigate] = useLocation();
  const services = useLoaded(() => personalApi(http).services(), "services");
  const page = services.data;
  return (
    <GlanceCard
      title={personalText("services")}
      summary={page && personalText("servicesTotal", { n: formatCount(page.total) })}
      loading={services.loading && !page}
      failure={services.failed ? personalText("servicesFailed") : null}
      onRetry={services.reload}
      empty={page?.list.length === 0}
      onMore={() => navigate(FRONT_DESK.release.services.link())}
    >
      <HTMLTable compact className="ws-fill">
        <tbody>
          {page?.list.map((service) => (
            <tr key={service.id}>
              <td>{service.name}</td>
              <td>
                <Tag minimal intent={service.status === 1 ? "success" : "none"}>
                  {service.status === 1 ? personalText("serviceRunning") : personalText("serviceStopped")}
                </Tag>
              </td>
              <td className="bp6-text-muted">
                {personalText("calls", { n: formatCount(service.callCount ?? 0) })}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </GlanceCard>
  );
}
