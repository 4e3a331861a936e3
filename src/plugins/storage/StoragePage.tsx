import { STORAGE_API, STORAGE } from "../../contracts/storage";
import { useCallback, useMemo, useRef, useState, type MouseEvent } from "react";
import { Tag } from "@blueprintjs/core";
import { useHashLocation } from "wouter/use-hash-location";
import { HpcRequired } from "../../ui/kit/HpcRequired";
import { PageFrame } from "../../ui/kit/PageFrame";
import { currentQuery } from "../../ui/routing/hashLocation";
import { useCore, usePermissions } from "../../ui/CoreContext";
import { apiUrl, isFolder, storageApi, StorageFailure, type FileRow } from "./api";
import { storageText, type StorageMessageKey } from "./messages";
import { packTargetOf, parentOf } from "./pathRules";
import { allowedBy } from "./permissions";
import { FileMenu, type FileAction } from "./screen/FileMenu";
import { FileTable } from "./screen/FileTable";
import { LocationBar } from "./screen/LocationBar";
import { OperationDialogs, type Dialog } from "./screen/OperationDialogs";
import { waitForOperation } from "./screen/operationSocket";
import { QuotaBar } from "./screen/QuotaBar";
import { RecordsPanel } from "./screen/RecordsPanel";
import { clickRow, EMPTY_SELECTION, type Selection } from "./screen/selection";
import { ShortcutHelp } from "./screen/ShortcutHelp";
import { StorageToolbar } from "./screen/StorageToolbar";
import { UploadInputs, type ChosenFile } from "./screen/UploadInputs";
import { fileKeyHandler } from "./screen/fileKeys";
import { useDirectory } from "./screen/useDirectory";
import { useQuota } from "./screen/useQuota";
import { UploadPanel } from "./screen/UploadPanel";
import { useUploadQueue } from "./screen/useUploadQueue";
import { droppedFiles, remotePathOf } from "./upload/droppedFiles";
import "./storage.css";
import { t } from "../../core/messages";

const T = STORAGE.opType;
const EMPTY_ROWS: FileRow[] = [];

/**
 * The storage manager (storage spec §2): needs a bound HPC account. `#/home/storage-manage?onlyShow=1`
 * opens it in onlyShow mode (create, rename and permission hidden from the menu).
 */
export default function StoragePage() {
  // Read again when the hash (and so its query) changes.
  useHashLocation();
  const onlyShow = ["1", "true"].includes(currentQuery().get("onlyShow") ?? "");
  return (
    <HpcRequired>
      <StorageScreen onlyShow={onlyShow} />
    </HpcRequired>
  );
}

export interface StorageScreenProps {
  /** Hides create, rename and permission in the menu. */
  onlyShow?: boolean;
  /**
   * The special fixed directory: root goes there and a 'VIP' volume is added and preselected. Without
   * one, the server's (user_storage_path's vipPath) is used when the account has one.
   */
  vipDirectory?: string;
}

export function StorageScreen({ onlyShow = false, vipDirectory: vipProp }: StorageScreenProps) {
  const core = useCore();
  const api = useMemo(() => storageApi(core.http), [core.http]);
  const permissions = usePermissions();
  const allowed = allowedBy((code) => permissions.has(code));
  const tip = useCallback(
    (intent: "success" | "warning" | "danger", message: string) =>
      core.bus.emit("storage", "ui.tip", { intent, message }),
    [core],
  );

  const [showHidden, setShowHidden] = useState(false);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [clipboard, setClipboard] = useState<string[]>([]);
  const [menuRow, setMenuRow] = useState<FileRow | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [recordsVersion, setRecordsVersion] = useState(0);
  const [help, setHelp] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const dir = useDirectory(api, {
    showHidden,
    vipDirectory: vipProp,
    onRefused: (info) => tip("warning", info),
    onMove: () => setSelection(EMPTY_SELECTION),
  });
  const { location, volumes, rows, listed: listedRows } = dir;
  const load = dir.reload;

  const quotaVolume = location.volume && volumes.includes(location.volume) ? location.volume : volumes[0];
  const { remaining, validity, loadQuota } = useQuota(api, quotaVolume);

  const refreshAfterUpload = useCallback(() => {
    load();
    loadQuota();
  }, [load, loadQuota]);
  const uploads = useUploadQueue(refreshAfterUpload);

  // Built on first use, not on each listing: a folder of 100 000 rows would otherwise spend tens of
  // milliseconds on a map and a path list before its first rows show.
  const rowsByPath = useMemo(() => {
    let map: Map<string, FileRow> | undefined;
    return () => (map ??= new Map(listedRows.map((row) => [row.path, row])));
  }, [listedRows]);
  const selectedRows = selection.paths.length
    ? selection.paths.map((path) => rowsByPath().get(path)).filter((row): row is FileRow => !!row)
    : EMPTY_ROWS;

  const onRowClick = (row: FileRow, event: MouseEvent) =>
    setSelection(
      clickRow(
        selection,
        rows.map((entry) => entry.path),
        row.path,
        { ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey },
      ),
    );

  const view = (row: FileRow) => {
    if (isFolder(row)) tip("warning", storageText("doubleClickToView"));
    else setDialog({ kind: "preview", path: row.path });
  };

  const download = async (targets: FileRow[]) => {
    if (targets.length === 0) return tip("warning", storageText("selectToDownload"));
    if (targets.some(isFolder)) return tip("warning", storageText("folderDownload"));
    try {
      const token = await api.token();
      for (const row of targets)
        window.open(apiUrl(STORAGE_API.storageDownload, { file: row.path, token }), "_blank");
    } catch (error) {
      if (error instanceof StorageFailure) tip("warning", error.info);
    }
  };

  /** POST storage/opt, then the record's stream, then the list; a refusal shows the server's info. */
  const operate = async (type: number, from: string[], target: string[] = [], mod?: string) => {
    setBusy(true);
    try {
      const id = await api.operate(type, from, target, mod);
      core.bus.emit("storage", "oplog.action", {
        pageName: storageText("title"),
        content: `${storageText(`type${type}` as StorageMessageKey)} ${[...from, ...target].join(" -> ")}`,
      });
      setDialog(null);
      tip("success", t("http.success.POST"));
      setRecordsVersion((version) => version + 1);
      const record = await waitForOperation(api, id);
      if (record?.status === STORAGE.opStatus.failed && record.info) tip("warning", record.info);
      // The cursor stays where it was, so the keys go on from there; after a rename it is on the
      // renamed row (its old path is gone).
      if (type === T.rename && from[0] && target[0]) {
        const renamed = `${parentOf(from[0]).replace(/\/$/, "")}/${target[0]}`;
        setSelection({ paths: [renamed], anchor: renamed, focus: renamed });
      } else setSelection((current) => ({ ...EMPTY_SELECTION, focus: current.focus }));
      load();
      setRecordsVersion((version) => version + 1);
    } catch (error) {
      setDialog(null);
      if (error instanceof StorageFailure) tip("warning", error.info);
    } finally {
      setBusy(false);
    }
  };

  /** Into `folder`; into the current folder without one, or when `folder` is itself on the clipboard
   * (Ctrl+V right after Ctrl+C on a folder, still selected: never into itself). */
  const paste = (folder?: string) => {
    if (clipboard.length === 0) return tip("warning", storageText("nothingToPaste"));
    const into = folder && !clipboard.includes(folder) ? folder : location.path;
    void operate(T.copy, clipboard, [into]);
  };

  const onKeyDown = fileKeyHandler({
    rows,
    rowOf: (path) => rowsByPath().get(path),
    selection,
    setSelection,
    page: dir.page,
    pageSize: dir.pageSize,
    setPage: dir.setPage,
    actions: {
      open: (row) => (isFolder(row) ? dir.goTo({ volume: location.volume, path: row.path }) : view(row)),
      up: dir.goUp,
      rename: (row) => !onlyShow && allowed("rename") && setDialog({ kind: "rename", row }),
      remove: (paths) => allowed("remove") && setDialog({ kind: "remove", paths }),
      copy: (paths) => {
        if (!allowed("copy")) return;
        setClipboard(paths);
        tip("success", storageText("copied"));
      },
      paste: (folder) => allowed("paste") && paste(folder),
      help: () => setHelp((shown) => !shown),
    },
  });

  const onAction = (action: FileAction) => {
    if (!allowed(action)) return;
    const row = menuRow;
    const paths = selectedRows.length ? selectedRows.map((entry) => entry.path) : row ? [row.path] : [];
    switch (action) {
      case "open":
        if (row) dir.goTo({ volume: location.volume, path: row.path });
        return;
      case "view":
        if (row) view(row);
        return;
      case "details":
        if (row) setDialog({ kind: "details", row });
        return;
      case "download":
        void download(selectedRows.length ? selectedRows : row ? [row] : []);
        return;
      case "copy":
        setClipboard(paths);
        tip("success", storageText("copied"));
        return;
      case "paste":
        // On a folder row: into that folder; on a file row or the empty space: here.
        return paste(row && isFolder(row) ? row.path : undefined);
      case "remove":
        setDialog({ kind: "remove", paths });
        return;
      case "rename":
        if (row) setDialog({ kind: "rename", row });
        return;
      case "mkdir":
        setDialog({ kind: "mkdir" });
        return;
      case "chmod":
        setDialog({ kind: "chmod", paths });
        return;
      case "chown":
        setDialog({ kind: "chown", paths });
        return;
      case "pack":
        setDialog({ kind: "pack", paths, target: packTargetOf(row?.path ?? paths[0] ?? location.path) });
        return;
      case "unzip":
        if (row) setDialog({ kind: "unzip", row });
        return;
    }
  };

  const onMenuTarget = (row: FileRow | null) => {
    setMenuRow(row);
    if (row && !selection.paths.includes(row.path))
      setSelection({ paths: [row.path], anchor: row.path, focus: row.path });
  };

  /**
   * Uploads into the current folder, or into `folder` (a folder row they were dropped on). A name that
   * is already there asks to overwrite first: the current folder's names are listed; another folder's are
   * read before the files are queued (an unreadable folder leaves the check to the server).
   */
  const addUploads = async (entries: ChosenFile[], folder?: string) => {
    const into = folder ?? location.path;
    if (!into) return;
    const names = folder
      ? new Set(
          await api.list(folder, true).then(
            (listed) => listed.map((row) => row.path),
            () => [],
          ),
        )
      : rowsByPath();
    uploads.add(
      entries.map(({ file, relativePath }) => ({
        file,
        relativePath,
        remotePath: remotePathOf(into, relativePath),
      })),
      location.volume,
      (remote) => names.has(remote),
    );
  };

  const onDropFiles = (items: DataTransferItemList | null, files: FileList | null, folder?: string) => {
    if (!allowed("upload")) return;
    if (items && items.length)
      void droppedFiles(items as unknown as ArrayLike<DataTransferItem>).then((dropped) =>
        addUploads(dropped, folder),
      );
    else if (files)
      void addUploads(
        [...files].map((file) => ({ file, relativePath: file.name })),
        folder,
      );
  };

  return (
    <PageFrame
      title={storageText("title")}
      className="ws-storage-page"
      extra={
        onlyShow && (
          <Tag minimal data-testid="storage-only-show">
            {storageText("readOnly")}
          </Tag>
        )
      }
    >
      <QuotaBar remaining={remaining} validity={validity} />
      <LocationBar
        volumes={dir.volumeOptions}
        volume={location.volume}
        path={location.path}
        onVolume={dir.goVolume}
        onPath={dir.goTyped}
      />
      <StorageToolbar
        showHidden={showHidden}
        onRoot={dir.goRoot}
        onUp={dir.goUp}
        onRefresh={() => {
          load();
          loadQuota();
        }}
        onSearch={dir.searchFor}
        onShowHidden={setShowHidden}
        onDownload={() => void download(selectedRows)}
        onUpload={() => fileInput.current?.click()}
        onUploadFolder={() => folderInput.current?.click()}
        onShortcuts={() => setHelp(true)}
        canDownload={allowed("download")}
        canUpload={allowed("upload")}
      />
      <UploadInputs files={fileInput} folder={folderInput} onChosen={(chosen) => void addUploads(chosen)} />
      <FileTable
        rows={rows}
        sort={dir.sort}
        onSort={dir.sortBy}
        page={dir.page}
        pageSize={dir.pageSize}
        selected={selection.paths}
        focus={selection.focus}
        dialogOpen={dialog !== null || help}
        onKeyDown={onKeyDown}
        onPage={dir.setPage}
        onPageSize={dir.setPageSize}
        onRowClick={onRowClick}
        onRowDoubleClick={(row) =>
          isFolder(row) ? dir.goTo({ volume: location.volume, path: row.path }) : view(row)
        }
        onMenuTarget={onMenuTarget}
        menu={
          <FileMenu
            row={menuRow}
            selectedCount={paths(selectedRows, menuRow).length}
            onlyShow={onlyShow}
            allowed={allowed}
            onAction={onAction}
          />
        }
        onDropFiles={onDropFiles}
      />
      <UploadPanel actor={uploads.actor} />
      <div className="ws-storage-current">{storageText("currentPath", { path: location.path || "-" })}</div>
      <RecordsPanel
        api={api}
        startOpen={typeof window !== "undefined" && window.location.hash.includes("/storage-manage")}
        version={recordsVersion}
        tip={tip}
      />
      <ShortcutHelp isOpen={help} onClose={() => setHelp(false)} />
      <OperationDialogs
        dialog={dialog}
        busy={busy}
        api={api}
        folder={location.path}
        onClose={() => setDialog(null)}
        onOperate={(type, from, target, mod) => void operate(type, from, target, mod)}
      />
    </PageFrame>
  );
}

const paths = (selected: FileRow[], row: FileRow | null) => (selected.length ? selected : row ? [row] : []);
