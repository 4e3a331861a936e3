import type { CSSProperties, Key, ReactNode } from "react";
import { HTMLTable, Spinner } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { ListPager } from "./ListPager";
import "./list.css";
/**
 * A dense paged table (Blueprint HTMLTable) with typed columns, a row-actions slot, a loading state,
 * the empty state 暂无数据 and the pager.
 *
 *   const columns: Column<Dataset>[] = [
 *     { key: "name", title: "数据集名称", render: (row) => row.dataSetName, width: 200 },
 *   ];
 *   <PagedTable list={list} columns={columns} rowKey={(row) => row.id}
 *               actions={(row) => <Button text="删除" onClick={…} />} />
 *
 * Without `list`, pass `rows` (and optionally `loading`) for an unpaged table.
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
}

export interface PagedTableProps<T> {
  columns: Column<T>[];
  rowKey: (row: T) => Key;
  /** The paged list (rows, loading, pager). */
  list?: PagedView<T>;
  rows?: T[];
  loading?: boolean;
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
  const span = columns.length + (actions ? 1 : 0);
  const widthOf = (width?: number | string): CSSProperties | undefined =>
    width === undefined ? undefined : { width };
  return (
    <div className={`ws-list-table ${props.className ?? ""}`}>
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
            {rows.length === 0 && !loading && (
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
      {list && (
        <ListPager
          total={list.total}
          page={list.pageNum}
          pageSize={list.pageSize}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </div>
  );
}
