import { useMemo, useState, type ReactNode } from "react";
import { HotkeysProvider, Menu, NonIdealState } from "@blueprintjs/core";
import {
  Cell,
  Column,
  CopyCellsMenuItem,
  Table2,
  TableLoadingOption,
  type MenuContext,
} from "@blueprintjs/table";
import "@blueprintjs/table/lib/css/table.css";
import { t } from "../../../core/messages";
import { PagedViewPager, type PagedView } from "./PagedTable";
import "./denseTable.css";
/**
 * A wide, dense grid for power users (Blueprint Table2): columns resized by dragging their edge, the
 * first column(s) frozen while the rest scrolls sideways, cells selected with the mouse (drag, Shift,
 * Ctrl, a header for the whole row or column) and copied with Ctrl+C or the right-click 复制 as
 * tab-separated text. Inside the list kit's paging: pass `list` (usePagedList) for the pager.
 *
 *   const columns: DenseColumn<OpLogEntry>[] = [
 *     { key: "user", title: "用户", text: (row) => row.userName, width: 120 },
 *     { key: "content", title: "操作内容", text: (row) => row.content, width: 320 },
 *   ];
 *   <DenseTable list={list} columns={columns} aria-label="operation log" />
 *
 * `text` is what a cell shows and copies (a long one is cut with … and shown whole on hover);
 * `render` may show more (a tag, a switch) while the copy keeps the text. Cells carry Blueprint's `bp6-table-cell-row-{r} bp6-table-cell-col-{c}` classes.
 */

export interface DenseColumn<T> {
  key: string;
  title: string;
  /** The cell's text: shown, and copied with Ctrl+C. */
  text: (row: T) => string;
  /** Richer content than the text (the copy stays `text`). */
  render?: (row: T) => ReactNode;
  /** Initial width in pixels; the user resizes it. */
  width?: number;
}

export interface DenseTableProps<T> {
  columns: DenseColumn<T>[];
  /** The paged list (rows, loading, pager). */
  list?: PagedView<T>;
  rows?: T[];
  loading?: boolean;
  /** Columns frozen on the left; 1 by default. */
  frozenColumns?: number;
  /** Rows shown before the grid scrolls; 15 by default. */
  visibleRows?: number;
  rowHeight?: number;
  emptyText?: ReactNode;
  "aria-label": string;
  className?: string;
}

const HEADER_HEIGHT = 30;
const SCROLLBAR = 16;

export function DenseTable<T>(props: DenseTableProps<T>) {
  const { columns, list } = props;
  const rows = list?.rows ?? props.rows ?? [];
  const loading = list?.loading ?? props.loading ?? false;
  const rowHeight = props.rowHeight ?? 24;
  const initialWidths = useMemo(() => columns.map((column) => column.width ?? 120), [columns]);
  const [widths, setWidths] = useState<number[]>(initialWidths);
  const shownWidths = widths.length === columns.length ? widths : initialWidths;
  const visible = Math.max(1, Math.min(rows.length, props.visibleRows ?? 15));
  const height = HEADER_HEIGHT + visible * rowHeight + SCROLLBAR;
  const textOf = (rowIndex: number, columnIndex: number) => {
    const row = rows[rowIndex];
    const column = columns[columnIndex];
    return row === undefined || column === undefined ? "" : column.text(row);
  };
  const contextMenu = (context: MenuContext) => (
    <Menu>
      <CopyCellsMenuItem context={context} getCellData={textOf} text={t("action.copy")} icon="duplicate" />
    </Menu>
  );

  return (
    <div className={`ws-dense ${props.className ?? ""}`}>
      <div
        className="ws-dense-grid"
        role="region"
        aria-label={props["aria-label"]}
        aria-busy={loading}
        style={{ height }}
      >
        {/* Table2 registers its keys (arrows, copy) with useHotkeys, which needs a HotkeysProvider; the
            app mounts none (src/ui/App.tsx keeps its dialog out of the sign-in page's code), so the
            grid brings its own. */}
        <HotkeysProvider>
          <Table2
            numRows={rows.length}
            numFrozenColumns={Math.min(props.frozenColumns ?? 1, columns.length)}
            columnWidths={shownWidths}
            onColumnWidthChanged={(index, size) =>
              setWidths((current) => {
                const next = [...(current.length === columns.length ? current : initialWidths)];
                next[index] = size;
                return next;
              })
            }
            defaultRowHeight={rowHeight}
            enableFocusedCell
            getCellClipboardData={textOf}
            bodyContextMenuRenderer={contextMenu}
            cellRendererDependencies={[rows, columns]}
            loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
            enableRowResizing={false}
          >
            {columns.map((column) => (
              <Column
                key={column.key}
                name={column.title}
                cellRenderer={(rowIndex) => {
                  const row = rows[rowIndex];
                  return (
                    <Cell tooltip={row === undefined ? undefined : column.text(row)}>
                      {row === undefined ? null : column.render ? column.render(row) : column.text(row)}
                    </Cell>
                  );
                }}
              />
            ))}
          </Table2>
        </HotkeysProvider>
        {rows.length === 0 && !loading && (
          <NonIdealState className="ws-dense-empty" description={props.emptyText ?? t("table.empty")} />
        )}
      </div>
      {list && <PagedViewPager list={list} />}
    </div>
  );
}
