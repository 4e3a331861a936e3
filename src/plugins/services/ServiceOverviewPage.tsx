import { Button, Card, H5, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { formatCount, lt } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { servicesApi } from "./api";
import { st } from "./messages";
import "./services.css";

const DAYS = 14;

/**
 * 服务概览: the user's services and their calls (board), calls per day (succeeded and failed), the
 * success rate and p95 latency per day (latency of answered calls), the top services and the task
 * types, as charts. The chart kit travels in this page's chunk only.
 */
export default function ServiceOverviewPage() {
  const { http } = useCore();
  const overview = useLoaded(() => {
    const api = servicesApi(http);
    return Promise.all([api.board(), api.daily(DAYS), api.top(), api.countType()]);
  }, "service-overview");

  if (!overview.data) {
    return (
      <PageFrame title={st("overviewTitle")}>
        {overview.failed ? (
          <p role="alert">
            {lt("loadFailed")} <Button size="small" text={t("action.refresh")} onClick={overview.reload} />
          </p>
        ) : (
          <Spinner size={24} />
        )}
      </PageFrame>
    );
  }
  const [board, days, top, types] = overview.data;
  const tiles: [string, string][] = [
    [st("serviceTotal"), formatCount(board.total)],
    [st("serviceRunning"), formatCount(board.running)],
    [st("callTotal"), formatCount(board.callTotal)],
    [st("callToday"), formatCount(board.callToday)],
    [st("successRate"), board.callTotal ? `${(board.successRate * 100).toFixed(2)}%` : "-"],
    [st("p95"), board.callTotal ? String(board.p95LatencyMs) : "-"],
  ];
  const noCalls = days.every((day) => day.total === 0);
  const labels = days.map((day) => day.date.slice(5));
  // A day without calls has no rate: NaN leaves a gap in the line rather than a false 0 %.
  const ratePerDay = days.map((day) =>
    day.total ? Number(((day.success / day.total) * 100).toFixed(2)) : NaN,
  );

  return (
    <PageFrame title={st("overviewTitle")}>
      <div className="ws-services-figures">
        {tiles.map(([title, value]) => (
          <Card key={title} compact role="group" aria-label={title}>
            <span>{title}</span>
            <strong>{value}</strong>
          </Card>
        ))}
      </div>
      <div className="ws-services-charts">
        <Card compact role="group" aria-label={st("callsPerDay")}>
          <H5>{st("callsPerDay")}</H5>
          <KitChart
            kind="bar"
            title={st("callsPerDay")}
            labels={noCalls ? [] : labels}
            series={[
              { label: st("successSeries"), values: days.map((day) => day.success) },
              { label: st("failedSeries"), values: days.map((day) => day.failed) },
            ]}
            emptyText={t("table.empty")}
          />
        </Card>
        <Card compact role="group" aria-label={st("successRatePerDay")}>
          <H5>{st("successRatePerDay")}</H5>
          <KitChart
            kind="line"
            title={st("successRatePerDay")}
            labels={noCalls ? [] : labels}
            series={[{ label: st("successRate"), values: ratePerDay }]}
            emptyText={t("table.empty")}
          />
        </Card>
        <Card compact role="group" aria-label={st("p95PerDay")}>
          <H5>{st("p95PerDay")}</H5>
          <KitChart
            kind="line"
            title={st("p95PerDay")}
            labels={noCalls ? [] : labels}
            series={[{ label: st("p95"), values: days.map((day) => day.p95LatencyMs ?? NaN) }]}
            emptyText={t("table.empty")}
          />
          <p className="ws-services-note">{st("latencyNote")}</p>
        </Card>
        <Card compact role="group" aria-label={st("topServices")}>
          <H5>{st("topServices")}</H5>
          <KitChart
            kind="bar"
            horizontal
            title={st("topServices")}
            labels={top.filter((row) => row.callCount > 0).map((row) => row.name)}
            series={[
              {
                label: st("callCount"),
                values: top.filter((row) => row.callCount > 0).map((row) => row.callCount),
              },
            ]}
            emptyText={t("table.empty")}
          />
        </Card>
        <Card compact role="group" aria-label={st("typeShare")}>
          <H5>{st("typeShare")}</H5>
          <KitChart
            kind="doughnut"
            title={st("typeShare")}
            labels={types.filter((row) => row.count > 0).map((row) => st(row.taskType))}
            series={[
              {
                label: st("serviceTotal"),
                values: types.filter((row) => row.count > 0).map((row) => row.count),
              },
            ]}
            emptyText={t("table.empty")}
          />
        </Card>
      </div>
    </PageFrame>
  );
}
