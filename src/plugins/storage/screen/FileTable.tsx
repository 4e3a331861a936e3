import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from "react";
import { ContextMenu, HTMLTable, Icon } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { formatSize, isFolder, type FileRow } from "../api";
import { ListPager } from "../../../ui/kit/list";
import { storageText } from "../messages";
import { baseName } from "../pathRules";
import { COLUMN_COUNT, FileTableHead } from "./FileTableHead";
import type { RowSort, SortKey } from "./sortRows";
import "./fileTable.css";

export interface FileTableProps {
  /** Already sorted (see sortRows); the table shows one page of them. */
  rows: readonly FileRow[];
  /** The column sort shown in the header; clicking a header cell asks for the next one. */
  sort?: RowSort | null;
  onSort?: (key: SortKey) => void;
  page: number;
  pageSize: number;
  selected: readonly string[];
  /** The row the keys act on: it takes the focus when the keys moved it (roving tabindex). */
  focus?: string | null;
  /** Whether a dialog of the page is open: when it closes (Esc, 取消, done), the cursor row takes the focus back. */
  dialogOpen?: boolean;
  /** A key pressed on a row (see keyboard.ts). */
  onKeyDown?: (event: KeyboardEvent) => void;
  loading?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onRowClick: (row: FileRow, event: MouseEvent) => void;
  onRowDoubleClick: (row: FileRow) => void;
  /** A right-click: on a row (selected first when it is not) or on the empty space. */
  onMenuTarget: (row: FileRow | null) => void;
  /** The right-click menu; without one the table has none (the picker). */
  menu?: ReactElement;
  /** Files dropped on the table (`folder` undefined: the current folder) or on a folder row. */
  onDropFiles?: (items: DataTransferItemList | null, files: FileList | null, folder?: string) => void;
}

const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes("Files");

/**
 * The current directory's files, paged on the client: only the shown page's rows are rendered (a
 * folder of 100 000 entries renders 20 rows). Rows take the focus (the cursor row is the one Tab
 * reaches). Files dragged over the table show where they go: the table (the current folder), or a
 * folder row under the pointer (that folder).
 */
export function FileTable(props: FileTableProps) {
  const { rows, page, pageSize, selected, focus = null } = props;
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const chosen = new Set(selected);
  const body = useRef<HTMLTableSectionElement>(null);
  const [dragging, setDragging] = useState(false);
  const [dropRow, setDropRow] = useState<string | null>(null);
  const depth = useRef(0);
  // Whether the keys were last in the table: a folder opened with Enter (or left with Backspace)
  // unmounts the focused row, and the focus falls to the page; the keys must go on in the new folder.
  const keysHere = useRef(false);
  useEffect(() => {
    const track = (event: FocusEvent) => {
      keysHere.current = !!body.current?.contains(event.target as Node);
    };
    document.addEventListener("focusin", track);
    return () => document.removeEventListener("focusin", track);
  }, []);

  // The cursor row takes the focus when the focus is in the table (the keys moved it), or was lost
  // (a dialog closed over a row that a reload replaced, a move to another folder): the keys go on
  // without a click. After a move the cursor is gone: the first row (or the empty folder's row) takes it.
  useLayoutEffect(() => {
    const tbody = body.current;
    const active = document.activeElement;
    if (!tbody || !(tbody.contains(active) || !active || active === document.body)) return;
    if (!focus && !keysHere.current && !tbody.contains(active)) return;
    const row =
      (focus && tbody.querySelector<HTMLElement>(`tr[data-path="${CSS.escape(focus)}"]`)) ||
      tbody.querySelector<HTMLElement>('tr[tabindex="0"]');
    if (row && row !== active) row.focus();
  }, [focus, page, rows, props.dialogOpen]);

  const endDrag = () => {
    depth.current = 0;
    setDragging(false);
    setDropRow(null);
  };
  const drop = (event: DragEvent, folder?: string) => {
    event.preventDefault();
    event.stopPropagation();
    endDrag();
    props.onDropFiles?.(event.dataTransfer?.items ?? null, event.dataTransfer?.files ?? null, folder);
  };
  const droppable = !!props.onDropFiles;
  const tabbable = focus && shown.some((row) => row.path === focus) ? focus : shown[0]?.path;

  return (
    <div
      className={`ws-storage-table${dragging ? " ws-storage-dragging" : ""}`}
      data-testid="storage-table"
      onDragEnter={(event) => {
        if (!droppable || !carriesFiles(event)) return;
        depth.current += 1;
        setDragging(true);
      }}
      onDragLeave={() => {
        if (!droppable) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) endDrag();
      }}
      onDragOver={(event) => droppable && event.preventDefault()}
      onDrop={(event) => droppable && drop(event)}
    >
      {dragging && (
        <div className="ws-storage-drop-hint" role="status">
          <Icon icon="cloud-upload" />{" "}
          {dropRow ? storageText("dropIntoFolder", { name: baseName(dropRow) }) : storageText("dropHint")}
        </div>
      )}
      <ContextMenu
        disabled={!props.menu}
        content={props.menu}
        onContextMenu={(event) => {
          const path = (event.target as HTMLElement).closest("tr[data-path]")?.getAttribute("data-path");
          props.onMenuTarget(shown.find((row) => row.path === path) ?? null);
        }}
      >
        <HTMLTable compact interactive striped className="ws-storage-files">
          <FileTableHead sort={props.sort} onSort={props.onSort} />
          <tbody ref={body} onKeyDown={props.onKeyDown}>
            {shown.length === 0 ? (
              // Focusable, so the keys (Backspace: up) still work in an empty folder.
              <tr tabIndex={0} data-testid="storage-empty-row">
                <td colSpan={COLUMN_COUNT} className="ws-storage-empty">
                  {t("table.empty")}
                </td>
              </tr>
            ) : (
              shown.map((row) => {
                const folder = isFolder(row);
                const classes = [
                  chosen.has(row.path) && "ws-storage-selected",
                  dropRow === row.path && folder && "ws-storage-drop-target",
                ].filter(Boolean);
                return (
                  <tr
                    key={row.path}
                    aria-selected={chosen.has(row.path)}
                    tabIndex={row.path === tabbable ? 0 : -1}
                    className={classes.length ? classes.join(" ") : undefined}
                    onClick={(event) => props.onRowClick(row, event)}
                    onDoubleClick={() => props.onRowDoubleClick(row)}
                    onDragOver={(event) => {
                      if (!droppable || !folder || !carriesFiles(event)) return;
                      event.preventDefault();
                      if (dropRow !== row.path) setDropRow(row.path);
                    }}
                    onDragLeave={() => dropRow === row.path && setDropRow(null)}
                    onDrop={(event) => droppable && folder && drop(event, row.path)}
                    data-path={row.path}
                  >
                    <td>
                      <Icon icon={folder ? "folder-close" : "document"} size={12} /> {row.name}
                    </td>
                    <td>{folder ? storageText("typeFolder") : storageText("typeFile")}</td>
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
