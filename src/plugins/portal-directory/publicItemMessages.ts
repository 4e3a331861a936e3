import { createCatalogue } from "../../core/messages";

/** The read-only pages of a public dataset, algorithm and model (what the search opens for visitors). */
export const publicItemZh = {
  datasetTitle: "数据集详情",
  algorithmTitle: "算法详情",
  modelTitle: "模型详情",
  publicTag: "公开",
  owner: "创建人",
  description: "描述",
  versionCount: "版本数",
  itemCount: "数据量",
  updateTime: "更新时间",
  versions: "版本",
  versionOption: "{version}（{count} 张）",
  itemPreview: "数据预览",
  itemSize: "{width}×{height}",
  noItems: "该版本暂无数据",
  algorithmType: "算法类型",
  publicVersions: "公开版本",
  noPublicVersions: "暂无公开版本",
  trainer: "训练器",
  parameters: "超参数",
  parameterName: "参数",
  parameterValue: "取值",
  parameterMeaning: "说明",
  modelCategory: "模型类别",
  labels: "标签",
  accuracy: "验证准确率",
  kilobytes: "{n} KB",
} as const;

export type PublicItemKey = keyof typeof publicItemZh;

export const publicItemEn: Record<PublicItemKey, string> = {
  datasetTitle: "Dataset",
  algorithmTitle: "Algorithm",
  modelTitle: "Model",
  publicTag: "Public",
  owner: "Owner",
  description: "Description",
  versionCount: "Versions",
  itemCount: "Items",
  updateTime: "Updated",
  versions: "Version",
  versionOption: "{version} ({count} images)",
  itemPreview: "Preview",
  itemSize: "{width}×{height}",
  noItems: "This version has no items",
  algorithmType: "Type",
  publicVersions: "Public versions",
  noPublicVersions: "No public version yet",
  trainer: "Trainer",
  parameters: "Hyper-parameters",
  parameterName: "Parameter",
  parameterValue: "Value",
  parameterMeaning: "Meaning",
  modelCategory: "Category",
  labels: "Labels",
  accuracy: "Validation accuracy",
  kilobytes: "{n} KB",
};

export const publicItemText = createCatalogue<PublicItemKey>(publicItemZh, publicItemEn);
