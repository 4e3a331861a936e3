import { useState } from "react";
import { Card, H5, HTMLTable } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { formatCents } from "../../core/money";
import { useCore } from "../../ui/CoreContext";
import { KitChart } from "../../ui/kit/charts";
import { formatDateTime } from "../../ui/kit/dates";
import { HpcRequired } from "../../ui/kit/HpcRequired";
import { PagedTable, usePagedList } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { pageWalletRecharges, readWallet } from "./api";
import { exportSheet } from "./exportSheet";
import { formatQuantity, kindText, unitText } from "./kinds";
import { billingText } from "./messages";
import "./billing.css";
import { StatsFilter, type StatsQuery } from "./StatsFilter";
import { WalletRule } from "./WalletRule";

/**
 * 我的钱包: the balance (recharges less consumption), the recharges, and the consumption in a time
 * range by resource (usage, charge, service fees, deducted) and by day. Shown with an HPC account.
 */
function Wallet() {
  const { http } = useCore();
  const [query, setQuery] = useState<StatsQuery>({});
  const wallet = useLoaded(() => readWallet(http, query), JSON.stringify(query));
  const recharges = usePagedList((paging) => pageWalletRecharges(http, paging), { filters: {} });
  const data = wallet.data;
  const byResource = data?.byResource ?? [];

  const exportRows = () =>
    void exportSheet(
      t("user.wallet"),
      [
        billingText("chargeKind"),
        billingText("quantity"),
        billingText("unit"),
        billingText("charge"),
        billingText("fees"),
        billingText("deducted"),
      ],
      byResource.map((row) => [
        kindText(row.kind),
        formatQuantity(row.kind, row.quantity),
        unitText(row.kind),
        formatCents(row.chargeCents),
        formatCents(row.feeCents),
        formatCents(row.totalCents),
      ]),
    );

  return (
    <>
      {data && <WalletRule state={data.state} />}
      <div className="billing-cards">
        {(
          [
            ["balance", data?.balanceCents],
            ["rechargeTotal", data?.rechargeCents],
            ["consumed", data?.consumedCents],
          ] as const
        ).map(([label, cents]) => (
          <Card key={label} className="billing-card" aria-label={billingText(label)}>
            <div className="billing-card-label">{billingText(label)}</div>
            <div className="billing-card-value">{cents === undefined ? "-" : formatCents(cents)}</div>
          </Card>
        ))}
      </div>
      <StatsFilter
        withAccount={false}
        onSearch={setQuery}
        onExport={exportRows}
        canExport={byResource.length > 0}
      />
      <H5>{billingText("byResource")}</H5>
      <HTMLTable compact striped aria-label={billingText("byResource")} className="billing-table">
        <thead>
          <tr>
            {[
              billingText("chargeKind"),
              billingText("quantity"),
              billingText("unit"),
              billingText("charge"),
              billingText("fees"),
              billingText("deducted"),
            ].map((title) => (
              <th key={title}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {byResource.map((row) => (
            <tr key={row.kind}>
              <td>{kindText(row.kind)}</td>
              <td>{formatQuantity(row.kind, row.quantity)}</td>
              <td>{unitText(row.kind)}</td>
              <td>{formatCents(row.chargeCents)}</td>
              <td>{formatCents(row.feeCents)}</td>
              <td>{formatCents(row.totalCents)}</td>
            </tr>
          ))}
          {data && byResource.length === 0 && (
            <tr>
              <td colSpan={6}>{t("table.empty")}</td>
            </tr>
          )}
          {data && byResource.length > 0 && (
            <tr>
              <td colSpan={5}>{billingText("periodConsumed")}</td>
              <td>{formatCents(data.periodCents)}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      <H5>{billingText("byDay")}</H5>
      <KitChart
        kind="bar"
        title={billingText("byDay")}
        labels={(data?.byDay ?? []).map((day) => day.date)}
        series={[
          { label: billingText("deducted"), values: (data?.byDay ?? []).map((day) => day.cents / 100) },
        ]}
        emptyText={billingText("chartEmpty")}
      />
      <H5>{billingText("rechargeRecords")}</H5>
      <PagedTable
        list={recharges}
        rowKey={(row) => row.id}
        columns={[
          { key: "time", title: billingText("rechargeTime"), render: (row) => formatDateTime(row.createdAt) },
          { key: "amount", title: billingText("amount"), render: (row) => formatCents(row.amountCents) },
          { key: "remark", title: billingText("remark"), render: (row) => row.remark },
        ]}
      />
    </>
  );
}

export default function WalletPage() {
  return (
    <PageFrame title={t("user.wallet")}>
      <HpcRequired>
        <Wallet />
      </HpcRequired>
    </PageFrame>
  );
}
