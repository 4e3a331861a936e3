import { t } from "../../core/messages";
import { useState } from "react";
import { HTMLSelect, Tag } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { FilterBar, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { orderApi } from "./api";
import { priceText } from "./money";
import { st, statusText, typeText } from "./messages";
import type { ApplyOrder } from "./types";

const STATUS_INTENT = ["warning", "primary", "success", "danger"] as const;

const columns: Column<ApplyOrder>[] = [
  { key: "type", title: st("resourceType"), width: 80, render: (row) => typeText(row.resourceType) },
  { key: "name", title: st("resourceName"), width: 160, render: (row) => row.resourceName },
  { key: "owner", title: st("owner"), width: 100, render: (row) => row.ownerName },
  { key: "reason", title: st("reason"), render: (row) => row.reason },
  { key: "price", title: st("price"), width: 90, render: (row) => priceText(row) },
  {
    key: "status",
    title: t("field.status"),
    width: 80,
    render: (row) => (
      <Tag minimal intent={STATUS_INTENT[row.status] ?? "none"}>
        {statusText(row.status)}
      </Tag>
    ),
  },
  { key: "rejectReason", title: st("rejectReason"), render: (row) => row.rejectReason || "-" },
  { key: "time", title: st("createTime"), width: 160, render: (row) => row.createTime },
];

/** 我的共享申请: the user's sharing work orders, their status, price and any reason for rejection. */
export default function MyApplicationsPage() {
  const { http } = useCore();
  const [status, setStatus] = useState("");
  const filtersOf = (value: string) => ({ keyword: "", status: value === "" ? undefined : Number(value) });
  const list = usePagedList((query) => orderApi(http).myPage(query), { filters: filtersOf("") });
  return (
    <PageFrame title={st("myTitle")}>
      <FilterBar
        aria-label="filters"
        onSearch={() => list.search(filtersOf(status))}
        onReset={() => {
          setStatus("");
          list.search(filtersOf(""));
        }}
      >
        <HTMLSelect
          aria-label={t("field.status")}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
        >
          <option value="">{`${t("field.status")}：${st("all")}`}</option>
          {[0, 1, 2, 3].map((value) => (
            <option key={value} value={value}>
              {statusText(value)}
            </option>
          ))}
        </HTMLSelect>
      </FilterBar>
      <PagedTable aria-label={st("myTitle")} list={list} columns={columns} rowKey={(row) => row.id} />
    </PageFrame>
  );
}
