import type { DragEvent, MouseEvent, ReactElement } from "react";
import { ContextMenu, HTMLTable, Icon } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { formatSize, isFolder, type FileRow } from "../api";
import { ListPager } from "../../../ui/kit/list";
import { st } from "../messages";
import type { RowSort, SortKey } from "./sortRows";

const COLUMNS: { key: SortKey; label: () => string }[] = [
  { key: "name", label: () => st("colName") },
  { key: "type", label: () => st("colType") },
  { key: "uid", label: () => st("colUid") },
  { key: "gid", label: () => st("colGid") },
  { key: "perm", label: () => st("colPerm") },
  { key: "size", label: () => t("field.size") },
  { key: "time", label: () => st("colTime") },
  { key: "path", label: () => st("colPath") },
];

export interface FileTableProps {
  /** Already sorted (see sortRows); the table shows one page of them. */
  rows: readonly FileRow[];
  /** The column sort shown in the header; clicking a header asks for the next one. */
  sort?: RowSort | null;
  onSort?: (key: SortKey) => void;
  page: number;
  pageSize: number;
  selected: readonly string[];
  loading?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onRowClick: (row: FileRow, event: MouseEvent) => void;
  onRowDoubleClick: (row: FileRow) => void;
  /** A right-click: on a row (selected first when it is not) or on the empty space. */
  onMenuTarget: (row: FileRow | null) => void;
  /** The right-click menu; without one the table has none (the picker). */
  menu?: ReactElement;
  onDropFiles: (items: DataTransferItemList | null, files: FileList | null) => void;
}

/**
 * The current directory's files, paged on the client: only the shown page's rows are rendered (a
 * folder of 100 000 entries renders 20 rows). Drop files on it to upload them here.
 */
export function FileTable(props: FileTableProps) {
  const { rows, page, pageSize, selected } = props;
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const chosen = new Set(selected);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    props.onDropFiles(event.dataTransfer?.items ?? null, event.dataTransfer?.files ?? null);
  };
  return (
    <div
      className="ws-storage-table"
      data-testid="storage-table"
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <ContextMenu
        disabled={!props.menu}
        content={props.menu}
        onContextMenu={(event) => {
          const path = (event.target as HTMLElement).closest("tr[data-path]")?.getAttribute("data-path");
          props.onMenuTarget(shown.find((row) => row.path === path) ?? null);
        }}
      >
        <HTMLTable compact interactive striped className="ws-storage-files">
          <thead>
            <tr>
              {COLUMNS.map(({ key, label }) => {
                const direction = props.sort?.key === key ? props.sort.direction : undefined;
                if (!props.onSort) return <th key={key}>{label()}</th>;
                return (
                  <th key={key} aria-sort={direction ?? "none"} className="ws-storage-sortable">
                    <button
                      type="button"
                      className="ws-storage-sort"
                      title={st("sortBy", { column: label() })}
                      onClick={() => props.onSort?.(key)}
                    >
                      {label()}
                      <Icon
                        icon={
                          direction === "ascending"
                            ? "chevron-up"
                            : direction === "descending"
                              ? "chevron-down"
                              : "double-caret-vertical"
                        }
                        size={12}
                      />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={8} className="ws-storage-empty">
                  {t("table.empty")}
                </td>
              </tr>
            ) : (
              shown.map((row) => {
                const folder = isFolder(row);
                return (
                  <tr
                    key={row.path}
                    aria-selected={chosen.has(row.path)}
                    className={chosen.has(row.path) ? "ws-storage-selected" : undefined}
                    onClick={(event) => props.onRowClick(row, event)}
                    onDoubleClick={() => props.onRowDoubleClick(row)}
                    data-path={row.path}
                  >
                    <td>
                      <Icon icon={folder ? "folder-close" : "document"} size={12} /> {row.name}
                    </td>
                    <td>{folder ? st("typeFolder") : st("typeFile")}</td>
                    <td>{row.uid}</td>
                    <td>{row.gid}</td>
                    <td>{row.perm}</td>
                    <td>{folder ? "-" : formatSize(row.size)}</td>
                    <td>{row.time}</td>
                    <td className="ws-storage-pathcell">{row.path}</td>
                  </tr>
                );
              })
            )}
          </tbody>
        </HTMLTable>
      </ContextMenu>
      <ListPager
        total={rows.length}
        page={page}
        pageSize={pageSize}
        onPage={props.onPage}
        onPageSize={props.onPageSize}
        className="ws-storage-pager"
      />
    </div>
  );
}
