import { Type as T, type Static } from "@sinclair/typebox";
import { ALGORITHMS_API, ALGORITHM_VERSIONS_API } from "./algorithms";
import { DATASETS_API, PUBLIC_DATASET_API } from "./datasets";
import { PUBLIC_CASE_PATHS } from "./portalCases";

/**
 * The portal directories' public reads (ai-domain §7 portal-search-result and the public pages; no
 * sign-in): the global search of datasets and algorithms, and the read-only pages of a public dataset
 * and algorithm, and a published case. Models', services', the cases list's and the industry tree's public calls are in their own
 * contracts (models.ts, services.ts, portalCases.ts, classify.ts). Imported by
 * src/plugins/portal-directory; served by server/annotation/publicDatasetRoutes.ts, the datasets'
 * and algorithms' routes and server/algorithms/publicRoutes.ts.
 */
/** The directory reads the datasets' and algorithms' contracts declare, under the names its pages use. */
export const PORTAL_DIRECTORY_API = {
  datasetSearch: DATASETS_API.portalSearch,
  algorithmSearch: ALGORITHMS_API.portalSearch,
  dataset: PUBLIC_DATASET_API.one,
  datasetVersions: PUBLIC_DATASET_API.versions,
  datasetItems: PUBLIC_DATASET_API.items,
  /** An item's image for an `<img src>` (public: no bearer needed). */
  itemFile: PUBLIC_DATASET_API.file,
  algorithm: ALGORITHMS_API.publicOne,
  algorithmVersions: ALGORITHM_VERSIONS_API.publicList,
  /** A published case's page: the cases' own path (portalCases.ts) with its id. */
  caseOne: `${PUBLIC_CASE_PATHS.one}/:id`,
} as const;

/** A public dataset found by the search (data-set-history/portal-search-result). */
export const FoundDataset = T.Object({
  id: T.Integer(),
  dataSetName: T.String(),
  description: T.String(),
  userName: T.String(),
  versionCount: T.Integer(),
  itemCount: T.Integer(),
  createTime: T.String(),
});
export type FoundDataset = Static<typeof FoundDataset>;

/** A public algorithm found by the search (tb-algorithm-manage/portal-search-result). */
export const FoundAlgorithm = T.Object({
  id: T.Integer(),
  name: T.String(),
  description: T.String(),
  typeName: T.String(),
  userName: T.String(),
  versionCount: T.Integer(),
  createTime: T.String(),
});
export type FoundAlgorithm = Static<typeof FoundAlgorithm>;

/** A public model found by the search (model-history/portal-search-result). */
export const FoundModel = T.Object({
  id: T.Integer(),
  name: T.String(),
  description: T.String(),
  category: T.String(),
  ownerName: T.String(),
  versionCount: T.Integer(),
  createTime: T.String(),
});
export type FoundModel = Static<typeof FoundModel>;

/** A public dataset's page. */
export const PublicDataset = T.Composite([FoundDataset, T.Object({ updateTime: T.String() })]);
export type PublicDataset = Static<typeof PublicDataset>;

export const PublicDatasetVersion = T.Object({
  id: T.Integer(),
  version: T.String(),
  itemCount: T.Integer(),
  annotatedCount: T.Integer(),
  createTime: T.String(),
});
export type PublicDatasetVersion = Static<typeof PublicDatasetVersion>;

export const PublicDatasetItem = T.Object({
  id: T.Integer(),
  fileName: T.String(),
  fileSize: T.Integer(),
  width: T.Integer(),
  height: T.Integer(),
});
export type PublicDatasetItem = Static<typeof PublicDatasetItem>;

/** A public algorithm's page. */
export const PublicAlgorithm = T.Composite([FoundAlgorithm, T.Object({ updateTime: T.String() })]);
export type PublicAlgorithm = Static<typeof PublicAlgorithm>;

/** A public version of it, with its trainer and hyper-parameters (the version's values). */
export const PublicAlgorithmVersion = T.Object({
  id: T.Integer(),
  version: T.String(),
  description: T.String(),
  trainer: T.String(),
  trainerTitle: T.String(),
  parameters: T.Array(T.Object({ name: T.String(), description: T.String(), value: T.Number() })),
  createTime: T.String(),
});
export type PublicAlgorithmVersion = Static<typeof PublicAlgorithmVersion>;

/** A public model's page (model-manage/public/:id, models.ts). */
export const PublicModel = T.Composite([FoundModel, T.Object({ updateTime: T.String() })]);
export type PublicModel = Static<typeof PublicModel>;

/** A public version of it (model-history/public-list, models.ts). */
export const PublicModelVersion = T.Object({
  id: T.Integer(),
  version: T.String(),
  description: T.String(),
  trainerTitle: T.String(),
  labels: T.Array(T.String()),
  accuracy: T.Union([T.Number(), T.Null()]),
  fileSize: T.Integer(),
  statusText: T.String(),
  createTime: T.String(),
});
export type PublicModelVersion = Static<typeof PublicModelVersion>;
