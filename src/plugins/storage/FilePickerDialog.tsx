import { useEffect, useMemo, useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from "@blueprintjs/core";
import { useCore, useSession } from "../../ui/CoreContext";
import { isFolder, storageApi, StorageFailure, type FileRow } from "./api";
import { st } from "./messages";
import { rootOf, selectVolume, typePath, upOf, volumeOptions, type Location } from "./pathRules";
import { validatePick, type PickerType } from "./picker";
import { FileTable } from "./screen/FileTable";
import { LocationBar } from "./screen/LocationBar";
import { nextSort, sortRows, type RowSort } from "./screen/sortRows";
import { t } from "../../core/messages";

export interface FilePickerDialogProps {
  /** The allowed formats (storage spec §5). */
  type: PickerType;
  /** The confirmed file. */
  onPick: (row: FileRow) => void;
  onClose: () => void;
}

/**
 * The file picker ("file management", storage spec §2): the same volume selector, path, root, back,
 * refresh, search and file table as the manager; one file is selected and confirmed, checked by
 * `validatePick` (the spec's messages).
 */
export function FilePickerDialog({ type, onPick, onClose }: FilePickerDialogProps) {
  const core = useCore();
  const userName = useSession().user?.userName ?? "";
  const api = useMemo(() => storageApi(core.http), [core.http]);
  const [volumes, setVolumes] = useState<string[]>([]);
  /** The account's special fixed directory (spec §4), as on the manager: root and a 'VIP' volume. */
  const [vip, setVip] = useState<string | undefined>(undefined);
  const [location, setLocation] = useState<Location>({ volume: "", path: "" });
  const [rows, setRows] = useState<FileRow[]>([]);
  const [name, setName] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<FileRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [sort, setSort] = useState<RowSort | null>(null);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);

  useEffect(() => {
    let live = true;
    api
      .userPaths()
      .then(({ volumes: list, vipPath }) => {
        if (!live) return;
        setVolumes(list);
        setVip(vipPath);
        setLocation(rootOf(list, userName, vipPath));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, userName]);

  useEffect(() => {
    if (!location.path) return;
    let live = true;
    api
      .list(location.path, false, search || undefined)
      .then((list) => live && setRows(list))
      .catch((error: unknown) => {
        if (!live) return;
        setRows([]);
        if (error instanceof StorageFailure) setMessage(error.info);
      });
    return () => {
      live = false;
    };
  }, [api, location.path, search, reloads]);

  const goTo = (next: Location) => {
    setLocation(next);
    setSelected(null);
    setPage(1);
    setSearch("");
    setName("");
  };

  const confirm = () => {
    const problem = validatePick(
      type,
      selected ? { ...selected, type: isFolder(selected) ? "folder" : "file" } : null,
    );
    if (problem) setMessage(problem);
    else if (selected) onPick(selected);
  };

  return (
    <Dialog isOpen title={st("pickerTitle")} onClose={onClose} style={{ width: 900 }}>
      <DialogBody>
        <LocationBar
          volumes={volumeOptions(volumes, vip)}
          volume={location.volume}
          path={location.path}
          onVolume={(volume) => goTo(selectVolume(volume, userName, vip))}
          onPath={(typed) => goTo(typePath(typed, location, volumes))}
        />
        <div className="ws-storage-toolbar">
          <Button icon="home" text={st("root")} onClick={() => goTo(rootOf(volumes, userName, vip))} />
          <Button
            icon="arrow-left"
            text={st("back")}
            onClick={() => goTo({ ...location, path: upOf(location.path) })}
          />
          <Button
            icon="refresh"
            text={t("action.refresh")}
            onClick={() => setReloads((count) => count + 1)}
          />
          <InputGroup
            type="search"
            aria-label={st("searchPlaceholder")}
            placeholder={st("searchPlaceholder")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") setSearch(name.trim());
            }}
          />
        </div>
        {message && (
          <Callout intent="warning" role="alert">
            {message}
          </Callout>
        )}
        <FileTable
          rows={location.path ? sorted : []}
          sort={sort}
          onSort={(key) => {
            setSort((current) => nextSort(current, key));
            setPage(1);
          }}
          page={page}
          pageSize={pageSize}
          selected={selected ? [selected.path] : []}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          onRowClick={(row) => {
            setSelected(row);
            setMessage(null);
          }}
          onRowDoubleClick={(row) =>
            isFolder(row) ? goTo({ ...location, path: row.path }) : setSelected(row)
          }
          onMenuTarget={() => {}}
          onDropFiles={() => {}}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} />
            <Button intent="primary" text={t("action.ok")} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
