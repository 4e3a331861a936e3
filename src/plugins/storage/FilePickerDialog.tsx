import { useMemo, useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { isFolder, storageApi, type FileRow } from "./api";
import { storageText } from "./messages";
import { validatePick, type PickerType } from "./picker";
import { FileTable } from "./screen/FileTable";
import { LocationBar } from "./screen/LocationBar";
import { pickerKeyHandler } from "./screen/pickerKeys";
import { useDirectory } from "./screen/useDirectory";
import "./picker.css";

export interface FilePickerDialogProps {
  /** The allowed formats (storage spec §5). */
  type: PickerType;
  /** The confirmed file. */
  onPick: (row: FileRow) => void;
  onClose: () => void;
}

/**
 * The file picker ("file management", storage spec §2): the same volume selector, path, root, back,
 * refresh, search and file table as the manager (the same `useDirectory`); one file is selected and
 * confirmed, checked by `validatePick` (the spec's messages); the keys work its rows like the manager's
 * (arrows, Home/End, Enter, Backspace: pickerKeys). The dialog is sized for the table's
 * columns on one line each; the table scrolls, the message of the confirm stays pinned in the footer.
 */
export function FilePickerDialog({ type, onPick, onClose }: FilePickerDialogProps) {
  const core = useCore();
  const api = useMemo(() => storageApi(core.http), [core.http]);
  const [name, setName] = useState("");
  const [selected, setSelected] = useState<FileRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const dir = useDirectory(api, {
    onRefused: setMessage,
    onMove: () => {
      setSelected(null);
      setName("");
    },
  });

  const choose = (row: FileRow) => {
    setSelected(row);
    setMessage(null);
  };
  const confirm = () => {
    const problem = validatePick(
      type,
      selected ? { ...selected, type: isFolder(selected) ? "folder" : "file" } : null,
    );
    if (problem) setMessage(problem);
    else if (selected) onPick(selected);
  };

  const onKeyDown = pickerKeyHandler({
    rows: dir.rows,
    selected,
    choose,
    page: dir.page,
    pageSize: dir.pageSize,
    setPage: dir.setPage,
    open: (row) => dir.goTo({ ...dir.location, path: row.path }),
    confirm,
    up: dir.goUp,
  });

  return (
    <Dialog isOpen title={storageText("pickerTitle")} onClose={onClose} className="ws-storage-picker">
      <DialogBody className="ws-storage-picker-body">
        <LocationBar
          volumes={dir.volumeOptions}
          volume={dir.location.volume}
          path={dir.location.path}
          onVolume={dir.goVolume}
          onPath={dir.goTyped}
        />
        <div className="ws-storage-toolbar">
          <Button icon="home" text={storageText("root")} onClick={dir.goRoot} />
          <Button icon="arrow-left" text={storageText("back")} onClick={dir.goUp} />
          <Button icon="refresh" text={t("action.refresh")} onClick={dir.reload} />
          <InputGroup
            type="search"
            aria-label={storageText("searchPlaceholder")}
            placeholder={storageText("searchPlaceholder")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") dir.searchFor(name.trim());
            }}
          />
        </div>
        <FileTable
          rows={dir.rows}
          sort={dir.sort}
          onSort={dir.sortBy}
          page={dir.page}
          pageSize={dir.pageSize}
          selected={selected ? [selected.path] : []}
          focus={selected?.path ?? null}
          onKeyDown={onKeyDown}
          onPage={dir.setPage}
          onPageSize={dir.setPageSize}
          onRowClick={choose}
          onRowDoubleClick={(row) =>
            isFolder(row) ? dir.goTo({ ...dir.location, path: row.path }) : setSelected(row)
          }
          onMenuTarget={() => {}}
        />
      </DialogBody>
      <DialogFooter
        className="ws-storage-picker-footer"
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} />
            <Button intent="primary" text={t("action.ok")} onClick={confirm} />
          </>
        }
      >
        {/* Pinned below the scrolling table: the confirm's message is always in view. */}
        {message ? (
          <Callout intent="warning" role="alert" compact>
            {message}
          </Callout>
        ) : (
          selected && (
            <span className="ws-storage-picker-chosen">
              {storageText("pickerSelected", { name: selected.name })}
            </span>
          )
        )}
      </DialogFooter>
    </Dialog>
  );
}
