import type { DatasetTabProps } from "../../shared/datasetSlots";
import { ExportSection } from "./ExportSection";
import { ImportSection } from "./ImportSection";
import "./formats.css";

/**
 * The detail page's 导入导出 tab (a contribution to DATASET_DETAIL_TABS): export the selected version
 * in COCO, VOC or YOLO; the owner imports an archive in those formats or class folders
 * (docs/dataset-formats.md).
 */
export default function FormatsTab({ dataset, version, canUpload, onChanged }: DatasetTabProps) {
  return (
    <div className="ws-ds-formats">
      <ExportSection dataset={dataset} version={version} />
      {canUpload && <ImportSection dataSetId={dataset.id} versionId={version.id} onDone={onChanged} />}
    </div>
  );
}
