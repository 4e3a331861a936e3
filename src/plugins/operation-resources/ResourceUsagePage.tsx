import { useEffect, useMemo, useState } from "react";
import { Button, HTMLSelect, HTMLTable, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import {
  APPLICATIONS,
  type ApplicationUsage,
  type UsageQuery,
  type UsageRow,
} from "../../contracts/operationResources";
import { useCore } from "../../ui/CoreContext";
import { DateRangeField, type DateRange } from "../../ui/kit/DateRangeField";
import { formatDateTime } from "../../ui/kit/dates";
import { PageFrame } from "../../ui/kit/PageFrame";
import { FilterBar, formatCount, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { resourcesApi } from "./api";
import { operationResourcesText } from "./messages";
import "./resources.css";

interface Draft {
  applicationCode: UsageQuery["applicationCode"];
  userName: string;
  range: DateRange;
}
const NO_DRAFT: Draft = { applicationCode: "", userName: "", range: [null, null] };
const NO_FILTERS: UsageQuery = { applicationCode: "", userName: "", startTime: "", endTime: "" };

const queryOf = (draft: Draft): UsageQuery => ({
  applicationCode: draft.applicationCode,
  userName: draft.userName.trim(),
  startTime: draft.range[0] ? formatDateTime(draft.range[0]) : "",
  endTime: draft.range[1] ? formatDateTime(draft.range[1]) : "",
});

const COLUMNS: Column<UsageRow>[] = [
  {
    key: "application",
    title: operationResourcesText("application"),
    width: 110,
    render: (row) => row.applicationName,
  },
  { key: "user", title: operationResourcesText("user"), render: (row) => row.userName },
  {
    key: "quantity",
    title: operationResourcesText("quantity"),
    render: (row) => `${formatCount(row.quantity)} ${row.unitText}`,
  },
  {
    key: "records",
    title: operationResourcesText("records"),
    width: 90,
    render: (row) => formatCount(row.records),
  },
  { key: "lastUsed", title: operationResourcesText("lastUsed"), width: 160, render: (row) => row.lastUsed },
];

/**
 * 资源使用 (ai-domain §2 operation management; §7 resource-info, application/list): what each
 * application used, in total and per user, filtered by application, user and when the use ended.
 */
export default function ResourceUsagePage() {
  const { http } = useCore();
  const api = useMemo(() => resourcesApi(http), [http]);
  const [draft, setDraft] = useState<Draft>(NO_DRAFT);
  const [totals, setTotals] = useState<ApplicationUsage[] | null>(null);
  const list = usePagedList((query) => api.usagePage(query), { filters: NO_FILTERS });
  const set = (patch: Partial<Draft>) => setDraft((prev) => ({ ...prev, ...patch }));

  const { filters } = list;
  useEffect(() => {
    let live = true;
    api.usageTotals(filters).then(
      (rows) => live && setTotals(rows),
      () => live && setTotals([]),
    );
    return () => {
      live = false;
    };
  }, [api, filters]);

  return (
    <PageFrame title={operationResourcesText("usageTitle")}>
      <FilterBar
        aria-label={operationResourcesText("usageTitle")}
        onSearch={() => list.search(queryOf(draft))}
        onReset={() => {
          setDraft(NO_DRAFT);
          list.search(NO_FILTERS);
        }}
        actions={<Button size="small" icon="refresh" text={t("action.refresh")} onClick={list.refresh} />}
      >
        <HTMLSelect
          aria-label={operationResourcesText("application")}
          value={draft.applicationCode}
          onChange={(event) =>
            set({ applicationCode: event.currentTarget.value as Draft["applicationCode"] })
          }
        >
          <option value="">{operationResourcesText("allApplications")}</option>
          {APPLICATIONS.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          size="small"
          aria-label={operationResourcesText("user")}
          placeholder={operationResourcesText("userPlaceholder")}
          value={draft.userName}
          onValueChange={(userName) => set({ userName })}
        />
        <DateRangeField value={draft.range} onChange={(range) => set({ range })} />
      </FilterBar>
      <HTMLTable compact bordered className="ws-usage-totals" aria-label={operationResourcesText("totals")}>
        <thead>
          <tr>
            <th scope="col">{operationResourcesText("application")}</th>
            <th scope="col">{operationResourcesText("quantity")}</th>
            <th scope="col">{operationResourcesText("records")}</th>
            <th scope="col">{operationResourcesText("users")}</th>
          </tr>
        </thead>
        <tbody>
          {(totals ?? []).map((row) => (
            <tr key={row.applicationCode}>
              <th scope="row">{row.applicationName}</th>
              <td>{`${formatCount(row.quantity)} ${row.unitText}`}</td>
              <td>{formatCount(row.records)}</td>
              <td>{formatCount(row.users)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <PagedTable
        aria-label={operationResourcesText("usageList")}
        list={list}
        columns={COLUMNS}
        rowKey={(row) => `${row.applicationCode}-${row.userName}`}
      />
    </PageFrame>
  );
}
