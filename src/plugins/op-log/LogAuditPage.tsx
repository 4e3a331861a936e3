import { useMemo, useState } from "react";
import { Button, H4, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { DateRangeField, type DateRange } from "../../ui/kit/DateRangeField";
import { fileStamp, formatDateTime } from "../../ui/kit/dates";
import { FilterBar, usePagedList } from "../../ui/kit/list";
import { DenseTable, type DenseColumn } from "../../ui/kit/list/DenseTable";
import { readLogs, type OpLogEntryView } from "./api";
import { saveSheet } from "./exportSheet";
import { opLogText } from "./messages";
import "./opLog.css";

const EXPORT_PAGE_SIZE = 1000;

interface Draft {
  user: string;
  pageName: string;
  content: string;
  range: DateRange;
}

/** The filters as the log read takes them (empty ones are left out of the query). */
type Filters = { user: string; pageName: string; content: string; startTime: string; endTime: string };

const NO_DRAFT: Draft = { user: "", pageName: "", content: "", range: [null, null] };

const filtersOf = (draft: Draft): Filters => ({
  user: draft.user.trim(),
  pageName: draft.pageName.trim(),
  content: draft.content.trim(),
  startTime: formatDateTime(draft.range[0]),
  endTime: formatDateTime(draft.range[1]),
});

/** The grid's and the export's columns (titles in the shell's language when the page opens). */
const columnsOf = (): DenseColumn<OpLogEntryView>[] => [
  { key: "userName", title: opLogText("user"), text: (row) => row.userName, width: 110 },
  { key: "userAccount", title: t("field.account"), text: (row) => row.userAccount, width: 110 },
  { key: "operationTime", title: opLogText("time"), text: (row) => row.operationTime, width: 150 },
  { key: "pageName", title: opLogText("pageName"), text: (row) => row.pageName, width: 130 },
  { key: "content", title: opLogText("content"), text: (row) => row.content, width: 360 },
  { key: "ip", title: opLogText("ip"), text: (row) => row.ip, width: 120 },
  { key: "area", title: opLogText("area"), text: (row) => row.area, width: 110 },
  { key: "reportedBy", title: opLogText("reportedBy"), text: (row) => row.reportedBy ?? "", width: 110 },
];

/**
 * Log audit (back office, system-manage): the operation log, filtered by user, page, content and a
 * time range, paged by the list kit, in a dense grid (resize, frozen user column, Ctrl+C), exported.
 */
export default function LogAuditPage() {
  const { http } = useCore();
  const [draft, setDraft] = useState<Draft>(NO_DRAFT);
  const list = usePagedList((query) => readLogs(http, query), { filters: filtersOf(NO_DRAFT) });
  const [exporting, setExporting] = useState(false);
  const columns = useMemo(() => columnsOf(), []);

  const exportRows = async () => {
    setExporting(true);
    try {
      const rows: OpLogEntryView[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const chunk = await readLogs(http, { ...list.filters, pageNum, pageSize: EXPORT_PAGE_SIZE });
        rows.push(...chunk.list);
        if (chunk.list.length < EXPORT_PAGE_SIZE || rows.length >= chunk.total) break;
      }
      await saveSheet(
        `${opLogText("exportFile")}-${fileStamp()}.xlsx`,
        opLogText("exportFile"),
        columns.map((column) => column.title),
        rows.map((row) => columns.map((column) => column.text(row) ?? "")),
      );
    } finally {
      setExporting(false);
    }
  };

  const field = (key: "user" | "pageName" | "content", label: string) => (
    <label className="ws-oplog-field">
      {label}
      <InputGroup
        size="small"
        aria-label={label}
        value={draft[key]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((prev) => ({ ...prev, [key]: value }));
        }}
      />
    </label>
  );

  return (
    <div className="ws-page ws-oplog">
      <H4>{opLogText("auditTitle")}</H4>
      <FilterBar
        aria-label="filters"
        onSearch={() => list.search(filtersOf(draft))}
        onReset={() => {
          setDraft(NO_DRAFT);
          list.search(filtersOf(NO_DRAFT));
        }}
        actions={
          <Button
            size="small"
            icon="export"
            text={exporting ? opLogText("exporting") : opLogText("export")}
            disabled={exporting || list.total === 0}
            onClick={() => void exportRows()}
          />
        }
      >
        {field("user", opLogText("user"))}
        {field("pageName", opLogText("pageName"))}
        {field("content", opLogText("content"))}
        <span className="ws-oplog-field">
          {opLogText("time")}
          <DateRangeField
            value={draft.range}
            onChange={(range) => setDraft((prev) => ({ ...prev, range }))}
          />
        </span>
      </FilterBar>
      <DenseTable list={list} columns={columns} aria-label="operation log" />
    </div>
  );
}
