import { Button, Card, HTMLTable, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { listText, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { CallFigures, CallRow, DayFigures, servicesApi } from "./api";
import { servicesText } from "./messages";

interface MonitorTabProps {
  serviceId: number;
  api: ReturnType<typeof servicesApi>;
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/** A service's monitoring: its figures (count-monitor), the last 7 days (service-call-msg) and the call log (page-monitor). */
export function MonitorTab({ serviceId, api }: MonitorTabProps) {
  const figures = useLoaded(
    () => Promise.all([api.figures(serviceId), api.daily(7, serviceId)]),
    `monitor-${serviceId}`,
  );
  const calls = usePagedList((query) => api.calls(serviceId, query), { filters: {} });
  const refresh = () => {
    figures.reload();
    calls.refresh();
  };
  const columns: Column<CallRow>[] = [
    {
      key: "time",
      title: servicesText("callTime"),
      width: 160,
      className: "ws-list-nowrap",
      render: (row) => row.callTime,
    },
    {
      key: "result",
      title: servicesText("result"),
      width: 70,
      render: (row) => (
        <Tag minimal intent={row.success ? "success" : "danger"}>
          {row.success ? servicesText("success") : servicesText("failure")}
        </Tag>
      ),
    },
    { key: "code", title: servicesText("statusCode"), width: 70, render: (row) => row.statusCode },
    { key: "latency", title: servicesText("latency"), width: 90, render: (row) => row.latencyMs },
    {
      key: "token",
      title: servicesText("token"),
      width: 110,
      render: (row) =>
        row.source === "demo"
          ? servicesText("sourceDemo")
          : row.tokenId === null
            ? servicesText("noToken")
            : row.tokenName || servicesText("deletedToken"),
    },
    { key: "error", title: servicesText("error"), render: (row) => row.error || "-" },
  ];
  return (
    <div>
      <Button size="small" icon="refresh" text={t("action.refresh")} onClick={refresh} />
      {figures.failed && <p role="alert">{listText("loadFailed")}</p>}
      {figures.data && <Figures figures={figures.data[0]} days={figures.data[1]} />}
      <PagedTable
        aria-label={servicesText("monitorTab")}
        list={calls}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}

function Figures({ figures, days }: { figures: CallFigures; days: DayFigures[] }) {
  const tiles: [string, string][] = [
    [servicesText("callTotal"), String(figures.total)],
    [servicesText("successRate"), percent(figures.successRate)],
    [servicesText("p95"), String(figures.p95LatencyMs)],
    [servicesText("avgLatency"), String(figures.avgLatencyMs)],
  ];
  return (
    <>
      <div className="ws-services-figures">
        {tiles.map(([title, value]) => (
          <Card key={title} compact role="group" aria-label={title}>
            <span>{title}</span>
            <strong>{value}</strong>
          </Card>
        ))}
      </div>
      <HTMLTable compact aria-label={servicesText("callsPerDay")} style={{ width: "100%" }}>
        <thead>
          <tr>
            <th>{servicesText("day")}</th>
            <th>{servicesText("callTotal")}</th>
            <th>{servicesText("successSeries")}</th>
            <th>{servicesText("failedSeries")}</th>
            <th>{servicesText("p95")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.total}</td>
              <td>{day.success}</td>
              <td>{day.failed}</td>
              <td>{day.p95LatencyMs ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p className="ws-services-note">{servicesText("latencyNote")}</p>
    </>
  );
}
