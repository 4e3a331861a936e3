import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { annotationDataText } from "../dataAnnotMessages";
import type { Option } from "../types";

export interface DataPickerProps {
  datasets: Option[];
  versions: Option[];
  groups: Option[];
  datasetId: number | null;
  versionId: number | null;
  groupId: number | null;
  onChoose(field: "dataset" | "version" | "group", id: number): void;
}

/** 数据集, 版本 and 标签组 of 数据标注: three drop-downs in the page's header. */
export function DataPicker(props: DataPickerProps) {
  const select = (
    field: "dataset" | "version" | "group",
    label: string,
    options: Option[],
    value: number | null,
  ) => (
    <FormGroup inline label={label} labelFor={`ws-data-annot-${field}`} className="ws-data-annot-field">
      <HTMLSelect
        id={`ws-data-annot-${field}`}
        aria-label={label}
        value={value ?? ""}
        disabled={options.length === 0}
        onChange={(event) => props.onChoose(field, Number(event.currentTarget.value))}
        options={options.map((option) => ({ value: option.id, label: option.name }))}
      />
    </FormGroup>
  );
  return (
    <div className="ws-data-annot-picker">
      {select("dataset", annotationDataText("dataset"), props.datasets, props.datasetId)}
      {select("version", annotationDataText("version"), props.versions, props.versionId)}
      {select("group", annotationDataText("labelGroup"), props.groups, props.groupId)}
    </div>
  );
}
