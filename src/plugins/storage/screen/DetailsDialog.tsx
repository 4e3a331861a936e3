import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from "@blueprintjs/core";
import { formatSize, isFolder, type FileRow } from "../api";
import { st } from "../messages";
import { t } from "../../../core/messages";

/** Every field of a listing row. */
export function DetailsDialog({ row, onClose }: { row: FileRow; onClose: () => void }) {
  const folder = isFolder(row);
  const fields: [string, string | number][] = [
    [st("colName"), row.name],
    [st("colType"), folder ? st("typeFolder") : st("typeFile")],
    [st("colUid"), row.uid],
    [st("colGid"), row.gid],
    [st("colPerm"), row.mode ? `${row.perm} (${row.mode})` : row.perm],
    [t("field.size"), folder ? "-" : `${formatSize(row.size)} (${row.size} B)`],
    [st("colTime"), row.time],
    [st("colPath"), row.path],
  ];
  return (
    <Dialog isOpen title={st("detailsTitle")} onClose={onClose}>
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
