import { useState } from "react";
import { Button } from "@blueprintjs/core";
import type { UsageScope } from "../../contracts/billing";
import { formatCents } from "../../core/money";
import { useCore } from "../../ui/CoreContext";
import { ListToolbar, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { pageAccounts, recharge } from "./api";
import { BalanceRulePanel } from "./BalanceRulePanel";
import { kindText, RESOURCE_KINDS, SHARE_KINDS } from "./kinds";
import { billingText } from "./messages";
import "./billing.css";
import { RechargeDialog } from "./RechargeDialog";
import { RechargeRecordsDialog } from "./RechargeRecordsDialog";
import type { AccountCost } from "./types";

/**
 * 资源费用 / 共享费用 of 账户资源管理: each account's cost per item (charge and service fees), its
 * recharges, consumption and balance; 充值 and 充值记录 per account; filter by account name. 资源费用
 * also holds the balance rule: the warning threshold and the accounts under it or owing.
 */
export function AccountCostPage({ title, scope }: { title: string; scope: UsageScope }) {
  const { http } = useCore();
  const list = usePagedList((query) => pageAccounts(http, { ...query, scope }), { filters: { keyword: "" } });
  const [charging, setCharging] = useState<AccountCost | null>(null);
  const [records, setRecords] = useState<AccountCost | null>(null);
  const [recharged, setRecharged] = useState(0);
  const kinds = scope === "share" ? SHARE_KINDS : RESOURCE_KINDS;
  const columns: Column<AccountCost>[] = [
    { key: "account", title: billingText("account"), render: (row) => row.account },
    { key: "name", title: billingText("accountName"), render: (row) => row.name },
    ...kinds.map((kind) => ({
      key: kind,
      title: `${kindText(kind)}（元）`,
      render: (row: AccountCost) => formatCents(row[`${kind}Cents`] ?? 0),
    })),
    ...(kinds.length > 1
      ? [
          {
            key: "cost",
            title: billingText("cost"),
            render: (row: AccountCost) => formatCents(row.costCents),
          },
        ]
      : []),
    { key: "recharge", title: billingText("rechargeTotal"), render: (row) => formatCents(row.rechargeCents) },
    { key: "consumed", title: billingText("consumed"), render: (row) => formatCents(row.consumedCents) },
    { key: "balance", title: billingText("balance"), render: (row) => formatCents(row.balanceCents) },
  ];

  return (
    <PageFrame title={title}>
      <ListToolbar label={billingText("account")} onSearch={(keyword) => list.search({ keyword })} />
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.userId}
        actionsWidth={160}
        actions={(row) => (
          <>
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text={billingText("rechargeAction")}
              onClick={() => setCharging(row)}
            />
            <Button
              size="small"
              variant="minimal"
              text={billingText("rechargeRecords")}
              onClick={() => setRecords(row)}
            />
          </>
        )}
      />
      {charging && (
        <RechargeDialog
          account={charging}
          onSave={async (body, key) => {
            await recharge(http, body, key);
            list.refresh();
            setRecharged((count) => count + 1);
          }}
          onClose={() => setCharging(null)}
        />
      )}
      {scope === "resource" && <BalanceRulePanel version={recharged} />}
      {records && <RechargeRecordsDialog account={records} onClose={() => setRecords(null)} />}
    </PageFrame>
  );
}
