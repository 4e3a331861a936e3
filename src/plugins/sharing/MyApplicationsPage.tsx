import { t } from "../../core/messages";
import { useState } from "react";
import { HTMLSelect, Tag } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { FilterBar, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { orderApi } from "./api";
import { priceText } from "./money";
import { sharingText, statusText, typeText } from "./messages";
import type { ApplyOrder } from "./types";

const STATUS_INTENT = ["warning", "primary", "success", "danger"] as const;

const columns: Column<ApplyOrder>[] = [
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
      <Tag minimal intent={STATUS_INTENT[row.status] ?? "none"}>
        {statusText(row.status)}
      </Tag>
    ),
  },
  { key: "rejectReason", title: sharingText("rejectReason"), render: (row) => row.rejectReason || "-" },
  { key: "time", title: sharingText("createTime"), width: 160, render: (row) => row.createTime },
];

/** 我的共享申请: the user's sharing work orders, their status, price and any reason for rejection. */
export default function MyApplicationsPage() {
  const { http } = useCore();
  const [status, setStatus] = useState("");
  const filtersOf = (value: string) => ({ keyword: "", status: value === "" ? undefined : Number(value) });
  const list = usePagedList((query) => orderApi(http).myPage(query), { filters: filtersOf("") });
  return (
    <PageFrame title={sharingText("myTitle")}>
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
          <option value="">{`${t("field.status")}：${sharingText("all")}`}</option>
          {[0, 1, 2, 3].map((value) => (
            <option key={value} value={value}>
              {statusText(value)}
            </option>
          ))}
        </HTMLSelect>
      </FilterBar>
      <PagedTable
        aria-label={sharingText("myTitle")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </PageFrame>
  );
}
