import { t } from "../../core/messages";
import { useCallback, useEffect, useState } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { useCore, useSession } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { PagedTable, useConfirm, usePagedList, type Column } from "../../ui/kit/list";
import { orderApi } from "./api";
import { priceText } from "./money";
import { sharingText, statusText, typeText } from "./messages";
import { NO_ORDER_DRAFT, OrderFilterBar, orderFiltersOf, type OrderDraft } from "./OrderFilterBar";
import { OrderStatCards } from "./OrderStatCards";
import { PriceDialog } from "./PriceDialog";
import { RejectDialog } from "./RejectDialog";
import type { ApplyOrder, OrderStat } from "./types";
import "./sharing.css";

const STATUS_INTENT = ["warning", "primary", "success", "danger"] as const;
const isOpen = (order: ApplyOrder) => order.status === 0 || order.status === 1;

const columns: Column<ApplyOrder>[] = [
  { key: "applicant", title: sharingText("applicant"), width: 100, render: (row) => row.applicantName },
  { key: "type", title: sharingText("resourceType"), width: 80, render: (row) => typeText(row.resourceType) },
  { key: "name", title: sharingText("resourceName"), width: 160, render: (row) => row.resourceName },
  { key: "owner", title: sharingText("owner"), width: 100, render: (row) => row.ownerName },
  { key: "reason", title: sharingText("reason"), render: (row) => row.reason },
  { key: "price", title: sharingText("price"), width: 90, render: (row) => priceText(row) },
  {
    key: "status",
    title: t("field.status"),
    width: 80,
    render: (row) => (
      <Tag minimal intent={STATUS_INTENT[row.status] ?? "none"} title={row.rejectReason || undefined}>
        {statusText(row.status)}
      </Tag>
    ),
  },
  { key: "time", title: sharingText("createTime"), width: 160, render: (row) => row.createTime },
  { key: "handler", title: sharingText("handler"), width: 90, render: (row) => row.handlerName || "-" },
];

/**
 * 工单管理 › 共享管理: manage-stat, filters, the orders; 受理, 通过, 驳回 (with a reason), 定价 (yuan → cents).
 * An order the signed-in user applied for shows no buttons: its applicant never prices or approves it.
 */
export default function SharingManagementPage() {
  const { http } = useCore();
  const userId = useSession().user?.id;
  const handles = (order: ApplyOrder) => isOpen(order) && String(order.applicantId) !== String(userId);
  const api = orderApi(http);
  const [draft, setDraft] = useState<OrderDraft>(NO_ORDER_DRAFT);
  const [stat, setStat] = useState<OrderStat | null>(null);
  const [pricing, setPricing] = useState<ApplyOrder | null>(null);
  const [rejecting, setRejecting] = useState<ApplyOrder | null>(null);
  const { ask, element } = useConfirm();
  const list = usePagedList((query) => api.page(query), { filters: orderFiltersOf(NO_ORDER_DRAFT) });

  const loadStat = useCallback(
    () =>
      void orderApi(http)
        .stat()
        .then(setStat, () => undefined),
    [http],
  );
  useEffect(loadStat, [loadStat]);
  const changed = () => {
    list.refresh();
    loadStat();
  };

  const approve = async (order: ApplyOrder, status: 1 | 2) => {
    if (!(await ask(sharingText(status === 1 ? "confirmAccept" : "confirmPass")))) return;
    await api.approve(order.id, status).catch(() => undefined);
    changed();
  };

  return (
    <PageFrame title={sharingText("ordersTitle")}>
      <OrderStatCards stat={stat} />
      <OrderFilterBar
        draft={draft}
        onChange={setDraft}
        onSearch={() => list.search(orderFiltersOf(draft))}
        onReset={() => {
          setDraft(NO_ORDER_DRAFT);
          list.search(orderFiltersOf(NO_ORDER_DRAFT));
        }}
      />
      <PagedTable
        aria-label={sharingText("ordersTitle")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth={200}
        actions={(row) =>
          handles(row) && (
            <>
              {row.status === 0 && (
                <Button
                  size="small"
                  variant="minimal"
                  text={sharingText("accept")}
                  onClick={() => void approve(row, 1)}
                />
              )}
              <Button
                size="small"
                variant="minimal"
                text={sharingText("setPrice")}
                onClick={() => setPricing(row)}
              />
              <Button
                size="small"
                variant="minimal"
                intent="success"
                text={sharingText("pass")}
                onClick={() => void approve(row, 2)}
              />
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                text={sharingText("reject")}
                onClick={() => setRejecting(row)}
              />
            </>
          )
        }
      />
      <PriceDialog
        order={pricing}
        onSubmit={async (cents) => {
          if (pricing) await api.updatePrice(pricing.id, cents);
          changed();
        }}
        onClose={() => setPricing(null)}
      />
      <RejectDialog
        order={rejecting}
        onSubmit={async (reason) => {
          if (rejecting) await api.approve(rejecting.id, 3, reason);
          changed();
        }}
        onClose={() => setRejecting(null)}
      />
      {element}
    </PageFrame>
  );
}
