import type { AxiosInstance } from "axios";
import { ANNOTATION_API_BASE } from "../../core/config";
import { dataOf, type Envelope } from "../../core/http";
import type { TaskOperation } from "../../machines/annotationTask.machine";
import type {
  Annotation,
  Assignment,
  Item,
  Label,
  NewTask,
  Option,
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
} from "./types";

/** The annotation plugin's calls (docs/annotation-api.md); pages use these, never raw paths. */

const V1 = ANNOTATION_API_BASE;
const TASK = `${V1}/data-set-annotation-task`;
const SUB = `${V1}/data-set-annotation-sub-task`;
const get = <T>(http: AxiosInstance, url: string, params?: object) =>
  dataOf(http.get<Envelope<T>>(url, { params }));
const post = <T>(http: AxiosInstance, url: string, body?: object, quiet = false) =>
  dataOf(http.post<Envelope<T>>(url, body ?? {}, quiet ? { hideSuccessTip: true } : undefined));

// ---- tasks ----
export const createTask = (http: AxiosInstance, task: NewTask) => post<Task>(http, TASK, task);
export const taskPage = (http: AxiosInstance, query: TaskQuery) =>
  post<Page<Task>>(http, `${TASK}/page`, query, true);
export const myTaskPage = (http: AxiosInstance, query: TaskQuery) =>
  post<Page<Task>>(http, `${TASK}/list-page`, { scope: "mine", ...query }, true);
export const readTask = (http: AxiosInstance, id: number, sub = false) =>
  get<Task>(http, `${sub ? SUB : TASK}/${id}`);
export const readBoard = (http: AxiosInstance) => get<Record<string, Task[]>>(http, `${TASK}/board`);
export const readStatusStat = (http: AxiosInstance) => get<StatusCount[]>(http, `${TASK}/status-stat`);
export const readStatusProgress = (http: AxiosInstance, id: number, sub = false) =>
  get<StatusProgress>(http, `${sub ? SUB : TASK}/status-progress`, { id });
export const readPersonProgress = (http: AxiosInstance, id: number, sub = false) =>
  get<PersonProgress[]>(http, `${sub ? SUB : TASK}/person-progress`, { id });
export const readSubTasks = (http: AxiosInstance, taskId: number) =>
  get<Task[]>(http, `${SUB}/list`, { taskId });

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
      return post(http, `${base}/active`, { id, deadlineTime: input.deadlineTime });
    case "ASSIGN":
      return post(http, `${base}/assign`, {
        annotationTaskId: id,
        id,
        teamId: input.teamId,
        assignments: input.assignments,
      });
    case "START":
      return post(http, `${base}/start/${id}`);
    case "SUBMIT":
    case "SUBMIT_CORRECTION":
      return post(http, `${base}/submit/${id}`);
    case "COMMIT_REVIEW":
      return post(http, `${base}/commit-review`, { id });
    case "SEND_BACK":
      return post(http, `${base}/send-back/${id}`);
    case "HAND_OVER":
      return post(http, `${base}/hand-over/${id}`);
    case "FINISH":
      return post(http, `${base}/finish/${id}`);
    case "CANCEL":
      return post(http, `${base}/cancel/${id}`);
    case "SCORE":
      return post(http, `${base}/score`, { id, score: input.score });
    default:
      // REVIEW_* and ACCEPT_* are the outcome of the review and sample calls, not buttons.
      return Promise.reject(new Error(`${operation} is sent by the review or sample call`));
  }
}

// ---- drop-downs for a new task ----
export const listDatasets = async (http: AxiosInstance): Promise<Option[]> =>
  (await get<{ id: number; dataSetName: string }[]>(http, `${V1}/data-set/list`)).map((row) => ({
    id: row.id,
    name: row.dataSetName,
  }));
export const listVersions = async (http: AxiosInstance, dataSetId: number): Promise<Option[]> =>
  (
    await get<{ id: number; version: string; itemCount: number }[]>(http, `${V1}/data-set-history/list`, {
      dataSetId,
    })
  ).map((row) => ({ id: row.id, name: `${row.version}（${row.itemCount}）` }));
export const listLabelGroups = async (http: AxiosInstance): Promise<Option[]> =>
  (await get<{ id: number; groupName: string }[]>(http, `${V1}/label-group/groups`)).map((row) => ({
    id: row.id,
    name: row.groupName,
  }));
export const listTeams = async (http: AxiosInstance): Promise<Option[]> =>
  (await get<{ teamId: number; teamName: string }[]>(http, `${V1}/tb-team/list`)).map((row) => ({
    id: row.teamId,
    name: row.teamName,
  }));
export const listTeamMembers = (http: AxiosInstance, teamId: number) =>
  get<TeamMember[]>(http, `${V1}/tb-member/list`, { teamId });
export const listLabels = (http: AxiosInstance, groupId: number) =>
  get<Label[]>(http, `${V1}/data-set-label/list`, { groupId });

// ---- items and their images ----
/** The task's items (a sub-task: its member's share), with that task's box counts and correction flags. */
export const taskItems = (http: AxiosInstance, taskId: number, pageNum = 1, pageSize = 1000) =>
  get<Page<Item>>(http, `${V1}/data-set-item/page`, { taskId, pageNum, pageSize });

/** The item's image as an object URL; the caller revokes it (an <img> cannot send the bearer). */
export async function itemImageUrl(http: AxiosInstance, itemId: number): Promise<string> {
  const answer = await http.get<Blob>(`${V1}/data-set-item/file/${itemId}`, { responseType: "blob" });
  return URL.createObjectURL(answer.data);
}

// ---- annotations ----
export const listAnnotations = (http: AxiosInstance, taskId: number, itemId: number) =>
  get<Annotation[]>(http, `${V1}/data-set-item-annotation/list`, { taskId, itemId });
export const saveAnnotations = (
  http: AxiosInstance,
  payload: {
    taskId: number;
    itemId: number;
    annotations: { labelId: number; x: number; y: number; width: number; height: number }[];
  },
) => post<Annotation[]>(http, `${V1}/data-set-item-annotation/batch/save`, payload);
export const clearAnnotations = (http: AxiosInstance, payload: { taskId: number; itemId: number }) =>
  post<null>(http, `${V1}/data-set-item-annotation/annotation-clear`, payload);

// ---- review and sample acceptance ----
export const submitReview = (http: AxiosInstance, taskId: number, reviewList: ReviewEntry[]) =>
  post<unknown>(http, `${V1}/data-set-item-annotation-review/batch`, { taskId, type: "review", reviewList });
export const submitAcceptance = (http: AxiosInstance, taskId: number, reviewList: ReviewEntry[]) =>
  post<unknown>(http, `${V1}/data-set-item-annotation-review/sample`, { taskId, type: "accept", reviewList });
export const readSample = (http: AxiosInstance, taskId: number) =>
  get<SampleEntry[]>(http, `${V1}/data-set-item/sample`, { taskId });
export const drawSample = (http: AxiosInstance, taskId: number, size: number) =>
  post<SampleEntry[]>(http, `${V1}/data-set-item/sample`, { taskId, size });
/** The item's review and acceptance results in the task, newest first. */
export const readReviewHistory = (http: AxiosInstance, taskId: number, itemId: number) =>
  get<ReviewRecord[]>(http, `${V1}/data-set-item-annotation-review/${taskId}/${itemId}`);
