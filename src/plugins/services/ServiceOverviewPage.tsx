import { Button, Card, H5, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { formatCount, listText } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { servicesApi } from "./api";
import { servicesText } from "./messages";
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
      <PageFrame title={servicesText("overviewTitle")}>
        {overview.failed ? (
          <p role="alert">
            {listText("loadFailed")}{" "}
            <Button size="small" text={t("action.refresh")} onClick={overview.reload} />
          </p>
        ) : (
          <Spinner size={24} />
        )}
      </PageFrame>
    );
  }
  const [board, days, top, types] = overview.data;
  const tiles: [string, string][] = [
    [servicesText("serviceTotal"), formatCount(board.total)],
    [servicesText("serviceRunning"), formatCount(board.running)],
    [servicesText("callTotal"), formatCount(board.callTotal)],
    [servicesText("callToday"), formatCount(board.callToday)],
    [servicesText("successRate"), board.callTotal ? `${(board.successRate * 100).toFixed(2)}%` : "-"],
    [servicesText("p95"), board.callTotal ? String(board.p95LatencyMs) : "-"],
  ];
  const noCalls = days.every((day) => day.total === 0);
  const labels = days.map((day) => day.date.slice(5));
  // A day without calls has no rate: NaN leaves a gap in the line rather than a false 0 %.
  const ratePerDay = days.map((day) =>
    day.total ? Number(((day.success / day.total) * 100).toFixed(2)) : NaN,
  );

  return (
    <PageFrame title={servicesText("overviewTitle")}>
      <div className="ws-services-figures">
        {tiles.map(([title, value]) => (
          <Card key={title} compact role="group" aria-label={title}>
            <span>{title}</span>
            <strong>{value}</strong>
          </Card>
        ))}
      </div>
      <div className="ws-services-charts">
        <Card compact role="group" aria-label={servicesText("callsPerDay")}>
          <H5>{servicesText("callsPerDay")}</H5>
          <KitChart
            kind="bar"
            title={servicesText("callsPerDay")}
            labels={noCalls ? [] : labels}
            series={[
              { label: servicesText("successSeries"), values: days.map((day) => day.success) },
              { label: servicesText("failedSeries"), values: days.map((day) => day.failed) },
            ]}
            emptyText={t("table.empty")}
          />
        </Card>
        <Card compact role="group" aria-label={servicesText("successRatePerDay")}>
          <H5>{servicesText("successRatePerDay")}</H5>
          <KitChart
            kind="line"
            title={servicesText("successRatePerDay")}
            labels={noCalls ? [] : labels}
            series={[{ label: servicesText("successRate"), values: ratePerDay }]}
            emptyText={t("table.empty")}
          />
        </Card>
        <Card compact role="group" aria-label={servicesText("p95PerDay")}>
          <H5>{servicesText("p95PerDay")}</H5>
          <KitChart
            kind="line"
            title={servicesText("p95PerDay")}
            labels={noCalls ? [] : labels}
            series={[{ label: servicesText("p95"), values: days.map((day) => day.p95LatencyMs ?? NaN) }]}
            emptyText={t("table.empty")}
          />
          <p className="ws-services-note">{servicesText("latencyNote")}</p>
        </Card>
        <Card compact role="group" aria-label={servicesText("topServices")}>
          <H5>{servicesText("topServices")}</H5>
          <KitChart
            kind="bar"
            horizontal
            title={servicesText("topServices")}
            labels={top.filter((row) => row.callCount > 0).map((row) => row.name)}
            series={[
              {
                label: servicesText("callCount"),
                values: top.filter((row) => row.callCount > 0).map((row) => row.callCount),
              },
            ]}
            emptyText={t("table.empty")}
          />
        </Card>
        <Card compact role="group" aria-label={servicesText("typeShare")}>
          <H5>{servicesText("typeShare")}</H5>
          <KitChart
            kind="doughnut"
            title={servicesText("typeShare")}
            labels={types.filter((row) => row.count > 0).map((row) => servicesText(row.taskType))}
            series={[
              {
                label: servicesText("serviceTotal"),
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
