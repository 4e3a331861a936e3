import type { Page } from "../../contracts/paging";
import type { DatasetView, ItemView, VersionView } from "../../contracts/datasets";
import type { LabelGroupView, LabelView } from "../../contracts/labels";

/** The shapes the datasets plugin reads: the contracts' (src/contracts/datasets.ts, labels.ts). */
export type { Page };
export type Dataset = DatasetView;
export type DatasetVersion = VersionView;
export type DatasetItem = ItemView;
export type LabelGroup = LabelGroupView;
export type Label = LabelView;

/** 团队管理's shapes are the team-annotation contract's (src/contracts/annotationShapes.ts). */
export type { Candidate, TeamMember as Member, TeamView as Team } from "../../contracts/annotationShapes";

export interface PageParams {
  pageNum: number;
  pageSize: number;
}
