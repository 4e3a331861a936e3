import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert, Button, Card, HTMLSelect, HTMLTable, InputGroup, Switch, Tag } from "@blueprintjs/core";
import { LIMITS } from "../../core/config";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { hpcApi, type CenterAccountRow, type Page } from "./api";
import { formatDateTime } from "../../ui/kit/formatDateTime";
import { ht } from "./messages";

interface Query {
  pageNum: number;
  pageSize: number;
  account: string;
  status: string;
}

/** Back office, hpc-management/init-account: every account of the centre, paged and filterable. */
export default function HpcAccountsAdminPage() {
  const core = useCore();
  const api = useMemo(() => hpcApi(core.http), [core.http]);
  const [query, setQuery] = useState<Query>({
    pageNum: LIMITS.defaultPageNum,
    pageSize: LIMITS.defaultPageSize,
    account: "",
    status: "",
  });
  const [draft, setDraft] = useState({ account: "", status: "" });
  const [page, setPage] = useState<Page<CenterAccountRow> | null>(null);
  const [toggling, setToggling] = useState<CenterAccountRow | null>(null);

  const load = useCallback(() => {
    api
      .adminPage(query)
      .then(setPage)
      .catch(() => setPage({ list: [], total: 0, pageNum: query.pageNum, pageSize: query.pageSize }));
  }, [api, query]);
  useEffect(load, [load]);

  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / query.pageSize));
  const confirmToggle = async () => {
    if (!toggling) return;
    await api.updateStatus(toggling.id, toggling.status === 1 ? 0 : 1).catch(() => undefined);
    setToggling(null);
    load();
  };

  return (
    <Card className="ws-page ws-hpc-admin">
      <div className="ws-page-head">
        <h3 className="bp6-heading">{ht("adminTitle")}</h3>
      </div>
      <form
        className="ws-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery((prev) => ({ ...prev, ...draft, pageNum: 1 }));
        }}
      >
        <InputGroup
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
            { value: "", label: ht("statusAll") },
            { value: "1", label: ht("statusOn") },
            { value: "0", label: ht("statusOff") },
          ]}
        />
        <Button type="submit" intent="primary" text={t("action.search")} />
      </form>
      <HTMLTable striped compact className="ws-table" aria-label={ht("adminTitle")}>
        <thead>
          <tr>
            <th>{t("field.account")}</th>
            <th>{ht("accountType")}</th>
            <th>{ht("cluster")}</th>
            <th>{ht("needsCode")}</th>
            <th>{ht("bindUsers")}</th>
            <th>{t("field.createTime")}</th>
            <th>{t("field.status")}</th>
          </tr>
        </thead>
        <tbody>
          {page?.list.map((row) => (
            <tr key={row.id}>
              <td>{row.account}</td>
              <td>{row.accountType === 1 ? ht("accountTypeHpc") : row.accountType}</td>
              <td>{row.cluster}</td>
              <td>{row.needsCode ? ht("yes") : "—"}</td>
              <td>
                {row.bindUserNames.map((name) => (
                  <Tag key={name} minimal className="ws-tag-gap">
                    {name}
                  </Tag>
                ))}
              </td>
              <td>{formatDateTime(row.createdAt)}</td>
              <td>
                <Switch
                  checked={row.status === 1}
                  label={row.status === 1 ? ht("statusOn") : ht("statusOff")}
                  aria-label={`${t("field.status")} ${row.account}`}
                  onChange={() => setToggling(row)}
                />
              </td>
            </tr>
          ))}
          {page && page.list.length === 0 && (
            <tr>
              <td colSpan={7} className="bp6-text-muted">
                {t("table.empty")}
              </td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      <div className="ws-pager">
        <span>{t("pager.total", { total: page?.total ?? 0 })}</span>
        <Button
          small
          text={t("pager.prev")}
          disabled={query.pageNum <= 1}
          onClick={() => setQuery((prev) => ({ ...prev, pageNum: prev.pageNum - 1 }))}
        />
        <span>{t("pager.pageOf", { page: query.pageNum, pages })}</span>
        <Button
          small
          text={t("pager.next")}
          disabled={query.pageNum >= pages}
          onClick={() => setQuery((prev) => ({ ...prev, pageNum: prev.pageNum + 1 }))}
        />
      </div>
      <Alert
        isOpen={toggling !== null}
        intent="warning"
        confirmButtonText={t("confirm.ok")}
        cancelButtonText={t("confirm.cancel")}
        canEscapeKeyCancel={false}
        canOutsideClickCancel={false}
        onConfirm={() => void confirmToggle()}
        onCancel={() => setToggling(null)}
      >
        {t("switch.confirm")}
      </Alert>
    </Card>
  );
}
