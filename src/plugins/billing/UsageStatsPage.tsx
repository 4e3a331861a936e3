import { useState } from "react";
import type { UsageScope } from "../../contracts/billing";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { PagedTable, type Column } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readUsageStatistics, readWalletUsage } from "./api";
import { exportSheet } from "./exportSheet";
import { formatQuantity, kindText, RESOURCE_KINDS, SHARE_KINDS, SHOWN_UNIT, unitText } from "./kinds";
import { billingText } from "./messages";
import { StatsFilter, type StatsQuery } from "./StatsFilter";
import type { UsageRow } from "./types";

/**
 * 资源用量 / 共享用量 (operations, every account or one) or 用量统计 (the user's own): quantities per
 * account and item in their units (核时, GB·天, 次), a chart per day, 导出.
 */
export function UsageStatsPage({
  title,
  scope,
  own,
}: {
  title: string;
  scope: UsageScope | "all";
  own?: boolean;
}) {
  const { http } = useCore();
  const [query, setQuery] = useState<StatsQuery>({});
  const key = JSON.stringify(query);
  const usage = useLoaded(
    () =>
      own || scope === "all" ? readWalletUsage(http, query) : readUsageStatistics(http, { ...query, scope }),
    key,
  );
  const kinds =
    scope === "share"
      ? SHARE_KINDS
      : scope === "resource"
        ? RESOURCE_KINDS
        : [...RESOURCE_KINDS, ...SHARE_KINDS];
  const rows = usage.data?.rows ?? [];
  const columns: Column<UsageRow>[] = [
    ...(own
      ? []
      : [
          {
            key: "account",
            title: billingText("account"),
            render: (row: UsageRow) => `${row.account}（${row.name}）`,
          },
        ]),
    { key: "kind", title: billingText("chargeKind"), render: (row) => kindText(row.kind) },
    {
      key: "quantity",
      title: billingText("quantity"),
      render: (row) => formatQuantity(row.kind, row.quantity),
    },
    { key: "unit", title: billingText("unit"), render: (row) => unitText(row.kind) },
  ];
  const dates = [...new Set((usage.data?.days ?? []).map((day) => day.date))];
  const series = kinds.map((kind) => ({
    label: `${kindText(kind)}（${unitText(kind)}）`,
    values: dates.map(
      (date) =>
        (usage.data?.days.find((day) => day.date === date && day.kind === kind)?.quantity ?? 0) /
        SHOWN_UNIT[kind],
    ),
  }));

  const exportRows = () =>
    void exportSheet(
      title,
      columns.map((column) => String(column.title)),
      rows.map((row) => [
        ...(own ? [] : [`${row.account}（${row.name}）`]),
        kindText(row.kind),
        formatQuantity(row.kind, row.quantity),
        unitText(row.kind),
      ]),
    );

  return (
    <PageFrame title={title}>
      <StatsFilter withAccount={!own} onSearch={setQuery} onExport={exportRows} canExport={rows.length > 0} />
      <KitChart
        kind="bar"
        title={billingText("usageChart")}
        labels={dates}
        series={series}
        emptyText={billingText("chartEmpty")}
      />
      <PagedTable
        rows={rows}
        loading={usage.loading && !usage.data}
        columns={columns}
        rowKey={(row) => `${row.userId}:${row.kind}`}
      />
    </PageFrame>
  );
}
