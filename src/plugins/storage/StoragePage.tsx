import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { H4, Tag } from "@blueprintjs/core";
import { API, STORAGE } from "../../core/config";
import { useHashLocation } from "wouter/use-hash-location";
import { HpcRequired } from "../../ui/kit/HpcRequired";
import { currentQuery } from "../../ui/routing/hashLocation";
import { useCore, useSession } from "../../ui/CoreContext";
import { apiUrl, isFolder, storageApi, StorageFailure, type FileRow } from "./api";
import { st, type StorageMessageKey } from "./messages";
import {
  packTargetOf,
  rootOf,
  selectVolume,
  typePath,
  upOf,
  volumeOptions,
  type Location,
} from "./pathRules";
import { FileMenu, type FileAction } from "./screen/FileMenu";
import { FileTable } from "./screen/FileTable";
import { LocationBar } from "./screen/LocationBar";
import { OperationDialogs, type Dialog } from "./screen/OperationDialogs";
import { waitForOperation } from "./screen/operationSocket";
import { QuotaBar } from "./screen/QuotaBar";
import { RecordsPanel } from "./screen/RecordsPanel";
import { clickRow, EMPTY_SELECTION, type Selection } from "./screen/selection";
import { nextSort, sortRows, type RowSort } from "./screen/sortRows";
import { StorageToolbar } from "./screen/StorageToolbar";
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
  const userName = useSession().user?.userName ?? "";
  const api = useMemo(() => storageApi(core.http), [core.http]);
  const tip = useCallback(
    (intent: "success" | "warning" | "danger", message: string) =>
      core.bus.emit("storage", "ui.tip", { intent, message }),
    [core],
  );

  const [volumes, setVolumes] = useState<string[]>([]);
  const [location, setLocation] = useState<Location>({ volume: "", path: "" });
  const [listed, setRows] = useState<FileRow[]>([]);
  const [showHidden, setShowHidden] = useState(false);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(STORAGE.fileTablePageSize);
  const [sort, setSort] = useState<RowSort | null>(null);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [clipboard, setClipboard] = useState<string[]>([]);
  const [menuRow, setMenuRow] = useState<FileRow | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [recordsVersion, setRecordsVersion] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const request = useRef(0);
  const listedPath = useRef<string | null>(null);
  const retried = useRef(false);

  const [serverVip, setServerVip] = useState<string | undefined>(undefined);
  const vipDirectory = vipProp ?? serverVip;

  useEffect(() => {
    let live = true;
    api
      .userPaths()
      .then(({ volumes: list, vipPath }) => {
        if (!live) return;
        setVolumes(list);
        setServerVip(vipPath);
        setLocation(rootOf(list, userName, vipProp ?? vipPath));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, userName, vipProp]);

  const [reloads, setReloads] = useState(0);
  /** Lists the folder again (the effect below follows `reloads`). */
  const load = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    if (!location.path) return;
    const ticket = ++request.current;
    api
      .list(location.path, showHidden, search || undefined)
      .then((list) => {
        if (ticket !== request.current) return;
        listedPath.current = location.path;
        retried.current = false;
        setRows(list);
      })
      .catch((error: unknown) => {
        if (ticket !== request.current) return;
        // A failed reload of the same folder keeps what it showed; another folder shows nothing.
        if (listedPath.current !== location.path) setRows([]);
        if (error instanceof StorageFailure) tip("warning", error.info);
        // An answer without the body envelope (an entry that vanished while it was listed, a lost
        // answer) is tried once more.
        else if (!retried.current) {
          retried.current = true;
          setTimeout(() => setReloads((count) => count + 1), 500);
        }
      });
  }, [api, location.path, showHidden, search, tip, reloads]);

  const quotaVolume = location.volume && volumes.includes(location.volume) ? location.volume : volumes[0];
  const { remaining, validity, loadQuota } = useQuota(api, quotaVolume);

  const refreshAfterUpload = useCallback(() => {
    load();
    loadQuota();
  }, [load, loadQuota]);
  const uploads = useUploadQueue(refreshAfterUpload);

  // An empty path lists nothing (spec §4: up from the top, or a /GPUFS/datasets path).
  const listedRows = location.path ? listed : EMPTY_ROWS;
  // Sorted on the client by a header click (folders first, stable); the listing's order without one.
  const rows = useMemo(() => sortRows(listedRows, sort), [listedRows, sort]);

  const goTo = (next: Location) => {
    setLocation(next);
    setSearch("");
    setPage(1);
    setSelection(EMPTY_SELECTION);
  };

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
    if (isFolder(row)) tip("warning", st("doubleClickToView"));
    else setDialog({ kind: "preview", path: row.path });
  };

  const download = async (targets: FileRow[]) => {
    if (targets.length === 0) return tip("warning", st("selectToDownload"));
    if (targets.some(isFolder)) return tip("warning", st("folderDownload"));
    try {
      const token = await api.token();
      for (const row of targets)
        window.open(apiUrl(API.storageDownload, { file: row.path, token }), "_blank");
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
        pageName: st("title"),
        content: `${st(`type${type}` as StorageMessageKey)} ${[...from, ...target].join(" -> ")}`,
      });
      setDialog(null);
      tip("success", t("http.success.POST"));
      setRecordsVersion((version) => version + 1);
      const record = await waitForOperation(api, id);
      if (record?.status === STORAGE.opStatus.failed && record.info) tip("warning", record.info);
      setSelection(EMPTY_SELECTION);
      load();
      setRecordsVersion((version) => version + 1);
    } catch (error) {
      setDialog(null);
      if (error instanceof StorageFailure) tip("warning", error.info);
    } finally {
      setBusy(false);
    }
  };

  const onAction = (action: FileAction) => {
    const row = menuRow;
    const paths = selectedRows.length ? selectedRows.map((entry) => entry.path) : row ? [row.path] : [];
    switch (action) {
      case "open":
        if (row) goTo({ volume: location.volume, path: row.path });
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
        tip("success", st("copied"));
        return;
      case "paste":
        if (clipboard.length === 0) return tip("warning", st("nothingToPaste"));
        void operate(T.copy, clipboard, [location.path]);
        return;
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
    if (row && !selection.paths.includes(row.path)) setSelection({ paths: [row.path], anchor: row.path });
  };

  const addUploads = (entries: { file: File; relativePath: string }[]) => {
    if (!location.path) return;
    uploads.add(
      entries.map(({ file, relativePath }) => ({
        file,
        relativePath,
        remotePath: remotePathOf(location.path, relativePath),
      })),
      location.volume,
      (remote) => rowsByPath().has(remote),
    );
  };

  const onDropFiles = (items: DataTransferItemList | null, files: FileList | null) => {
    if (items && items.length)
      void droppedFiles(items as unknown as ArrayLike<DataTransferItem>).then(addUploads);
    else if (files) addUploads([...files].map((file) => ({ file, relativePath: file.name })));
  };

  return (
    <div className="ws-storage-page">
      <H4>
        {st("title")}{" "}
        {onlyShow && (
          <Tag minimal data-testid="storage-only-show">
            {st("readOnly")}
          </Tag>
        )}
      </H4>
      <QuotaBar remaining={remaining} validity={validity} />
      <LocationBar
        volumes={volumeOptions(volumes, vipDirectory)}
        volume={location.volume}
        path={location.path}
        onVolume={(volume) => goTo(selectVolume(volume, userName, vipDirectory))}
        onPath={(typed) => goTo(typePath(typed, location, volumes))}
      />
      <StorageToolbar
        showHidden={showHidden}
        onRoot={() => goTo(rootOf(volumes, userName, vipDirectory))}
        onUp={() => goTo({ volume: location.volume, path: upOf(location.path) })}
        onRefresh={() => {
          load();
          loadQuota();
        }}
        onSearch={(name) => {
          setSearch(name);
          setPage(1);
        }}
        onShowHidden={setShowHidden}
        onDownload={() => void download(selectedRows)}
        onUpload={() => fileInput.current?.click()}
      />
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        data-testid="storage-file-input"
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          addUploads(chosen.map((file) => ({ file, relativePath: file.name })));
        }}
      />
      <FileTable
        rows={rows}
        sort={sort}
        onSort={(key) => {
          setSort((current) => nextSort(current, key));
          setPage(1);
        }}
        page={page}
        pageSize={pageSize}
        selected={selection.paths}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        onRowClick={onRowClick}
        onRowDoubleClick={(row) =>
          isFolder(row) ? goTo({ volume: location.volume, path: row.path }) : view(row)
        }
        onMenuTarget={onMenuTarget}
        menu={
          <FileMenu
            row={menuRow}
            selectedCount={paths(selectedRows, menuRow).length}
            onlyShow={onlyShow}
            onAction={onAction}
          />
        }
        onDropFiles={onDropFiles}
      />
      <UploadPanel actor={uploads.actor} />
      <div className="ws-storage-current">{st("currentPath", { path: location.path || "-" })}</div>
      <RecordsPanel
        api={api}
        startOpen={typeof window !== "undefined" && window.location.hash.includes("/storage-manage")}
        version={recordsVersion}
        tip={tip}
      />
      <OperationDialogs
        dialog={dialog}
        busy={busy}
        api={api}
        folder={location.path}
        onClose={() => setDialog(null)}
        onOperate={(type, from, target, mod) => void operate(type, from, target, mod)}
      />
    </div>
  );
}

const paths = (selected: FileRow[], row: FileRow | null) => (selected.length ? selected : row ? [row] : []);
