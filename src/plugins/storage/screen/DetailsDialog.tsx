import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from "@blueprintjs/core";
import { formatSize, isFolder, type FileRow } from "../api";
import { storageText } from "../messages";
import { t } from "../../../core/messages";

/** Every field of a listing row. */
export function DetailsDialog({ row, onClose }: { row: FileRow; onClose: () => void }) {
  const folder = isFolder(row);
  const fields: [string, string | number][] = [
    [storageText("colName"), row.name],
    [storageText("colType"), folder ? storageText("typeFolder") : storageText("typeFile")],
    [storageText("colUid"), row.uid],
    [storageText("colGid"), row.gid],
    [storageText("colPerm"), row.mode ? `${row.perm} (${row.mode})` : row.perm],
    [t("field.size"), folder ? "-" : `${formatSize(row.size)} (${row.size} B)`],
    [storageText("colTime"), row.time],
    [storageText("colPath"), row.path],
  ];
  return (
    <Dialog isOpen title={storageText("detailsTitle")} onClose={onClose}>
      <DialogBody>
        <HTMLTable compact className="ws-storage-details">
          <tbody>
            {fields.map(([label, value]) => (
              <tr key={label}>
                <th>{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
      <DialogFooter actions={<Button text={t("action.close")} onClick={onClose} />} />
    </Dialog>
  );
}
