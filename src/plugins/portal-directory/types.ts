import type { Page } from "../../contracts/paging";
export type { Page };

/** A published service as the portal reads it: the services contract's. */
export type { PublicService } from "../../contracts/services";

/** A portal case: the shape lives in the contract the portal plugin shares. */
export type { PublicCase } from "../../contracts/portalCases";

/** What the search finds of datasets, algorithms and models: the portal directory's contract. */
export type { FoundAlgorithm, FoundDataset, FoundModel } from "../../contracts/portalDirectory";

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
