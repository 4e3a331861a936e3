import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import {
  DATASET_VERSION_PATHS as PATHS,
  fillPath,
  INTRODUCE_TYPE,
  type FileInfo,
  type IntroduceEntry,
  type IntroducePage,
  type LabelSheetResult,
  type ShareLink,
  type SharedItem,
  type SharedVersion,
  type VersionComparison,
  type VersionState,
} from "../../contracts/datasetVersions";
import type { Dataset, Page } from "./types";

/** The versions, sharing, introduction and label-sheet calls (src/contracts/datasetVersions.ts). */
const api = (http: AxiosInstance) => createRequest(http);

export const compareVersions = (
  http: AxiosInstance,
  dataSetId: number,
  baseVersionId: number,
  targetVersionId: number,
) =>
  api(http).get<VersionComparison>(PATHS.compare, {
    params: { dataSetId, baseVersionId, targetVersionId, limit: 500 },
  });
export const versionStates = (http: AxiosInstance, dataSetId: number) =>
  api(http).get<VersionState[]>(PATHS.states, { params: { dataSetId } });
export const publishVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).post<VersionState>(PATHS.publish, { dataSetId, versionId });
export const recoverVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).post(PATHS.recover, { dataSetId, versionId });
export const copyToDataset = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  dataSetName: string,
) => api(http).post<Dataset>(PATHS.copy, { dataSetId, versionId, dataSetName });
export const setVersionPublic = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  isPublic: boolean,
) => api(http).put<VersionState>(PATHS.versionPublic, { dataSetId, versionId, isPublic: isPublic ? 1 : 0 });
export const fileInfo = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).get<FileInfo>(fillPath(PATHS.fileInfo, { dataSetId, versionId }));

// ---- share links ----
export const listShares = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).get<ShareLink[]>(fillPath(PATHS.share, { dataSetId, versionId }));
export const createShare = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  expireAt: number | null,
) =>
  api(http).post<ShareLink>(
    fillPath(PATHS.share, { dataSetId, versionId }),
    { expireAt },
    { hideSuccessTip: true },
  );
export const revokeShare = (http: AxiosInstance, id: number) =>
  api(http).del<ShareLink>(fillPath(PATHS.shareRevoke, { id }));
/** The visitor's reads: failures (expired, revoked) are shown by the page itself. */
export const sharedVersion = (http: AxiosInstance, token: string) =>
  api(http).get<SharedVersion>(fillPath(PATHS.shared, { token }), { hideTip: true });
export const sharedItems = (http: AxiosInstance, token: string, pageNum: number, pageSize: number) =>
  api(http).get<Page<SharedItem>>(fillPath(PATHS.sharedItems, { token }), {
    params: { pageNum, pageSize },
    hideTip: true,
  });
export const sharedFileUrl = (http: AxiosInstance, token: string, itemId: number) =>
  api(http).path(fillPath(PATHS.sharedFile, { token, itemId }));
/** The address a share link opens (the app's own origin and hash route). */
export const shareLinkUrl = (token: string) =>
  `${window.location.origin}${window.location.pathname}#/home/sharePage?token=${encodeURIComponent(token)}`;

// ---- introductions ----
const introduceOf = (dataSetId: number) => ({ type: INTRODUCE_TYPE.dataset, resourceId: dataSetId });
export const introducePages = (http: AxiosInstance, dataSetId: number) =>
  api(http).get<IntroducePage[]>(fillPath(PATHS.introduceAll, introduceOf(dataSetId)));
export const createIntroduce = (http: AxiosInstance, dataSetId: number, title: string, content: string) =>
  api(http).post<IntroducePage>(PATHS.introduce, { ...introduceOf(dataSetId), title, content });
export const updateIntroduce = (http: AxiosInstance, id: number, title: string, content: string) =>
  api(http).put<IntroducePage>(PATHS.introduce, { id, title, content });
export const deleteIntroduce = (http: AxiosInstance, id: number) =>
  api(http).del(fillPath(PATHS.introduceRemove, { id }));
export type { IntroduceEntry };

// ---- labels from a spreadsheet ----
export const uploadLabelSheet = (http: AxiosInstance, groupId: number, file: File) => {
  const form = new FormData();
  form.append("file", file, file.name);
  return api(http).post<LabelSheetResult>(fillPath(PATHS.uploadExcel, { id: groupId }), form, {
    hideSuccessTip: true,
  });
};
