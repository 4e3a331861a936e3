import type { DatasetTabProps } from "../../shared/datasetSlots";
import { ItemsPanel } from "./ItemsPanel";

/** The detail page's 数据 tab (a contribution to DATASET_DETAIL_TABS): the selected version's items. */
export default function ItemsTab({ dataset, version, canUpload, canDelete, onChanged }: DatasetTabProps) {
  return (
    <ItemsPanel
      key={version.id}
      dataSetId={dataset.id}
      version={version}
      canUpload={canUpload}
      canDelete={canDelete}
      onChanged={onChanged}
    />
  );
}
