import type { Page } from "../../contracts/paging";
/** The shapes of docs/annotation-api.md the datasets plugin reads. */

export type { Page };

export interface Dataset {
  id: number;
  dataSetName: string;
  description: string;
  dataType: string;
  isPublic: 0 | 1;
  userId: number;
  userName: string;
  versionCount: number;
  itemCount: number;
  createTime: string;
  updateTime: string;
}

export interface DatasetVersion {
  id: number;
  dataSetId: number;
  version: string;
  itemCount: number;
  annotatedCount: number;
  createTime: string;
}

export interface DatasetItem {
  id: number;
  dataSetId: number;
  versionId: number;
  fileName: string;
  fileSize: number;
  width: number;
  height: number;
  annotationCount: number;
  needsCorrection?: boolean | number;
  createTime: string;
}

export interface LabelGroup {
  id: number;
  groupName: string;
  description: string;
  labelCount: number;
  createTime: string;
}

export interface Label {
  id: number;
  groupId: number;
  labelName: string;
  color: string;
  top: 0 | 1;
  createTime: string;
}

/** 团队管理's shapes are the team-annotation contract's (src/contracts/annotationShapes.ts). */
export type { Candidate, TeamMember as Member, TeamView as Team } from "../../contracts/annotationShapes";

export interface PageParams {
  pageNum: number;
  pageSize: number;
}
