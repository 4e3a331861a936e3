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
import {
  PUBLIC_ITEM_API,
  type PublicAlgorithm,
  type PublicAlgorithmVersion,
  type PublicDataset,
  type PublicDatasetItem,
  type PublicDatasetVersion,
  type PublicModel,
  type PublicModelVersion,
} from "./publicItems";

/** The public calls the portal directories make (no sign-in needed). */
export const PORTAL_DIRECTORY_API = {
  base: "/api/aimanager/v1",
  datasetSearch: "data-set-history/portal-search-result",
  algorithmSearch: "tb-algorithm-manage/portal-search-result",
  modelSearch: "model-history/portal-search-result",
  serviceSearch: "publish-manage/portal-search-result",
  servicePage: "publish-manage/public-page",
  service: "publish-manage/public",
  caseOne: "share-case/public",
  /** Published cases, newest first, by a word of the title or summary (public). */
  casePage: "share-case/public-page",
  classifyTree: "classify/tree",
} as const;

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
  model: PORTAL_DIRECTORY_API.modelSearch,
  service: PORTAL_DIRECTORY_API.serviceSearch,
  case: PORTAL_DIRECTORY_API.casePage,
};

/** The portal directories' calls; a failure has shown its tip (the http layer's). */
/** A detail page's own calls: the page's state is the one message (DetailPending), no tip beside it. */
const QUIET = { hideTip: true } as const;

export function portalDirectoryApi(http: AxiosInstance) {
  const api = createRequest(http, PORTAL_DIRECTORY_API.base);
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
      api.get<Page<PublicService>>(PORTAL_DIRECTORY_API.servicePage, {
        params: { ...query, keyword: query.keyword || undefined },
        hideTip: quiet,
      }),
    service: (id: number) => api.get<PublicService>(`${PORTAL_DIRECTORY_API.service}/${id}`, QUIET),
    oneCase: (id: number) => api.get<PublicCase>(`${PORTAL_DIRECTORY_API.caseOne}/${id}`, QUIET),
    classifyTree: () => api.get<ClassifyNode[]>(PORTAL_DIRECTORY_API.classifyTree),

    dataset: (id: number) => api.get<PublicDataset>(`${PUBLIC_ITEM_API.dataset}/${id}`, QUIET),
    datasetVersions: (dataSetId: number) =>
      api.get<PublicDatasetVersion[]>(PUBLIC_ITEM_API.datasetVersions, { params: { dataSetId }, ...QUIET }),
    datasetItems: (query: { dataSetId: number; versionId: number; pageNum: number; pageSize: number }) =>
      api.get<Page<PublicDatasetItem>>(PUBLIC_ITEM_API.datasetItems, { params: query }),
    /** An item's image for an `<img src>` (public: no bearer needed). */
    itemFileUrl: (id: number) => `${PORTAL_DIRECTORY_API.base}/${PUBLIC_ITEM_API.itemFile}/${id}`,
    algorithm: (id: number) => api.get<PublicAlgorithm>(`${PUBLIC_ITEM_API.algorithm}/${id}`, QUIET),
    algorithmVersions: (algorithmId: number) =>
      api.get<PublicAlgorithmVersion[]>(PUBLIC_ITEM_API.algorithmVersions, {
        params: { algorithmId },
        ...QUIET,
      }),
    model: (id: number) => api.get<PublicModel>(`${PUBLIC_ITEM_API.model}/${id}`, QUIET),
    modelVersions: (modelId: number) =>
      api.get<PublicModelVersion[]>(PUBLIC_ITEM_API.modelVersions, { params: { modelId }, ...QUIET }),
  };
}

export type PortalDirectoryApi = ReturnType<typeof portalDirectoryApi>;
