import type { AxiosInstance } from "axios";
import { ANNOTATION_API } from "../../contracts/annotation";
import { DATASETS_API, type DatasetCreateBody, type DatasetEditBody } from "../../contracts/datasets";
import {
  LABELS_API,
  type LabelAddBody,
  type LabelEditBody,
  type LabelGroupCreateBody,
  type LabelGroupEditBody,
} from "../../contracts/labels";
import { fillPath } from "../../contracts/paths";
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
 * teams), every path a contract's; pages use these, never raw paths.
 */
const api = (http: AxiosInstance) => createRequest(http);
const TEAM = ANNOTATION_API.team;

// ---- datasets ----
export const pageDatasets = (http: AxiosInstance, query: PageParams & { dataSetName?: string }) =>
  api(http).get<Page<Dataset>>(DATASETS_API.page, { params: query });
export const pagePublicDatasets = (http: AxiosInstance, query: PageParams & { dataSetName?: string }) =>
  api(http).get<Page<Dataset>>(DATASETS_API.publicPage, { params: query });
export const getDataset = (http: AxiosInstance, id: number) =>
  api(http).get<Dataset>(fillPath(DATASETS_API.one, { id }));
export const createDataset = (http: AxiosInstance, body: Omit<DatasetCreateBody, "dataType">) =>
  api(http).post<Dataset>(DATASETS_API.data, { ...body, dataType: "image" });
export const updateDataset = (http: AxiosInstance, body: DatasetEditBody) =>
  api(http).put<Dataset>(DATASETS_API.data, body);
export const deleteDataset = (http: AxiosInstance, id: number) =>
  api(http).del(fillPath(DATASETS_API.one, { id }));
export const updateDatasetPublic = (http: AxiosInstance, id: number, isPublic: boolean) =>
  api(http).put<Dataset>(DATASETS_API.updatePublic, { id, isPublic: isPublic ? 1 : 0 });
/** Adds the uploaded files (file-service tickets from the shared chunk endpoint) to a version; quiet:
 * the upload panel says 上传成功 once for the batch. */
export const addUploadedImages = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  tickets: string[],
) => api(http).post<DatasetItem[]>(fillPath(DATASETS_API.upload, { dataSetId, versionId }), { tickets });

// ---- versions and items ----
export const listVersions = (http: AxiosInstance, dataSetId: number) =>
  api(http).get<DatasetVersion[]>(DATASETS_API.versions, { params: { dataSetId } });
export const copyVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).post<DatasetVersion>(DATASETS_API.versionCopy, { dataSetId, versionId });
export const deleteVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).del(fillPath(DATASETS_API.version, { dataSetId, versionId }));
export const pageItems = (
  http: AxiosInstance,
  query: PageParams & { dataSetId: number; versionId: number },
) => api(http).get<Page<DatasetItem>>(DATASETS_API.items, { params: query });
export const deleteItem = (http: AxiosInstance, id: number) =>
  api(http).del(fillPath(DATASETS_API.item, { id }));
/** The image bytes (a blob: an <img> cannot send the bearer). */
export const itemImage = async (http: AxiosInstance, id: number, signal?: AbortSignal) =>
  api(http).blob(fillPath(DATASETS_API.itemFile, { id }), { signal, hideTip: true });

// ---- label groups and labels ----
export const pageLabelGroups = (http: AxiosInstance, query: PageParams & { groupName?: string }) =>
  api(http).get<Page<LabelGroup>>(LABELS_API.groupPage, { params: query });
export const createLabelGroup = (http: AxiosInstance, body: LabelGroupCreateBody) =>
  api(http).post<LabelGroup>(LABELS_API.group, body);
export const updateLabelGroup = (http: AxiosInstance, body: LabelGroupEditBody) =>
  api(http).put<LabelGroup>(LABELS_API.group, body);
export const deleteLabelGroup = (http: AxiosInstance, id: number) =>
  api(http).del(fillPath(LABELS_API.groupOne, { id }));
export const copyLabelGroup = (http: AxiosInstance, groupId: number, groupName: string) =>
  api(http).post<LabelGroup>(LABELS_API.groupCopy, { groupId, groupName });
export const listLabels = (http: AxiosInstance, groupId: number) =>
  api(http).get<Label[]>(LABELS_API.labels, { params: { groupId } });
export const addLabel = (http: AxiosInstance, body: LabelAddBody) =>
  api(http).post<Label>(LABELS_API.labelAdd, body);
export const editLabel = (http: AxiosInstance, id: number, body: LabelEditBody) =>
  api(http).post<Label>(fillPath(LABELS_API.label, { id }), body);
export const deleteLabel = (http: AxiosInstance, id: number) =>
  api(http).del(fillPath(LABELS_API.label, { id }));
export const toggleLabelTop = (http: AxiosInstance, id: number) =>
  api(http).post<Label>(fillPath(LABELS_API.labelTop, { id }));

// ---- teams and members ----
export const pageTeams = (http: AxiosInstance, query: PageParams & { teamName?: string }) =>
  api(http).get<Page<Team>>(TEAM.page, { params: query });
export const createTeam = (http: AxiosInstance, body: { teamName: string; description: string }) =>
  api(http).post<Team>(TEAM.teams, body);
export const updateTeam = (
  http: AxiosInstance,
  body: { teamId: number; teamName: string; description: string },
) => api(http).put<Team>(TEAM.teams, body);
export const deleteTeam = (http: AxiosInstance, teamId: number) =>
  api(http).del(fillPath(TEAM.one, { teamId }));
export const listMembers = (http: AxiosInstance, teamId: number) =>
  api(http).get<Member[]>(TEAM.members, { params: { teamId } });
/** Replaces the whole member list; quiet: the dialog says 保存成功 itself. */
export const saveMembers = (http: AxiosInstance, teamId: number, userIds: number[]) =>
  api(http).post<Member[]>(TEAM.membersBatch, { teamId, userIds }, { hideSuccessTip: true });
export const memberCandidates = (http: AxiosInstance, keyword = "") =>
  api(http).get<Candidate[]>(TEAM.candidates, { params: { keyword } });
