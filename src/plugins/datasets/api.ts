import type { AxiosInstance } from "axios";
import { dataOf, type Envelope } from "../../core/http";
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
const BASE = "/api/aimanager/v1";

const get = <T>(http: AxiosInstance, path: string, params?: object) =>
  dataOf(http.get<Envelope<T>>(`${BASE}/${path}`, { params }));
const post = <T>(http: AxiosInstance, path: string, body?: unknown, quiet = false) =>
  dataOf(http.post<Envelope<T>>(`${BASE}/${path}`, body, { hideSuccessTip: quiet }));
const put = <T>(http: AxiosInstance, path: string, body: unknown) =>
  dataOf(http.put<Envelope<T>>(`${BASE}/${path}`, body));
const del = (http: AxiosInstance, path: string) => dataOf(http.delete<Envelope<null>>(`${BASE}/${path}`));

// ---- datasets ----
export const pageDatasets = (http: AxiosInstance, query: PageParams & { dataSetName?: string }) =>
  get<Page<Dataset>>(http, "data-set/page-info", query);
export const pagePublicDatasets = (http: AxiosInstance, query: PageParams & { dataSetName?: string }) =>
  get<Page<Dataset>>(http, "data-set/public-page", query);
export const getDataset = (http: AxiosInstance, id: number) => get<Dataset>(http, `data-set/data/${id}`);
export const createDataset = (http: AxiosInstance, body: { dataSetName: string; description: string }) =>
  post<Dataset>(http, "data-set/data", { ...body, dataType: "image" });
export const updateDataset = (
  http: AxiosInstance,
  body: { id: number; dataSetName: string; description: string },
) => put<Dataset>(http, "data-set/data", body);
export const deleteDataset = (http: AxiosInstance, id: number) => del(http, `data-set/data/${id}`);
export const updateDatasetPublic = (http: AxiosInstance, id: number, isPublic: boolean) =>
  put<Dataset>(http, "data-set/updatePublic", { id, isPublic: isPublic ? 1 : 0 });
/** Adds the uploaded files (file-service tickets from the shared chunk endpoint) to a version; quiet:
 * the upload panel says 上传成功 once for the batch. */
export const addUploadedImages = (
  http: AxiosInstance,
  dataSetId: number,
  versionId: number,
  tickets: string[],
) => post<DatasetItem[]>(http, `data-set/data-set-upload/simple/${dataSetId}/${versionId}`, { tickets });

// ---- versions and items ----
export const listVersions = (http: AxiosInstance, dataSetId: number) =>
  get<DatasetVersion[]>(http, "data-set-history/list", { dataSetId });
export const copyVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  post<DatasetVersion>(http, "data-set-history/copy", { dataSetId, versionId });
export const deleteVersion = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  del(http, `data-set-history/${dataSetId}/${versionId}`);
export const pageItems = (
  http: AxiosInstance,
  query: PageParams & { dataSetId: number; versionId: number },
) => get<Page<DatasetItem>>(http, "data-set-item/page", query);
export const deleteItem = (http: AxiosInstance, id: number) => del(http, `data-set-item/${id}`);
/** The image bytes (a blob: an <img> cannot send the bearer). */
export const itemImage = async (http: AxiosInstance, id: number, signal?: AbortSignal) =>
  (await http.get<Blob>(`${BASE}/data-set-item/file/${id}`, { responseType: "blob", signal, hideTip: true }))
    .data;

// ---- label groups and labels ----
export const pageLabelGroups = (http: AxiosInstance, query: PageParams & { groupName?: string }) =>
  get<Page<LabelGroup>>(http, "label-group/page", query);
export const createLabelGroup = (http: AxiosInstance, body: { groupName: string; description: string }) =>
  post<LabelGroup>(http, "label-group", body);
export const updateLabelGroup = (
  http: AxiosInstance,
  body: { id: number; groupName: string; description: string },
) => put<LabelGroup>(http, "label-group", body);
export const deleteLabelGroup = (http: AxiosInstance, id: number) => del(http, `label-group/${id}`);
export const copyLabelGroup = (http: AxiosInstance, groupId: number, groupName: string) =>
  post<LabelGroup>(http, "data-set-label/label-group-copy", { groupId, groupName });
export const listLabels = (http: AxiosInstance, groupId: number) =>
  get<Label[]>(http, "data-set-label/list", { groupId });
export const addLabel = (http: AxiosInstance, body: { groupId: number; labelName: string; color: string }) =>
  post<Label>(http, "data-set-label/add", body);
export const editLabel = (http: AxiosInstance, id: number, body: { labelName: string; color: string }) =>
  post<Label>(http, `data-set-label/${id}`, body);
export const deleteLabel = (http: AxiosInstance, id: number) => del(http, `data-set-label/${id}`);
export const toggleLabelTop = (http: AxiosInstance, id: number) =>
  post<Label>(http, `data-set-label/top/${id}`);

// ---- teams and members ----
export const pageTeams = (http: AxiosInstance, query: PageParams & { teamName?: string }) =>
  get<Page<Team>>(http, "tb-team/page", query);
export const createTeam = (http: AxiosInstance, body: { teamName: string; description: string }) =>
  post<Team>(http, "tb-team", body);
export const updateTeam = (
  http: AxiosInstance,
  body: { teamId: number; teamName: string; description: string },
) => put<Team>(http, "tb-team", body);
export const deleteTeam = (http: AxiosInstance, teamId: number) => del(http, `tb-team/${teamId}`);
export const listMembers = (http: AxiosInstance, teamId: number) =>
  get<Member[]>(http, "tb-member/list", { teamId });
/** Replaces the whole member list; quiet: the dialog says 保存成功 itself. */
export const saveMembers = (http: AxiosInstance, teamId: number, userIds: number[]) =>
  post<Member[]>(http, "tb-member/batch", { teamId, userIds }, true);
export const memberCandidates = (http: AxiosInstance, keyword = "") =>
  get<Candidate[]>(http, "tb-member/candidates", { keyword });
