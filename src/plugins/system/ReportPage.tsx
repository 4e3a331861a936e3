import { useState } from "react";
import { Button, Callout, Card, H5, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { FilterBar, formatCount, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { usagePage } from "./api";
import { exportUsage } from "./exportUsage";
import { systemText } from "./messages";
import { CLUSTERS, type UsageRecord } from "./types";
import "./system.css";

interface Filters {
  cluster: string;
  startDate: string;
  endDate: string;
}
const NO_FILTERS: Filters = { cluster: "", startDate: "", endDate: "" };
/** An export pages through the whole report at most this many rows at a time (the server's bound). */
const EXPORT_PAGE_SIZE = 1000;

const columns: Column<UsageRecord>[] = [
  { key: "date", title: systemText("date"), width: 110, render: (row) => row.date },
  { key: "cluster", title: systemText("cluster"), width: 120, render: (row) => row.cluster },
  { key: "cpu", title: systemText("cpuCoreHours"), render: (row) => formatCount(row.cpuCoreHours) },
  { key: "gpu", title: systemText("gpuCardHours"), render: (row) => formatCount(row.gpuCardHours) },
  { key: "memory", title: systemText("memoryGbHours"), render: (row) => formatCount(row.memoryGbHours) },
  { key: "peak", title: systemText("peakCpu"), render: (row) => `${row.peakCpu}%` },
];

/**
 * 资源报表 (resources-usage-page): each cluster's daily use over the last 90 days, filtered by cluster
 * and dates (the end not before the start), as a chart of the page's days and a paged table; 导出 saves
 * every matching row as a spreadsheet.
 */
export default function ReportPage() {
  const { http } = useCore();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = usePagedList((query) => usagePage(http, query), { filters: NO_FILTERS });
  const set = (patch: Partial<Filters>) => setDraft((prev) => ({ ...prev, ...patch }));

  const search = () => {
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setProblem(t("date.overlapping"));
      return;
    }
    setProblem(null);
    list.search(draft);
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      const first = await usagePage(http, { ...list.filters, pageNum: 1, pageSize: EXPORT_PAGE_SIZE });
      await exportUsage(first.list);
    } finally {
      setExporting(false);
    }
  };

  const dates = [...new Set(list.rows.map((row) => row.date))].reverse();
  const series = CLUSTERS.filter((cluster) => list.rows.some((row) => row.cluster === cluster)).map(
    (cluster) => ({
      label: `${cluster} ${systemText("cpuCoreHours")}`,
      values: dates.map(
        (date) => list.rows.find((row) => row.date === date && row.cluster === cluster)?.cpuCoreHours ?? 0,
      ),
    }),
  );

  return (
    <PageFrame title={systemText("reportTitle")}>
      <FilterBar
        aria-label={systemText("reportTitle")}
        onSearch={search}
        onReset={() => {
          setDraft(NO_FILTERS);
          setProblem(null);
          list.search(NO_FILTERS);
        }}
        actions={
          <Button
            size="small"
            icon="export"
            text={systemText("export")}
            loading={exporting}
            disabled={exporting || list.total === 0}
            onClick={() => void exportAll()}
          />
        }
      >
        <HTMLSelect
          aria-label={systemText("cluster")}
          value={draft.cluster}
          onChange={(event) => set({ cluster: event.currentTarget.value })}
        >
          <option value="">{systemText("allClusters")}</option>
          {CLUSTERS.map((cluster) => (
            <option key={cluster} value={cluster}>
              {cluster}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          size="small"
          type="date"
          aria-label={t("date.start")}
          value={draft.startDate}
          onChange={(event) => set({ startDate: event.currentTarget.value })}
        />
        <InputGroup
          size="small"
          type="date"
          aria-label={t("date.end")}
          value={draft.endDate}
          onChange={(event) => set({ endDate: event.currentTarget.value })}
        />
      </FilterBar>
      {problem && (
        <Callout intent="danger" compact role="alert">
          {problem}
        </Callout>
      )}
      <Card compact className="ws-sys-section">
        <H5>{systemText("dailyUsage")}</H5>
        <KitChart
          kind="bar"
          title={systemText("dailyUsage")}
          labels={dates}
          series={series}
          emptyText={t("table.empty")}
        />
      </Card>
      <PagedTable
        aria-label={systemText("dailyUsage")}
        list={list}
        columns={columns}
        rowKey={(row) => `${row.date}:${row.cluster}`}
      />
    </PageFrame>
  );
}
