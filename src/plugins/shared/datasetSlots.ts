import { createSlot } from "../../core/extensions";
import type {
  ColumnContribution,
  RowActionContribution,
  TabContribution,
  ToolbarButtonContribution,
} from "../../ui/kit/slots/types";

/**
 * The datasets plugin's extension slots: other plugins add tabs to the dataset detail page, and
 * columns, row actions and toolbar buttons to 我的数据集, without importing the datasets plugin:
 *
 *   extensions: [
 *     extend(DATASET_DETAIL_TABS, { id: "quality", title: "质量报告", order: 30, load: () => import("./QualityTab") }),
 *     extend(DATASET_LIST_ROW_ACTIONS, { id: "train", text: "训练", permission: "tiTask", run: (row) => … }),
 *   ]
 */

/** A dataset as the datasets plugin shows it (the fields contributions may rely on). */
export interface DatasetInfo {
  id: number;
  dataSetName: string;
  description: string;
  isPublic: 0 | 1;
  userId: number;
  userName: string;
  versionCount: number;
  itemCount: number;
  createTime: string;
  updateTime: string;
}

/** One version of a dataset. */
export interface DatasetVersionInfo {
  id: number;
  dataSetId: number;
  version: string;
  itemCount: number;
  annotatedCount: number;
  createTime: string;
}

/** What every tab of the dataset detail page gets: the dataset, the selected version, the rights. */
export interface DatasetTabProps {
  dataset: DatasetInfo;
  version: DatasetVersionInfo;
  /** The user owns the dataset and holds the add code (uploads, new versions). */
  canUpload: boolean;
  /** The user owns the dataset and holds the delete code. */
  canDelete: boolean;
  /** Tell the page that items were added or removed (the counts reload). */
  onChanged: () => void;
}

/** The tabs beside the version list of 数据集详情 (the datasets plugin's own: 数据, 基本信息). */
export const DATASET_DETAIL_TABS = createSlot<TabContribution<DatasetTabProps>>("datasets.detail.tabs");

/** Columns after the own columns of 我的数据集. */
export const DATASET_LIST_COLUMNS = createSlot<ColumnContribution<DatasetInfo>>("datasets.list.columns");

/** Buttons in each row of 我的数据集, after 查看 and before 编辑 / 删除. */
export const DATASET_LIST_ROW_ACTIONS =
  createSlot<RowActionContribution<DatasetInfo>>("datasets.list.rowActions");

/** What a toolbar button of 我的数据集 gets: the list's refresh. */
export interface DatasetListContext {
  refresh: () => void;
}

/** Buttons after 新增数据集 in the toolbar of 我的数据集. */
export const DATASET_LIST_TOOLBAR =
  createSlot<ToolbarButtonContribution<DatasetListContext>>("datasets.list.toolbar");
