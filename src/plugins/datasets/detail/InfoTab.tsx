import type { ReactNode } from "react";
import { HTMLTable, Tag } from "@blueprintjs/core";
import { formatCount } from "../../../ui/kit/list";
import type { DatasetTabProps } from "../../shared/datasetSlots";
import { t } from "../../../core/messages";
import { datasetsText } from "../messages";

/**
 * The detail page's 基本信息 tab (a contribution to DATASET_DETAIL_TABS): the dataset's facts and the
 * selected version's counts.
 */
export default function InfoTab({ dataset, version }: DatasetTabProps) {
  const rows: [label: string, value: ReactNode][] = [
    [datasetsText("dataSetName"), dataset.dataSetName],
    [datasetsText("description"), dataset.description || "-"],
    [datasetsText("owner"), dataset.userName || "-"],
    [
      datasetsText("isPublic"),
      <Tag key="public" minimal intent={dataset.isPublic === 1 ? "success" : "none"}>
        {dataset.isPublic === 1 ? datasetsText("yes") : datasetsText("no")}
      </Tag>,
    ],
    [datasetsText("versionCount"), formatCount(dataset.versionCount)],
    [t("field.createTime"), dataset.createTime],
    [datasetsText("updateTime"), dataset.updateTime],
    [datasetsText("version"), version.version],
    [datasetsText("itemCount"), formatCount(version.itemCount)],
    [datasetsText("annotatedCount"), formatCount(version.annotatedCount)],
    [datasetsText("unannotatedCount"), formatCount(Math.max(0, version.itemCount - version.annotatedCount))],
  ];
  return (
    <HTMLTable compact className="ws-ds-info" aria-label={datasetsText("infoTab")}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
