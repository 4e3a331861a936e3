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
}

const SEARCH_PATH: Record<SearchKind, string> = {
  dataset: PORTAL_DIRECTORY_API.datasetSearch,
  algorithm: PORTAL_DIRECTORY_API.algorithmSearch,
  model: PORTAL_DIRECTORY_API.modelSearch,
  service: PORTAL_DIRECTORY_API.serviceSearch,
};

/** The portal directories' calls; a failure has shown its tip (the http layer's). */
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
    service: (id: number) => api.get<PublicService>(`${PORTAL_DIRECTORY_API.service}/${id}`),
    oneCase: (id: number) => api.get<PublicCase>(`${PORTAL_DIRECTORY_API.caseOne}/${id}`),
    classifyTree: () => api.get<ClassifyNode[]>(PORTAL_DIRECTORY_API.classifyTree),
  };
}

export type PortalDirectoryApi = ReturnType<typeof portalDirectoryApi>;
