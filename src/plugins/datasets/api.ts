import type { AxiosInstance } from "axios";
import { ANNOTATION_API_BASE } from "../../contracts/annotation";
import { createRequest } from "../../core/request";
import type {
  Candidate,
  Dataset,
  DatasetItem,
  DatasetVersion,
  Label,
  LabelGroup,
  Member,
  Page,
  PageParams,
  Team,
} from "./types";

/**
 * The datasets plugin's calls (docs/annotation-api.md: datasets, versions, items, labels, groups,
 * teams); pages use these, never raw paths.
 */
const api = (http: AxiosInstance) => createRequest(http, ANNOTATION_API_BASE);

// ---- datasets ----
export const pageDatasets = (http: AxiosInstance, query: PageParams & { dataSetName?: string }) =>
  api(http).get<Page<Dataset>>("data-set/page-info", { params: query });
export const pagePublicDatasets = (http: AxiosInstance, query: PageParams & { dataSetName?: string }) =>
  api(http).get<Page<Dataset>>("data-set/public-page", { params: query });
export const getDataset = (http: AxiosInstance, id: number) => api(http).get<Dataset>(`data-set/data/${id}`);
export const createDataset = (http: AxiosInstance, body: { dataSetName: string; description: string }) =>
  api(http).post<Dataset>("data-set/data", { ...body, dataType: "image" });
export const updateDataset = (
  http: AxiosInstance,
  body: { id: number; dataSetName: string; description: string },
) => api(http).put<Dataset>("data-set/data", body);
export const deleteDataset = (http: AxiosInstance, id: number) => api(http).del(`data-set/data/${id}`);
export const updateDatasetPublic = (http: AxiosInstance, id: number, isPublic: boolean) =>
  api(http).put<Dataset>("data-set/updatePublic", { id, isPublic: isPublic ? 1 : 0 });
/** Adds the uploaded files (file-service tickets from the shared chunk endpoint) to a version; quiet:
 * the upload panel says 上传成功 once for the batch. */
export const addUploadedImages = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  tickets: string[],
) => api(http).post<DatasetItem[]>(`data-set/data-set-upload/simple/${dataSetId}/${versionId}`, { tickets });

// ---- versions and items ----
export const listVersions = (http: AxiosInstance, dataSetId: number) =>
  api(http).get<DatasetVersion[]>("data-set-history/list", { params: { dataSetId } });
export const copyVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).post<DatasetVersion>("data-set-history/copy", { dataSetId, versionId });
export const deleteVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).del(`data-set-history/${dataSetId}/${versionId}`);
export const pageItems = (
  http: AxiosInstance,
  query: PageParams & { dataSetId: number; versionId: number },
) => api(http).get<Page<DatasetItem>>("data-set-item/page", { params: query });
export const deleteItem = (http: AxiosInstance, id: number) => api(http).del(`data-set-item/${id}`);
/** The image bytes (a blob: an <img> cannot send the bearer). */
export const itemImage = async (http: AxiosInstance, id: number, signal?: AbortSignal) =>
  api(http).blob(`data-set-item/file/${id}`, { signal, hideTip: true });

// ---- label groups and labels ----
export const pageLabelGroups = (http: AxiosInstance, query: PageParams & { groupName?: string }) =>
  api(http).get<Page<LabelGroup>>("label-group/page", { params: query });
export const createLabelGroup = (http: AxiosInstance, body: { groupName: string; description: string }) =>
  api(http).post<LabelGroup>("label-group", body);
export const updateLabelGroup = (
  http: AxiosInstance,
  body: { id: number; groupName: string; description: string },
) => api(http).put<LabelGroup>("label-group", body);
export const deleteLabelGroup = (http: AxiosInstance, id: number) => api(http).del(`label-group/${id}`);
export const copyLabelGroup = (http: AxiosInstance, groupId: number, groupName: string) =>
  api(http).post<LabelGroup>("data-set-label/label-group-copy", { groupId, groupName });
export const listLabels = (http: AxiosInstance, groupId: number) =>
  api(http).get<Label[]>("data-set-label/list", { params: { groupId } });
export const addLabel = (http: AxiosInstance, body: { groupId: number; labelName: string; color: string }) =>
  api(http).post<Label>("data-set-label/add", body);
export const editLabel = (http: AxiosInstance, id: number, body: { labelName: string; color: string }) =>
  api(http).post<Label>(`data-set-label/${id}`, body);
export const deleteLabel = (http: AxiosInstance, id: number) => api(http).del(`data-set-label/${id}`);
export const toggleLabelTop = (http: AxiosInstance, id: number) =>
  api(http).post<Label>(`data-set-label/top/${id}`);

// ---- teams and members ----
export const pageTeams = (http: AxiosInstance, query: PageParams & { teamName?: string }) =>
  api(http).get<Page<Team>>("tb-team/page", { params: query });
export const createTeam = (http: AxiosInstance, body: { teamName: string; description: string }) =>
  api(http).post<Team>("tb-team", body);
export const updateTeam = (
  http: AxiosInstance,
  body: { teamId: number; teamName: string; description: string },
) => api(http).put<Team>("tb-team", body);
export const deleteTeam = (http: AxiosInstance, teamId: number) => api(http).del(`tb-team/${teamId}`);
export const listMembers = (http: AxiosInstance, teamId: number) =>
  api(http).get<Member[]>("tb-member/list", { params: { teamId } });
/** Replaces the whole member list; quiet: the dialog says 保存成功 itself. */
export const saveMembers = (http: AxiosInstance, teamId: number, userIds: number[]) =>
  api(http).post<Member[]>("tb-member/batch", { teamId, userIds }, { hideSuccessTip: true });
export const memberCandidates = (http: AxiosInstance, keyword = "") =>
  api(http).get<Candidate[]>("tb-member/candidates", { params: { keyword } });
