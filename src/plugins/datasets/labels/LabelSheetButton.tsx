import { useRef, useState } from "react";
import { Button } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { failureText } from "../../../ui/kit/list";
import { LABEL_SHEET, VERSION_TEXT } from "../../../contracts/datasetVersions";
import { uploadLabelSheet } from "../versionApi";
import { datasetVersionsText } from "../versions/versionMessages";

/**
 * 从表格导入: labels added to the group from a spreadsheet (column A names, column B colours). The file is
 * checked first as ai-domain §5 says (xls or xlsx: 文件格式错误！; at most 2048 KB: 文件 … 太大, 不能超过 2M!);
 * the server checks again and says how many were added and which were skipped.
 */
export function LabelSheetButton({ groupId, onImported }: { groupId: number; onImported: () => void }) {
  const { http, bus } = useCore();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const tip = (intent: "success" | "danger" | "warning", message: string) =>
    bus.emit("datasets", "ui.tip", { intent, message });

  const chosen = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!(LABEL_SHEET.extensions as readonly string[]).includes(ext))
      return tip("danger", VERSION_TEXT.excelFormat);
    if (file.size > LABEL_SHEET.maxKb * 1024)
      return tip("danger", VERSION_TEXT.excelTooLarge(file.name, LABEL_SHEET.maxKb / 1024));
    setBusy(true);
    try {
      const result = await uploadLabelSheet(http, groupId, file);
      if (result.skipped.length)
        tip(
          "warning",
          datasetVersionsText("importedSkipped", {
            added: result.added,
            skipped: result.skipped.length,
            names: result.skipped.join("、"),
          }),
        );
      else tip("success", datasetVersionsText("imported", { added: result.added }));
      onImported();
    } catch (error) {
      const text = failureText(error);
      if (text) tip("danger", text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xls,.xlsx"
        aria-label={datasetVersionsText("importLabels")}
        data-testid="label-sheet-input"
        onChange={(event) => void chosen(event.currentTarget.files?.[0])}
      />
      <Button
        size="small"
        icon="import"
        text={datasetVersionsText("importLabels")}
        title={datasetVersionsText("importHint")}
        loading={busy}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
