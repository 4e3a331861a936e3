import type { CSSProperties, Key, ReactNode } from "react";
import { Button, Classes, HTMLTable, Spinner } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { ListPager } from "./ListPager";
import "./list.css";
/**
 * A dense paged table (Blueprint HTMLTable) with typed columns, a row-actions slot and the pager, in
 * four states: loading (skeleton rows until the first answer, a spinner over the rows after), the rows,
 * empty (暂无数据, only after an answer without rows) and failed (the message and 重试). The pager
 * reads 加载中… until the list has answered, never 共 0 条. Wide tables scroll
 * sideways inside their frame.
 *
 *   const columns: Column<Dataset>[] = [
 *     { key: "name", title: "数据集名称", render: (row) => row.dataSetName, width: 200 },
 *   ];
 *   <PagedTable list={list} columns={columns} rowKey={(row) => row.id}
 *               actions={(row) => <Button text="删除" onClick={…} />} />
 *
 * Without `list`, pass `rows` (and optionally `loading`, `error` and `onRetry`) for an unpaged table.
 */

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: number | string;
  className?: string;
}

/** What the table reads of a paged list (usePagedList's result fits). */
export interface PagedView<T> {
  rows: T[];
  loading: boolean;
  total: number;
  pageNum: number;
  pageSize: number;
  setPage(pageNum: number): void;
  setPageSize(pageSize: number): void;
  /** False until the first answer (usePagedList's `loaded`); true when absent. */
  loaded?: boolean;
  /** The last fetch's failure message. */
  error?: string | null;
  /** 重试 after a failure. */
  refresh?(): void;
}

export interface PagedTableProps<T> {
  columns: Column<T>[];
  rowKey: (row: T) => Key;
  /** The paged list (rows, loading, pager). */
  list?: PagedView<T>;
  rows?: T[];
  loading?: boolean;
  /** Unpaged: the failure message, and what 重试 does. */
  error?: string | null;
  onRetry?: () => void;
  actions?: (row: T) => ReactNode;
  actionsWidth?: number | string;
  /** A row to mark as selected (e.g. the group whose labels show). */
  selectedKey?: Key | null;
  onRowClick?: (row: T) => void;
  emptyText?: ReactNode;
  "aria-label"?: string;
  className?: string;
}

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, rowKey, list, actions } = props;
  const rows = list?.rows ?? props.rows ?? [];
  const loading = list?.loading ?? props.loading ?? false;
  const error = loading ? null : (list?.error ?? props.error ?? null);
  const retry = list?.refresh ?? props.onRetry;
  const span = columns.length + (actions ? 1 : 0);
  const retryButton = retry && <Button size="small" icon="refresh" text={t("page.retry")} onClick={retry} />;
  const widthOf = (width?: number | string): CSSProperties | undefined =>
    width === undefined ? undefined : { width };
  return (
    <div className={`ws-list-table ${props.className ?? ""}`}>
      {error && rows.length > 0 && (
        <div className="ws-list-failed" role="alert">
          <span>{error}</span>
          {retryButton}
        </div>
      )}
      <div className="ws-list-scroll" aria-busy={loading}>
        <HTMLTable compact striped interactive={Boolean(props.onRowClick)} aria-label={props["aria-label"]}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} style={widthOf(column.width)}>
                  {column.title}
                </th>
              ))}
              {actions && <th style={widthOf(props.actionsWidth)}>{t("table.actions")}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const key = rowKey(row);
              return (
                <tr
                  key={key}
                  className={key === props.selectedKey ? "ws-list-selected" : undefined}
                  aria-selected={props.selectedKey === undefined ? undefined : key === props.selectedKey}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.render(row, index)}
                    </td>
                  ))}
                  {actions && (
                    <td className="ws-list-actions" onClick={(event) => event.stopPropagation()}>
                      {actions(row)}
                    </td>
                  )}
                </tr>
              );
            })}
            {rows.length === 0 && loading && <SkeletonRows columns={span} />}
            {rows.length === 0 && error && (
              <tr>
                <td colSpan={span} className="ws-list-empty">
                  <div className="ws-list-failed" role="alert">
                    <span>{error}</span>
                    {retryButton}
                  </div>
                </td>
              </tr>
            )}
            {rows.length === 0 && !loading && !error && (
              <tr>
                <td colSpan={span} className="ws-list-empty bp6-text-muted">
                  {props.emptyText ?? t("table.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
        {loading && (
          <div className="ws-list-loading" role="status" aria-label={t("page.loading")}>
            <Spinner size={20} />
          </div>
        )}
      </div>
      {list && <PagedViewPager list={list} />}
    </div>
  );
}

/** Placeholder rows while the first page loads: the table keeps its shape, nothing reads as empty. */
function SkeletonRows({ columns }: { columns: number }) {
  return [0, 1, 2].map((row) => (
    <tr key={`skeleton-${row}`} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column}>
          <span className={`${Classes.SKELETON} ws-list-skeleton`}>&nbsp;</span>
        </td>
      ))}
    </tr>
  ));
}

/** The pager of a paged list, as both tables show it (加载中… until the first answer). */
export function PagedViewPager<T>({ list }: { list: PagedView<T> }) {
  return (
    <ListPager
      loaded={list.loaded}
      total={list.total}
      page={list.pageNum}
      pageSize={list.pageSize}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
    />
  );
}
