import type { AxiosInstance } from "axios";
import { ANNOTATION_API_BASE } from "../../contracts/annotation";
import { createRequest } from "../../core/request";
import type { TaskOperation } from "../../machines/annotationTask.machine";
import type {
  Annotation,
  Assignment,
  Item,
  Label,
  NewTask,
  Option,
  OwnBox,
  Page,
  PersonProgress,
  ReviewEntry,
  ReviewRecord,
  SampleEntry,
  StatusCount,
  StatusProgress,
  Task,
  TaskQuery,
  TeamMember,
  TeamWithTasks,
} from "./types";

/** The annotation plugin's calls (docs/annotation-api.md); pages use these, never raw paths. */

const api = (http: AxiosInstance) => createRequest(http, ANNOTATION_API_BASE);
const TASK = "data-set-annotation-task";
const SUB = "data-set-annotation-sub-task";
/** A list page's read: no 操作成功 tip for the POST. */
const QUIET = { hideSuccessTip: true } as const;

// ---- tasks ----
export const createTask = (http: AxiosInstance, task: NewTask) => api(http).post<Task>(TASK, task);
export const taskPage = (http: AxiosInstance, query: TaskQuery) =>
  api(http).post<Page<Task>>(`${TASK}/page`, query, QUIET);
export const myTaskPage = (http: AxiosInstance, query: TaskQuery) =>
  api(http).post<Page<Task>>(`${TASK}/list-page`, { scope: "mine", ...query }, QUIET);
export const readTask = (http: AxiosInstance, id: number, sub = false) =>
  api(http).get<Task>(`${sub ? SUB : TASK}/${id}`);
export const readBoard = (http: AxiosInstance) => api(http).get<Record<string, Task[]>>(`${TASK}/board`);
export const readStatusStat = (http: AxiosInstance) => api(http).get<StatusCount[]>(`${TASK}/status-stat`);
export const readStatusProgress = (http: AxiosInstance, id: number, sub = false) =>
  api(http).get<StatusProgress>(`${sub ? SUB : TASK}/status-progress`, { params: { id } });
export const readPersonProgress = (http: AxiosInstance, id: number, sub = false) =>
  api(http).get<PersonProgress[]>(`${sub ? SUB : TASK}/person-progress`, { params: { id } });
export const readSubTasks = (http: AxiosInstance, taskId: number) =>
  api(http).get<Task[]>(`${SUB}/list`, { params: { taskId } });

/** What an operation sends besides the task id. */
export interface OperationInput {
  deadlineTime?: number;
  score?: number;
  teamId?: number;
  assignments?: Assignment[];
}

/** The call behind each operation button (the machine decides which are offered; this only routes them). */
export function runOperation(
  http: AxiosInstance,
  task: { id: number; parentId?: number | null },
  operation: TaskOperation,
  input: OperationInput = {},
): Promise<Task> {
  const base = task.parentId ? SUB : TASK;
  const id = task.id;
  switch (operation) {
    case "ACTIVATE":
      return api(http).post(`${base}/active`, { id, deadlineTime: input.deadlineTime });
    case "ASSIGN":
      return api(http).post(`${base}/assign`, {
        annotationTaskId: id,
        id,
        teamId: input.teamId,
        assignments: input.assignments,
      });
    case "START":
      return api(http).post(`${base}/start/${id}`);
    case "SUBMIT":
    case "SUBMIT_CORRECTION":
      return api(http).post(`${base}/submit/${id}`);
    case "COMMIT_REVIEW":
      return api(http).post(`${base}/commit-review`, { id });
    case "SEND_BACK":
      return api(http).post(`${base}/send-back/${id}`);
    case "HAND_OVER":
      return api(http).post(`${base}/hand-over/${id}`);
    case "FINISH":
      return api(http).post(`${base}/finish/${id}`);
    case "CANCEL":
      return api(http).post(`${base}/cancel/${id}`);
    case "SCORE":
      return api(http).post(`${base}/score`, { id, score: input.score });
    default:
      // REVIEW_* and ACCEPT_* are the outcome of the review and sample calls, not buttons.
      return Promise.reject(new Error(`${operation} is sent by the review or sample call`));
  }
}

// ---- drop-downs for a new task ----
export const listDatasets = async (http: AxiosInstance): Promise<Option[]> =>
  (await api(http).get<{ id: number; dataSetName: string }[]>("data-set/list")).map((row) => ({
    id: row.id,
    name: row.dataSetName,
  }));
export const listVersions = async (http: AxiosInstance, dataSetId: number): Promise<Option[]> =>
  (
    await api(http).get<{ id: number; version: string; itemCount: number }[]>("data-set-history/list", {
      params: {
        dataSetId,
      },
    })
  ).map((row) => ({ id: row.id, name: `${row.version}（${row.itemCount}）` }));
export const listLabelGroups = async (http: AxiosInstance): Promise<Option[]> =>
  (await api(http).get<{ id: number; groupName: string }[]>("label-group/groups")).map((row) => ({
    id: row.id,
    name: row.groupName,
  }));
export const listTeams = async (http: AxiosInstance): Promise<Option[]> =>
  (await api(http).get<{ teamId: number; teamName: string }[]>("tb-team/list")).map((row) => ({
    id: row.teamId,
    name: row.teamName,
  }));
/** 团队列表: the teams the user leads or belongs to, their members and tasks. */
export const listTeamsWithTasks = (http: AxiosInstance) =>
  api(http).get<TeamWithTasks[]>("tb-team/with-tasks");
export const listTeamMembers = (http: AxiosInstance, teamId: number) =>
  api(http).get<TeamMember[]>("tb-member/list", { params: { teamId } });
export const listLabels = (http: AxiosInstance, groupId: number) =>
  api(http).get<Label[]>("data-set-label/list", { params: { groupId } });

// ---- items and their images ----
/** The task's items (a sub-task: its member's share), with that task's box counts and correction flags. */
export const taskItems = (http: AxiosInstance, taskId: number, pageNum = 1, pageSize = 1000) =>
  api(http).get<Page<Item>>("data-set-item/page", { params: { taskId, pageNum, pageSize } });

/** The item's image as an object URL; the caller revokes it (an <img> cannot send the bearer). */
export async function itemImageUrl(http: AxiosInstance, itemId: number): Promise<string> {
  return URL.createObjectURL(await api(http).blob(`data-set-item/file/${itemId}`));
}

// ---- annotations ----
export const listAnnotations = (http: AxiosInstance, taskId: number, itemId: number) =>
  api(http).get<Annotation[]>("data-set-item-annotation/list", { params: { taskId, itemId } });
export const saveAnnotations = (
  http: AxiosInstance,
  payload: {
    taskId: number;
    itemId: number;
    annotations: { labelId: number; x: number; y: number; width: number; height: number }[];
  },
) => api(http).post<Annotation[]>("data-set-item-annotation/batch/save", payload);
export const clearAnnotations = (http: AxiosInstance, payload: { taskId: number; itemId: number }) =>
  api(http).post<null>("data-set-item-annotation/annotation-clear", payload);

// ---- review and sample acceptance ----
export const submitReview = (http: AxiosInstance, taskId: number, reviewList: ReviewEntry[]) =>
  api(http).post<unknown>("data-set-item-annotation-review/batch", { taskId, type: "review", reviewList });
export const submitAcceptance = (http: AxiosInstance, taskId: number, reviewList: ReviewEntry[]) =>
  api(http).post<unknown>("data-set-item-annotation-review/sample", { taskId, type: "accept", reviewList });
export const readSample = (http: AxiosInstance, taskId: number) =>
  api(http).get<SampleEntry[]>("data-set-item/sample", { params: { taskId } });
export const drawSample = (http: AxiosInstance, taskId: number, size: number) =>
  api(http).post<SampleEntry[]>("data-set-item/sample", { taskId, size });
/** The item's review and acceptance results in the task, newest first. */
export const readReviewHistory = (http: AxiosInstance, taskId: number, itemId: number) =>
  api(http).get<ReviewRecord[]>(`data-set-item-annotation-review/${taskId}/${itemId}`);

// ---- 数据标注: a dataset owner's own boxes on a version, without a task ----
const OWN = "data-set-version-annotation";
/** Where own boxes live: a version's item, in one label group. */
export interface OwnBoxKey {
  versionId: number;
  itemId: number;
  labelGroupId: number;
}
export const listOwnBoxes = (http: AxiosInstance, key: OwnBoxKey) =>
  api(http).get<OwnBox[]>(`${OWN}/list`, { params: key });
export const saveOwnBoxes = (
  http: AxiosInstance,
  key: OwnBoxKey,
  annotations: { labelId: number; x: number; y: number; width: number; height: number }[],
) => api(http).post<OwnBox[]>(`${OWN}/batch/save`, { ...key, annotations });
export const clearOwnBoxes = (http: AxiosInstance, key: OwnBoxKey) =>
  api(http).post<null>(`${OWN}/annotation-clear`, key);
/** Every item of the version with its count of own boxes of the label group. */
export const readOwnStat = (http: AxiosInstance, versionId: number, labelGroupId: number) =>
  api(http).get<{ itemId: number; count: number }[]>(`${OWN}/annotation-stat`, {
    params: { versionId, labelGroupId },
  });
/** A version's items (at most 1000), without any task's counts. */
export const versionItems = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).get<Page<Item>>("data-set-item/page", {
    params: { dataSetId, versionId, pageNum: 1, pageSize: 1000 },
  });
