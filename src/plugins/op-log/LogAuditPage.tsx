import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button, Classes, H4, HTMLSelect, HTMLTable, InputGroup, Spinner } from "@blueprintjs/core";
import { LIMITS } from "../../core/config";
import { t } from "../../core/messages";
import { ot } from "./messages";
import type { OpLogEntry } from "../../machines/opLogFlush.machine";
import { useCore } from "../../ui/CoreContext";
import { readLogs, type OpLogPage, type OpLogQuery } from "./api";
import { formatDateTime, fromDateTimeInput } from "./dateTime";
import { saveSheet } from "./exportSheet";
import "./opLog.css";

export const PAGE_SIZES = [10, 20, 50, 100];
const EXPORT_PAGE_SIZE = 1000;

interface Filters {
  user: string;
  pageName: string;
  content: string;
  /** datetime-local values */
  start: string;
  end: string;
}

const NO_FILTERS: Filters = { user: "", pageName: "", content: "", start: "", end: "" };

const COLUMNS: { key: keyof OpLogEntry; title: () => string; className?: string }[] = [
  { key: "userName", title: () => ot("user") },
  { key: "userAccount", title: () => t("field.account") },
  { key: "operationTime", title: () => ot("time") },
  { key: "pageName", title: () => ot("pageName") },
  { key: "content", title: () => ot("content"), className: "ws-oplog-content" },
  { key: "ip", title: () => ot("ip") },
  { key: "area", title: () => ot("area") },
];

function queryOf(filters: Filters, pageNum: number, pageSize: number): OpLogQuery {
  return {
    pageNum,
    pageSize,
    user: filters.user.trim(),
    pageName: filters.pageName.trim(),
    content: filters.content.trim(),
    startTime: fromDateTimeInput(filters.start),
    endTime: fromDateTimeInput(filters.end, true),
  };
}

/** Log audit (back office, system-manage): the operation log, filtered, paged and exported. */
export default function LogAuditPage() {
  const { http } = useCore();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [pageNum, setPageNum] = useState<number>(LIMITS.defaultPageNum);
  const [pageSize, setPageSize] = useState<number>(LIMITS.defaultPageSize);
  const [result, setResult] = useState<{ key: string; page: OpLogPage | null } | null>(null);
  const [exporting, setExporting] = useState(false);
  /** Bumped by 查询: the same filters asked again are fetched again. */
  const [asked, setAsked] = useState(0);
  const query = queryOf(applied, pageNum, pageSize);
  const key = `${asked}:${JSON.stringify(query)}`;
  // The answer shown belongs to a query; while the current one is asked, the spinner shows.
  const loading = result?.key !== key;
  const page = result?.page ?? null;

  useEffect(() => {
    let current = true;
    const request = JSON.parse(key.slice(key.indexOf(":") + 1)) as OpLogQuery;
    readLogs(http, request)
      .then((answer) => current && setResult({ key, page: answer }))
      .catch(() => current && setResult({ key, page: null }));
    return () => {
      current = false;
    };
  }, [http, key]);

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    setApplied(draft);
    setPageNum(1);
    setAsked((count) => count + 1);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setPageNum(1);
  };

  const exportRows = useCallback(async () => {
    setExporting(true);
    try {
      const rows: OpLogEntry[] = [];
      for (let num = 1; ; num++) {
        const chunk = await readLogs(http, queryOf(applied, num, EXPORT_PAGE_SIZE));
        rows.push(...chunk.list);
        if (chunk.list.length < EXPORT_PAGE_SIZE || rows.length >= chunk.total) break;
      }
      const stamp = formatDateTime(Date.now()).replace(/[-: ]/g, "");
      await saveSheet(
        `${ot("exportFile")}-${stamp}.xlsx`,
        ot("exportFile"),
        COLUMNS.map((column) => column.title()),
        rows.map((row) => COLUMNS.map((column) => String(row[column.key] ?? ""))),
      );
    } finally {
      setExporting(false);
    }
  }, [http, applied]);

  const field = (key: keyof Filters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="ws-page ws-oplog">
      <H4>{ot("auditTitle")}</H4>
      <form className="ws-oplog-filters" onSubmit={search} aria-label="filters">
        <label>
          {ot("user")}
          <InputGroup small {...field("user")} aria-label={ot("user")} />
        </label>
        <label>
          {ot("pageName")}
          <InputGroup small {...field("pageName")} aria-label={ot("pageName")} />
        </label>
        <label>
          {ot("content")}
          <InputGroup small {...field("content")} aria-label={ot("content")} />
        </label>
        <span className="ws-oplog-range">
          {ot("time")}
          <input
            type="datetime-local"
            step={1}
            className={`${Classes.INPUT} ${Classes.SMALL}`}
            aria-label={t("date.start")}
            {...field("start")}
          />
          <span>{LIMITS.dateRangeSeparator}</span>
          <input
            type="datetime-local"
            step={1}
            className={`${Classes.INPUT} ${Classes.SMALL}`}
            aria-label={t("date.end")}
            {...field("end")}
          />
        </span>
        <Button small type="submit" intent="primary" icon="search" text={t("action.search")} />
        <Button small icon="reset" text={t("action.reset")} onClick={reset} />
        <Button
          small
          icon="export"
          text={exporting ? ot("exporting") : ot("export")}
          disabled={exporting || total === 0}
          onClick={() => void exportRows()}
        />
      </form>
      <HTMLTable
        compact
        striped
        bordered
        className="ws-fill ws-oplog-table"
        aria-label="operation log"
        aria-busy={loading}
      >
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key}>{column.title()}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page?.list.map((row) => (
            <tr key={row.id}>
              {COLUMNS.map((column) => (
                <td key={column.key} className={column.className}>
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
          {!loading && !page?.list.length && (
            <tr>
              <td colSpan={COLUMNS.length} className={`ws-oplog-empty ${Classes.TEXT_MUTED}`}>
                {t("table.empty")}
              </td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      <div className="ws-oplog-pager">
        {loading && <Spinner size={16} />}
        <span>{t("pager.total", { total })}</span>
        <HTMLSelect
          minimal
          aria-label="page size"
          value={pageSize}
          onChange={(event) => {
            setPageSize(Number(event.target.value));
            setPageNum(1);
          }}
          options={PAGE_SIZES.map((size) => ({ value: size, label: t("pager.perPage", { size }) }))}
        />
        <Button
          small
          icon="chevron-left"
          aria-label={t("pager.prev")}
          disabled={pageNum <= 1}
          onClick={() => setPageNum(pageNum - 1)}
        />
        <span>{t("pager.pageOf", { page: pageNum, pages })}</span>
        <Button
          small
          icon="chevron-right"
          aria-label={t("pager.next")}
          disabled={pageNum >= pages}
          onClick={() => setPageNum(pageNum + 1)}
        />
      </div>
    </div>
  );
}
