/**
 * What the portal's read-only pages of a public dataset, algorithm and model read without a sign-in
 * (server/annotation/publicDatasetRoutes.ts, server/algorithms/publicRoutes.ts, server/models/publicRoutes.ts).
 */
export const PUBLIC_ITEM_API = {
  dataset: "data-set/public",
  datasetVersions: "data-set-history/public-list",
  datasetItems: "data-set-item/public-page",
  itemFile: "data-set-item/public-file",
  algorithm: "tb-algorithm-manage/public",
  algorithmVersions: "tb-algorithm-version/public-list",
  model: "model-manage/public",
  modelVersions: "model-history/public-list",
} as const;

export interface PublicDataset {
  id: number;
  dataSetName: string;
  description: string;
  userName: string;
  versionCount: number;
  itemCount: number;
  createTime: string;
  updateTime: string;
}

export interface PublicDatasetVersion {
  id: number;
  version: string;
  itemCount: number;
  annotatedCount: number;
  createTime: string;
}

export interface PublicDatasetItem {
  id: number;
  fileName: string;
  fileSize: number;
  width: number;
  height: number;
}

export interface PublicAlgorithm {
  id: number;
  name: string;
  description: string;
  typeName: string;
  userName: string;
  versionCount: number;
  createTime: string;
  updateTime: string;
}

export interface PublicAlgorithmVersion {
  id: number;
  version: string;
  description: string;
  trainer: string;
  trainerTitle: string;
  parameters: { name: string; description: string; value: number }[];
  createTime: string;
}

export interface PublicModel {
  id: number;
  name: string;
  description: string;
  category: string;
  ownerName: string;
  versionCount: number;
  createTime: string;
  updateTime: string;
}

export interface PublicModelVersion {
  id: number;
  version: string;
  description: string;
  trainerTitle: string;
  labels: string[];
  accuracy: number | null;
  fileSize: number;
  statusText: string;
  createTime: string;
}
