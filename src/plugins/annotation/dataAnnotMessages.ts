import { createCatalogue } from "../../core/messages";

/** 数据标注's texts (a dataset owner annotates a version without a task), Chinese first. */
export const dataAnnotZh = {
  title: "数据标注",
  dataset: "数据集",
  version: "版本",
  labelGroup: "标签组",
  progress: "已标注 {done} / 共 {total}",
  noDatasets: "暂无数据集",
  noDatasetsHint: "先创建一个数据集并上传图片，再来标注",
  createDataset: "去创建数据集",
  noGroups: "暂无标签组",
  noGroupsHint: "标注需要一个标签组：先创建标签组并添加标签",
  createGroup: "去创建标签组",
  noItems: "该版本暂无图片",
  noItemsHint: "在数据集详情中上传图片后再来标注",
  openDataset: "去上传图片",
  noLabels: "该标签组暂无标签，先在标签组管理中添加标签",
  loadFailed: "加载失败",
} as const;

export type DataAnnotMessageKey = keyof typeof dataAnnotZh;

export const dataAnnotEn: Record<DataAnnotMessageKey, string> = {
  title: "Data annotation",
  dataset: "Dataset",
  version: "Version",
  labelGroup: "Label group",
  progress: "{done} of {total} annotated",
  noDatasets: "No datasets yet",
  noDatasetsHint: "Create a dataset and upload images first, then annotate them here",
  createDataset: "Create a dataset",
  noGroups: "No label groups yet",
  noGroupsHint: "Annotating needs a label group: create one and add labels first",
  createGroup: "Create a label group",
  noItems: "This version has no images",
  noItemsHint: "Upload images in the dataset's details, then annotate them here",
  openDataset: "Upload images",
  noLabels: "This label group has no labels yet: add some in label group management",
  loadFailed: "Loading failed",
};

/** 数据标注's texts, following the shell's locale. */
export const annotationDataText = createCatalogue(dataAnnotZh, dataAnnotEn);
