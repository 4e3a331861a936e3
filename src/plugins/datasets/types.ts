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

/** A team of 标注团队管理 (tb-team, the annotation contract's calls). */
export interface Team {
  teamId: number;
  teamName: string;
  description: string;
  memberCount: number;
  createTime: string;
}

export interface Member {
  memberId: number;
  teamId: number;
  userId: number;
  userName: string;
  displayName: string;
}

export interface Candidate {
  userId: number;
  userName: string;
  displayName: string;
}

export interface PageParams {
  pageNum: number;
  pageSize: number;
}
