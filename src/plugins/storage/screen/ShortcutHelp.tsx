import { Dialog, DialogBody, HTMLTable } from "@blueprintjs/core";
import { storageText, type StorageMessageKey } from "../messages";

/** The keys, then what they do. */
const SHORTCUTS: [StorageMessageKey, StorageMessageKey][] = [
  ["keyArrows", "keyArrowsWhat"],
  ["keyHomeEnd", "keyHomeEndWhat"],
  ["keyShift", "keyShiftWhat"],
  ["keyAll", "keyAllWhat"],
  ["keyEnter", "keyEnterWhat"],
  ["keyBackspace", "keyBackspaceWhat"],
  ["keyF2", "keyF2What"],
  ["keyDelete", "keyDeleteWhat"],
  ["keyCopy", "keyCopyWhat"],
  ["keyPaste", "keyPasteWhat"],
  ["keyEsc", "keyEscWhat"],
  ["keyHelp", "keyHelpWhat"],
];

/** The file table's keys (opened with ? on the table, or the toolbar's 快捷键 button). */
export function ShortcutHelp({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} title={storageText("shortcuts")} onClose={onClose} style={{ width: 560 }}>
      <DialogBody>
        <HTMLTable compact className="ws-storage-legend" aria-label={storageText("shortcuts")}>
          <tbody>
            {SHORTCUTS.map(([keys, what]) => (
              <tr key={keys}>
                <td>
                  <kbd>{storageText(keys)}</kbd>
                </td>
                <td>{storageText(what)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
    </Dialog>
  );
}
