import type { Page } from "../../contracts/paging";
export type { Page };

/** A published service as the portal reads it (16 A's public routes; common contract). */
export interface PublicService {
  id: number;
  name: string;
  description: string;
  taskType: "classification" | "detection";
  modelName: string;
  modelVersion: string;
  ownerName: string;
  classifyId: number | null;
  classifyName: string;
  callCount: number;
  /** 1 running, 0 stopped. */
  status: 0 | 1;
  isPublic: 0 | 1;
  createTime: string;
}

/** A portal case: the shape lives in the contract the portal plugin shares. */
export type { PublicCase } from "../../contracts/portalCases";

/** A public dataset found by the search (data-set-history/portal-search-result). */
export interface FoundDataset {
  id: number;
  dataSetName: string;
  description: string;
  userName: string;
  versionCount: number;
  itemCount: number;
  createTime: string;
}

/** A public algorithm found by the search (tb-algorithm-manage/portal-search-result). */
export interface FoundAlgorithm {
  id: number;
  name: string;
  description: string;
  typeName: string;
  userName: string;
  versionCount: number;
  createTime: string;
}

/** A public model found by the search (model-history/portal-search-result). */
export interface FoundModel {
  id: number;
  name: string;
  description: string;
  category: string;
  ownerName: string;
  versionCount: number;
  createTime: string;
}

/** A node of the back office's industry classification tree (classify/tree). */
export interface ClassifyNode {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  children: ClassifyNode[];
}

/** The search's sections, in their order on the page. */
/** What the search finds, one tab each; published cases (案例分享) last. */
export const SEARCH_KINDS = ["dataset", "algorithm", "model", "service", "case"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
