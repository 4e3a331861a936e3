import { useState } from "react";
import { Tag } from "@blueprintjs/core";
import type { BillType } from "../../contracts/billing";
import { formatCents } from "../../core/money";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { PagedTable, type Column } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readBillStatistics } from "./api";
import { exportSheet } from "./exportSheet";
import { kindText, RESOURCE_KINDS, SHARE_KINDS } from "./kinds";
import { billingText } from "./messages";
import { StatsFilter, type StatsQuery } from "./StatsFilter";
import type { BillRow } from "./types";

const KINDS = [...RESOURCE_KINDS, ...SHARE_KINDS];

/**
 * 账单统计: per account and item, the charge (资源计费统计), the same usage at standard prices
 * (标准统计), the platform's or the sub-centres' service fees; the total, a chart per day and 导出.
 */
export function BillStatsPage({ title, type }: { title: string; type: BillType }) {
  const { http } = useCore();
  const [query, setQuery] = useState<StatsQuery>({});
  const bill = useLoaded(() => readBillStatistics(http, { ...query, type }), JSON.stringify(query));
  const rows = bill.data?.rows ?? [];
  const columns: Column<BillRow>[] = [
    { key: "account", title: billingText("account"), render: (row) => `${row.account}（${row.name}）` },
    ...KINDS.map((kind) => ({
      key: kind,
      title: `${kindText(kind)}（元）`,
      render: (row: BillRow) => formatCents(row[kind]),
    })),
    { key: "total", title: billingText("totalAmount"), render: (row) => formatCents(row.total) },
  ];
  const days = bill.data?.days ?? [];

  const exportRows = () =>
    void exportSheet(
      title,
      columns.map((column) => String(column.title)),
      rows.map((row) => [
        `${row.account}（${row.name}）`,
        ...KINDS.map((kind) => formatCents(row[kind])),
        formatCents(row.total),
      ]),
    );

  return (
    <PageFrame
      title={title}
      extra={
        bill.data && (
          <Tag
            large
            minimal
            intent="primary"
          >{`${billingText("totalAmount")} ${formatCents(bill.data.totalCents)}`}</Tag>
        )
      }
    >
      <StatsFilter withAccount onSearch={setQuery} onExport={exportRows} canExport={rows.length > 0} />
      <KitChart
        kind="bar"
        title={billingText("billChart")}
        labels={days.map((day) => day.date)}
        series={[{ label: billingText("totalAmount"), values: days.map((day) => day.cents / 100) }]}
        emptyText={billingText("chartEmpty")}
      />
      <PagedTable
        rows={rows}
        loading={bill.loading && !bill.data}
        columns={columns}
        rowKey={(row) => row.userId}
      />
    </PageFrame>
  );
}
