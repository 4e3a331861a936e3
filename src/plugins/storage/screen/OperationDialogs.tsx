import { STORAGE } from "../../../contracts/storage";
import { ConfirmAlert } from "../../../ui/kit/ConfirmAlert";
import { isFolder, type FileRow, type StorageApi } from "../api";
import { storageText } from "../messages";
import { baseName, parentOf } from "../pathRules";
import { remotePathOf } from "../upload/droppedFiles";
import { DetailsDialog } from "./DetailsDialog";
import { InputDialog } from "./InputDialog";
import { PreviewDialog } from "./PreviewDialog";
import { t } from "../../../core/messages";

const T = STORAGE.opType;

/** The dialog the storage screen has open, if any. */
export type Dialog =
  | { kind: "rename"; row: FileRow }
  | { kind: "mkdir" }
  | { kind: "chmod"; paths: string[] }
  | { kind: "pack"; paths: string[]; target: string }
  | { kind: "unzip"; row: FileRow }
  | { kind: "remove"; paths: string[] }
  | { kind: "chown"; paths: string[] }
  | { kind: "details"; row: FileRow }
  | { kind: "preview"; path: string };

interface OperationDialogsProps {
  dialog: Dialog | null;
  busy: boolean;
  api: StorageApi;
  /** The folder on screen (a new folder is created in it). */
  folder: string;
  onClose: () => void;
  onOperate: (type: number, from: string[], target?: string[], mod?: string) => void;
}

/** The operation dialogs of the storage screen: names, permission, pack and unzip targets, confirmations. */
export function OperationDialogs({ dialog, busy, api, folder, onClose, onOperate }: OperationDialogsProps) {
  return (
    <>
      {dialog?.kind === "rename" && (
        <InputDialog
          title={storageText("renameTitle")}
          label={storageText("newName")}
          initial={dialog.row.name}
          select={isFolder(dialog.row) ? "all" : "stem"}
          requiredMessage={storageText("nameRequired")}
          busy={busy}
          onClose={() => onClose()}
          onSubmit={(name) => onOperate(T.rename, [dialog.row.path], [name])}
        />
      )}
      {dialog?.kind === "mkdir" && (
        <InputDialog
          title={storageText("mkdirTitle")}
          label={storageText("folderName")}
          requiredMessage={storageText("nameRequired")}
          busy={busy}
          onClose={() => onClose()}
          onSubmit={(name) => onOperate(T.mkdir, [], [remotePathOf(folder, name)])}
        />
      )}
      {dialog?.kind === "chmod" && (
        <InputDialog
          title={storageText("permTitle")}
          label={storageText("permLabel")}
          placeholder={storageText("permPlaceholder")}
          requiredMessage={storageText("permRequired")}
          busy={busy}
          onClose={() => onClose()}
          onSubmit={(mod) => onOperate(T.chmod, dialog.paths, [], mod)}
        />
      )}
      {dialog?.kind === "pack" && (
        <InputDialog
          title={storageText("packTitle")}
          label={storageText("packTarget")}
          initial={dialog.target}
          requiredMessage={storageText("nameRequired")}
          busy={busy}
          onClose={() => onClose()}
          onSubmit={(target) => onOperate(T.pack, dialog.paths, [target])}
        />
      )}
      {dialog?.kind === "unzip" && (
        <InputDialog
          title={storageText("unzipTitle")}
          label={storageText("unzipTarget")}
          initial={parentOf(dialog.row.path)}
          requiredMessage={storageText("nameRequired")}
          busy={busy}
          onClose={() => onClose()}
          onSubmit={(target) => onOperate(T.unpack, [dialog.row.path], [target])}
        />
      )}
      <ConfirmAlert
        isOpen={dialog?.kind === "remove" || dialog?.kind === "chown"}
        intent={dialog?.kind === "remove" ? "danger" : "warning"}
        icon={dialog?.kind === "remove" ? "trash" : "person"}
        confirmButtonText={t("action.ok")}
        cancelButtonText={t("confirm.cancel")}
        loading={busy}
        onCancel={() => onClose()}
        onConfirm={() => {
          if (dialog?.kind === "remove") onOperate(T.delete, dialog.paths);
          else if (dialog?.kind === "chown") onOperate(T.chown, dialog.paths);
        }}
      >
        <p>
          {dialog?.kind === "remove" || dialog?.kind === "chown"
            ? storageText(dialog.kind === "remove" ? "deleteConfirm" : "chownConfirm", {
                count: dialog.paths.length,
                name: dialog.paths.map(baseName).join(", "),
              })
            : ""}
        </p>
      </ConfirmAlert>
      {dialog?.kind === "details" && <DetailsDialog row={dialog.row} onClose={() => onClose()} />}
      {dialog?.kind === "preview" && <PreviewDialog api={api} path={dialog.path} onClose={() => onClose()} />}
    </>
  );
}
