import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import type {
  ClassifyNode,
  FoundAlgorithm,
  FoundDataset,
  FoundModel,
  Page,
  PublicCase,
  PublicService,
  SearchKind,
} from "./types";
import type {
  PublicAlgorithm,
  PublicAlgorithmVersion,
  PublicDataset,
  PublicDatasetItem,
  PublicDatasetVersion,
  PublicModel,
  PublicModelVersion,
} from "./publicItems";
import { CLASSIFY_API } from "../../contracts/classify";
import { MODELS_API } from "../../contracts/models";
import { fillPath } from "../../contracts/paths";
import { PORTAL_DIRECTORY_API } from "../../contracts/portalDirectory";
import { PUBLIC_CASE_PATHS } from "../../contracts/portalCases";
import { SERVICES_API } from "../../contracts/services";

export interface SearchQuery {
  keyword: string;
  pageNum: number;
  pageSize: number;
}

export interface ServiceQuery {
  keyword?: string;
  classifyId?: number;
  pageNum: number;
  pageSize: number;
}

export interface FoundByKind {
  dataset: FoundDataset;
  algorithm: FoundAlgorithm;
  model: FoundModel;
  service: PublicService;
  case: PublicCase;
}

const SEARCH_PATH: Record<SearchKind, string> = {
  dataset: PORTAL_DIRECTORY_API.datasetSearch,
  algorithm: PORTAL_DIRECTORY_API.algorithmSearch,
  model: MODELS_API.versionSearch,
  service: SERVICES_API.portalSearch,
  case: PUBLIC_CASE_PATHS.page,
};

/** The portal directories' calls; a failure has shown its tip (the http layer's). */
/** A detail page's own calls: the page's state is the one message (DetailPending), no tip beside it. */
const QUIET = { hideTip: true } as const;

export function portalDirectoryApi(http: AxiosInstance) {
  const api = createRequest(http);
  const id = (path: string, value: number) => fillPath(path, { id: value });
  return {
    /**
     * One page of the public items of a kind holding the keyword ("" for all of them). `quiet`: no
     * failure tip (a count beside the main list; the page shows no number instead).
     */
    search: <K extends SearchKind>(kind: K, query: SearchQuery, quiet = false) =>
      api.get<Page<FoundByKind[K]>>(SEARCH_PATH[kind], {
        params: { keyword: query.keyword || undefined, pageNum: query.pageNum, pageSize: query.pageSize },
        hideTip: quiet,
      }),
    services: (query: ServiceQuery, quiet = false) =>
      api.get<Page<PublicService>>(SERVICES_API.publicPage, {
        params: { ...query, keyword: query.keyword || undefined },
        hideTip: quiet,
      }),
    service: (serviceId: number) => api.get<PublicService>(id(SERVICES_API.publicOne, serviceId), QUIET),
    oneCase: (caseId: number) => api.get<PublicCase>(id(PORTAL_DIRECTORY_API.caseOne, caseId), QUIET),
    classifyTree: () => api.get<ClassifyNode[]>(CLASSIFY_API.tree),

    dataset: (datasetId: number) =>
      api.get<PublicDataset>(id(PORTAL_DIRECTORY_API.dataset, datasetId), QUIET),
    datasetVersions: (dataSetId: number) =>
      api.get<PublicDatasetVersion[]>(PORTAL_DIRECTORY_API.datasetVersions, {
        params: { dataSetId },
        ...QUIET,
      }),
    datasetItems: (query: { dataSetId: number; versionId: number; pageNum: number; pageSize: number }) =>
      api.get<Page<PublicDatasetItem>>(PORTAL_DIRECTORY_API.datasetItems, { params: query }),
    /** An item's image for an `<img src>` (public: no bearer needed). */
    itemFileUrl: (itemId: number) => id(PORTAL_DIRECTORY_API.itemFile, itemId),
    algorithm: (algorithmId: number) =>
      api.get<PublicAlgorithm>(id(PORTAL_DIRECTORY_API.algorithm, algorithmId), QUIET),
    algorithmVersions: (algorithmId: number) =>
      api.get<PublicAlgorithmVersion[]>(PORTAL_DIRECTORY_API.algorithmVersions, {
        params: { algorithmId },
        ...QUIET,
      }),
    model: (modelId: number) => api.get<PublicModel>(id(MODELS_API.publicModel, modelId), QUIET),
    modelVersions: (modelId: number) =>
      api.get<PublicModelVersion[]>(MODELS_API.versionPublicList, { params: { modelId }, ...QUIET }),
  };
}

export type PortalDirectoryApi = ReturnType<typeof portalDirectoryApi>;
