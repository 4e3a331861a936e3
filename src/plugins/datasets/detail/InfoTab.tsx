import type { ReactNode } from "react";
import { HTMLTable, Tag } from "@blueprintjs/core";
import { formatCount } from "../../../ui/kit/list";
import type { DatasetTabProps } from "../../shared/datasetSlots";
import { t } from "../../../core/messages";
import { dt } from "../messages";

/**
 * The detail page's 基本信息 tab (a contribution to DATASET_DETAIL_TABS): the dataset's facts and the
 * selected version's counts.
 */
export default function InfoTab({ dataset, version }: DatasetTabProps) {
  const rows: [label: string, value: ReactNode][] = [
    [dt("dataSetName"), dataset.dataSetName],
    [dt("description"), dataset.description || "-"],
    [dt("owner"), dataset.userName || "-"],
    [
      dt("isPublic"),
      <Tag key="public" minimal intent={dataset.isPublic === 1 ? "success" : "none"}>
        {dataset.isPublic === 1 ? dt("yes") : dt("no")}
      </Tag>,
    ],
    [dt("versionCount"), formatCount(dataset.versionCount)],
    [t("field.createTime"), dataset.createTime],
    [dt("updateTime"), dataset.updateTime],
    [dt("version"), version.version],
    [dt("itemCount"), formatCount(version.itemCount)],
    [dt("annotatedCount"), formatCount(version.annotatedCount)],
    [dt("unannotatedCount"), formatCount(Math.max(0, version.itemCount - version.annotatedCount))],
  ];
  return (
    <HTMLTable compact className="ws-ds-info" aria-label={dt("infoTab")}>
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
