import { useState } from "react";
import { Button, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { EXPORT_FORMATS, FORMAT_NAMES, type ExportFormat } from "../../../contracts/datasetFormats";
import { t } from "../../../core/messages";
import { useCore } from "../../../ui/CoreContext";
import { useRefusal } from "../../../ui/kit/list";
import type { DatasetInfo, DatasetVersionInfo } from "../../shared/datasetSlots";
import { exportVersion } from "../formatsApi";
import { datasetFormatsText } from "../formatsMessages";

/** Saves downloaded bytes as a file (a link the browser follows, then let go). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 导出版本: the selected version as a zip in COCO, VOC or YOLO; 无可下载文件！ when it has no images. */
export function ExportSection({ dataset, version }: { dataset: DatasetInfo; version: DatasetVersionInfo }) {
  const core = useCore();
  const refused = useRefusal("datasets");
  const [format, setFormat] = useState<ExportFormat>("coco");
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (version.itemCount === 0) {
      core.bus.emit("datasets", "ui.tip", { intent: "warning", message: t("download.none") });
      return;
    }
    setBusy(true);
    try {
      const blob = await exportVersion(core.http, dataset.id, version.id, format);
      saveBlob(blob, `${dataset.dataSetName}-${version.version}-${format}.zip`);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ws-ds-formats-section" aria-labelledby="ws-ds-export-title">
      <h4 id="ws-ds-export-title">{datasetFormatsText("exportTitle")}</h4>
      <p className="ws-ds-muted">{datasetFormatsText("exportHint", { version: version.version })}</p>
      <div className="ws-ds-formats-row">
        <FormGroup label={datasetFormatsText("exportFormat")} labelFor="ws-ds-export-format" inline>
          <HTMLSelect
            id="ws-ds-export-format"
            value={format}
            onChange={(event) => setFormat(event.currentTarget.value as ExportFormat)}
            options={EXPORT_FORMATS.map((value) => ({ value, label: FORMAT_NAMES[value] }))}
          />
        </FormGroup>
        <Button
          icon="export"
          intent="primary"
          loading={busy}
          text={datasetFormatsText("export")}
          onClick={() => void run()}
        />
      </div>
    </section>
  );
}
