import { useMemo, useState } from "react";
import { H4, HTMLSelect, InputGroup, Switch, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { FilterBar, PagedTable, useConfirm, usePagedList, type Column } from "../../ui/kit/list";
import { hpcApi, type CenterAccountView } from "./api";
import { hpcText } from "./messages";

interface Filters {
  account: string;
  /** "" all, "1" enabled, "0" disabled. */
  status: string;
}

const NO_FILTERS: Filters = { account: "", status: "" };

/** Back office, hpc-management/init-account: every account of the centre, paged and filterable. */
export default function HpcAccountsAdminPage() {
  const core = useCore();
  const api = useMemo(() => hpcApi(core.http), [core.http]);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const list = usePagedList((query) => api.adminPage(query), { filters: NO_FILTERS });
  const { ask, element: confirmElement } = useConfirm();

  const toggle = async (row: CenterAccountView) => {
    if (!(await ask(t("switch.confirm"), { intent: "warning", icon: "warning-sign" }))) return;
    await api.updateStatus(row.id, row.status === 1 ? 0 : 1).catch(() => undefined);
    list.refresh();
  };

  const columns: Column<CenterAccountView>[] = [
    { key: "account", title: t("field.account"), render: (row) => row.account },
    {
      key: "type",
      title: hpcText("accountType"),
      render: (row) => (row.accountType === 1 ? hpcText("accountTypeHpc") : row.accountType),
    },
    { key: "cluster", title: hpcText("cluster"), render: (row) => row.cluster },
    {
      key: "needsCode",
      title: hpcText("needsCode"),
      render: (row) => (row.needsCode ? hpcText("yes") : "—"),
    },
    {
      key: "users",
      title: hpcText("bindUsers"),
      render: (row) =>
        row.bindUserNames.map((name) => (
          <Tag key={name} minimal className="ws-tag-gap">
            {name}
          </Tag>
        )),
    },
    {
      key: "createdAt",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: "status",
      title: t("field.status"),
      render: (row) => (
        <Switch
          role="switch"
          checked={row.status === 1}
          label={row.status === 1 ? hpcText("statusOn") : hpcText("statusOff")}
          aria-label={`${t("field.status")} ${row.account}`}
          onChange={() => void toggle(row)}
        />
      ),
    },
  ];

  return (
    <div className="ws-page ws-hpc-admin">
      <H4>{hpcText("adminTitle")}</H4>
      <FilterBar
        onSearch={() => list.search({ account: draft.account.trim(), status: draft.status })}
        onReset={() => {
          setDraft(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          leftIcon="search"
          placeholder={t("field.account")}
          aria-label={t("field.account")}
          value={draft.account}
          onValueChange={(account) => setDraft((prev) => ({ ...prev, account }))}
        />
        <HTMLSelect
          aria-label={t("field.status")}
          value={draft.status}
          onChange={(event) => setDraft((prev) => ({ ...prev, status: event.target.value }))}
          options={[
            { value: "", label: hpcText("statusAll") },
            { value: "1", label: hpcText("statusOn") },
            { value: "0", label: hpcText("statusOff") },
          ]}
        />
      </FilterBar>
      <PagedTable list={list} columns={columns} rowKey={(row) => row.id} aria-label={hpcText("adminTitle")} />
      {confirmElement}
    </div>
  );
}
