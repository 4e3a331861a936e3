import type { AxiosInstance } from "axios";
import { DATASETS_API } from "../../contracts/datasets";
import { LABELS_API } from "../../contracts/labels";
import { ANNOTATION_API, fillPath } from "../../contracts/annotation";
import { createRequest } from "../../core/request";
import type { TaskOperation } from "../../machines/annotationTask.machine";
import type { BoxCount, ScoreEntry, TeamView } from "../../contracts/annotationShapes";
import type {
  ActivateBody,
  AssignBody,
  BoxBody,
  SampleDrawBody,
  SaveBoxesBody,
  SaveOwnBoxesBody,
  ScoreBody,
  TaskBody,
  TaskItem,
} from "../../contracts/annotationBodies";
import type {
  Annotation,
  Item,
  Label,
  NewTask,
  Option,
  OwnBox,
  OwnBoxKey,
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

export type { OwnBoxKey };

/** The annotation plugin's calls (src/contracts/annotation.ts); pages use these, never raw paths. */

const api = (http: AxiosInstance) => createRequest(http);
const { task: TASK, sub: SUB, team: TEAM, boxes: BOXES, review: REVIEW, ownBoxes: OWN } = ANNOTATION_API;
/** The datasets' reads the task pages make: the drop-downs of a new task, a task's items, an image. */
const READS = {
  datasets: DATASETS_API.list,
  versions: DATASETS_API.versions,
  labelGroups: LABELS_API.groups,
  labels: LABELS_API.labels,
  items: DATASETS_API.items,
  itemFile: DATASETS_API.itemFile,
} as const;
/** A task's or a sub-task's calls (a sub-task is one member's share, with its own ids and calls). */
const calls = (sub: boolean | null | undefined) => (sub ? SUB : TASK);
/** A list page's read: no 操作成功 tip for the POST. */
const QUIET = { hideSuccessTip: true } as const;

// ---- tasks ----
export const createTask = (http: AxiosInstance, task: NewTask) => api(http).post<Task>(TASK.create, task);
export const taskPage = (http: AxiosInstance, query: TaskQuery) =>
  api(http).post<Page<Task>>(TASK.page, query, QUIET);
export const myTaskPage = (http: AxiosInstance, query: TaskQuery) =>
  api(http).post<Page<Task>>(TASK.listPage, { scope: "mine", ...query }, QUIET);
export const readTask = (http: AxiosInstance, id: number, sub = false) =>
  api(http).get<Task>(fillPath(calls(sub).one, { id }));
export const readBoard = (http: AxiosInstance) => api(http).get<Record<string, Task[]>>(TASK.board);
export const readStatusStat = (http: AxiosInstance) => api(http).get<StatusCount[]>(TASK.statusStat);
export const readStatusProgress = (http: AxiosInstance, id: number, sub = false) =>
  api(http).get<StatusProgress>(calls(sub).statusProgress, { params: { id } });
export const readPersonProgress = (http: AxiosInstance, id: number, sub = false) =>
  api(http).get<PersonProgress[]>(calls(sub).personProgress, { params: { id } });
export const readSubTasks = (http: AxiosInstance, taskId: number) =>
  api(http).get<Task[]>(SUB.list, { params: { taskId } });

/** What an operation sends besides the task id. */
export type OperationInput = Partial<
  Pick<ActivateBody, "deadlineTime"> & Pick<ScoreBody, "score"> & Pick<AssignBody, "teamId" | "assignments">
>;

/** The call behind each operation button (the machine decides which are offered; this only routes them). */
export function runOperation(
  http: AxiosInstance,
  task: { id: number; parentId?: number | null },
  operation: TaskOperation,
  input: OperationInput = {},
): Promise<Task> {
  const paths = calls(Boolean(task.parentId));
  const id = task.id;
  const post = (path: string, body?: unknown) => api(http).post<Task>(fillPath(path, { id }), body);
  switch (operation) {
    case "ACTIVATE":
      return post(paths.active, { id, deadlineTime: input.deadlineTime } satisfies ActivateBody);
    case "ASSIGN":
      return post(paths.assign, {
        annotationTaskId: id,
        id,
        teamId: input.teamId,
        assignments: input.assignments,
      } satisfies AssignBody);
    case "START":
      return post(paths.start);
    case "SUBMIT":
    case "SUBMIT_CORRECTION":
      return post(paths.submit);
    case "COMMIT_REVIEW":
      return post(paths.commitReview, { id } satisfies TaskBody);
    case "SEND_BACK":
      return post(paths.sendBack);
    case "HAND_OVER":
      return post(paths.handOver);
    case "FINISH":
      return post(paths.finish);
    case "CANCEL":
      return post(paths.cancel);
    case "SCORE":
      // A missing score is the server's to refuse (评分须为 0 到 100 之间的数字).
      return post(paths.score, { id, score: input.score } satisfies Partial<ScoreBody>);
    default:
      // REVIEW_* and ACCEPT_* are the outcome of the review and sample calls, not buttons.
      return Promise.reject(new Error(`${operation} is sent by the review or sample call`));
  }
}

/** tb-score/list-score (ai-domain §7): the tasks the user leads and their own shares, with their scores. */
export const listScores = (http: AxiosInstance) => api(http).get<ScoreEntry[]>(ANNOTATION_API.score.list);

// ---- drop-downs for a new task ----
export const listDatasets = async (http: AxiosInstance): Promise<Option[]> =>
  (await api(http).get<{ id: number; dataSetName: string }[]>(READS.datasets)).map((row) => ({
    id: row.id,
    name: row.dataSetName,
  }));
export const listVersions = async (http: AxiosInstance, dataSetId: number): Promise<Option[]> =>
  (
    await api(http).get<{ id: number; version: string; itemCount: number }[]>(READS.versions, {
      params: {
        dataSetId,
      },
    })
  ).map((row) => ({ id: row.id, name: `${row.version}（${row.itemCount}）` }));
export const listLabelGroups = async (http: AxiosInstance): Promise<Option[]> =>
  (await api(http).get<{ id: number; groupName: string }[]>(READS.labelGroups)).map((row) => ({
    id: row.id,
    name: row.groupName,
  }));
export const listTeams = async (http: AxiosInstance): Promise<Option[]> =>
  (await api(http).get<TeamView[]>(TEAM.list)).map((row) => ({
    id: row.teamId,
    name: row.teamName,
  }));
/** 团队列表: the teams the user leads or belongs to, their members and tasks. */
export const listTeamsWithTasks = (http: AxiosInstance) => api(http).get<TeamWithTasks[]>(TEAM.withTasks);
export const listTeamMembers = (http: AxiosInstance, teamId: number) =>
  api(http).get<TeamMember[]>(TEAM.members, { params: { teamId } });
export const listLabels = (http: AxiosInstance, groupId: number) =>
  api(http).get<Label[]>(READS.labels, { params: { groupId } });

// ---- items and their images ----
/** The task's items (a sub-task: its member's share), with that task's box counts and correction flags. */
export const taskItems = (http: AxiosInstance, taskId: number, pageNum = 1, pageSize = 1000) =>
  api(http).get<Page<Item>>(READS.items, { params: { taskId, pageNum, pageSize } });

/** The item's image as an object URL; the caller revokes it (an <img> cannot send the bearer). */
export async function itemImageUrl(http: AxiosInstance, itemId: number): Promise<string> {
  return URL.createObjectURL(await api(http).blob(fillPath(READS.itemFile, { id: itemId })));
}

// ---- annotations ----
export const listAnnotations = (http: AxiosInstance, taskId: number, itemId: number) =>
  api(http).get<Annotation[]>(BOXES.list, { params: { taskId, itemId } });
export const saveAnnotations = (http: AxiosInstance, payload: SaveBoxesBody) =>
  api(http).post<Annotation[]>(BOXES.batchSave, payload);
export const clearAnnotations = (http: AxiosInstance, payload: TaskItem) =>
  api(http).post<null>(BOXES.clear, payload);

// ---- review and sample acceptance ----
export const submitReview = (http: AxiosInstance, taskId: number, reviewList: ReviewEntry[]) =>
  api(http).post<Task>(REVIEW.batch, { taskId, type: "review", reviewList });
export const submitAcceptance = (http: AxiosInstance, taskId: number, reviewList: ReviewEntry[]) =>
  api(http).post<Task>(REVIEW.sample, { taskId, type: "accept", reviewList });
export const readSample = (http: AxiosInstance, taskId: number) =>
  api(http).get<SampleEntry[]>(REVIEW.itemSample, { params: { taskId } });
export const drawSample = (http: AxiosInstance, taskId: number, size: number) =>
  api(http).post<SampleEntry[]>(REVIEW.itemSample, { taskId, size } satisfies SampleDrawBody);
/** The item's review and acceptance results in the task, newest first. */
export const readReviewHistory = (http: AxiosInstance, taskId: number, itemId: number) =>
  api(http).get<ReviewRecord[]>(fillPath(REVIEW.history, { taskId, itemId }));

// ---- 数据标注: a dataset owner's own boxes on a version, without a task ----
export const listOwnBoxes = (http: AxiosInstance, key: OwnBoxKey) =>
  api(http).get<OwnBox[]>(OWN.list, { params: key });
export const saveOwnBoxes = (http: AxiosInstance, key: OwnBoxKey, annotations: BoxBody[]) =>
  api(http).post<OwnBox[]>(OWN.batchSave, { ...key, annotations } satisfies SaveOwnBoxesBody);
export const clearOwnBoxes = (http: AxiosInstance, key: OwnBoxKey) => api(http).post<null>(OWN.clear, key);
/** Every item of the version with its count of own boxes of the label group. */
export const readOwnStat = (http: AxiosInstance, versionId: number, labelGroupId: number) =>
  api(http).get<BoxCount[]>(OWN.stat, {
    params: { versionId, labelGroupId },
  });
/** A version's items (at most 1000), without any task's counts. */
export const versionItems = (http: AxiosInstance, dataSetId: number, versionId: number) =>
  api(http).get<Page<Item>>(READS.items, {
    params: { dataSetId, versionId, pageNum: 1, pageSize: 1000 },
  });
