import type { TaskOperation, TaskStatus } from "../../machines/annotationTask.machine";
import type { Page } from "../../contracts/paging";

/** The shapes of docs/annotation-api.md the annotation screens read. */

export type { Page };

export interface TaskMember {
  memberId: number | null;
  userId: number;
  userName: string;
  displayName?: string;
  assignNum: number;
}

export interface Task {
  id: number;
  parentId?: number | null;
  taskName: string;
  description: string;
  dataSetId: number;
  dataSetName: string;
  versionId: number;
  version: string;
  labelGroupId: number;
  groupName: string;
  teamId: number | null;
  teamName: string;
  /** The leader. */
  userId: number;
  leaderName: string;
  status: TaskStatus;
  statusText: string;
  /** Epoch ms. */
  deadlineTime: number | null;
  resumeStatus: TaskStatus | null;
  score: number | null;
  itemCount: number;
  annotatedCount: number;
  members: TaskMember[];
  /** The asking member's own share of this task (a sub-task id), or null. */
  shareId?: number | null;
  /** The asking member's own share's counts (on a task with shares). */
  share?: { id: number; status: TaskStatus; itemCount: number; annotatedCount: number } | null;
  /** For the asking user's role, computed by the server with the machine's `allowedOperations`. */
  allowedOperations: TaskOperation[];
  createTime: string;
}

export interface NewTask {
  taskName: string;
  description: string;
  dataSetId: number;
  versionId: number;
  labelGroupId: number;
  teamId: number;
}

export interface TaskQuery {
  pageNum: number;
  pageSize: number;
  taskName?: string;
  status?: TaskStatus | TaskStatus[];
  scope?: "lead" | "mine" | "all";
}

export interface StatusCount {
  status: TaskStatus;
  statusText: string;
  count: number;
}

export interface StatusProgress {
  itemCount: number;
  annotatedCount: number;
  reviewedCount: number;
  rejectedCount: number;
}

export interface PersonProgress {
  userId: number;
  /** The member's display name (`account` is the sign-in name). */
  userName: string;
  account?: string;
  assignNum: number;
  annotatedCount: number;
  /** The member's share (the reference server adds it). */
  subTaskId?: number;
}

export interface Assignment {
  memberId: number;
  userId: number;
  assignNum: number;
}

export interface Item {
  id: number;
  fileName: string;
  width: number;
  height: number;
  annotationCount: number;
  needsCorrection: boolean;
}

export interface Label {
  id: number;
  groupId: number;
  labelName: string;
  color: string;
}

export interface Annotation {
  id: number;
  taskId: number;
  itemId: number;
  labelId: number;
  labelName: string;
  color: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A dataset owner's own box (数据标注): a version's item in one label group, no task. */
export type OwnBox = Omit<Annotation, "taskId"> & { versionId: number; labelGroupId: number };

export interface SampleEntry {
  sampleId: number;
  itemId: number;
  status: number;
}

export interface ReviewEntry {
  itemId: number;
  annotationIds?: number[];
  sampleId?: number;
  /** 1 pass, 0 fail. */
  result: 0 | 1;
  remark: string;
}

export interface Option {
  id: number;
  name: string;
}

export interface TeamMember {
  memberId: number;
  teamId: number;
  userId: number;
  userName: string;
  displayName: string;
}

/** A team of 团队列表 (GET tb-team/with-tasks): one the user leads or belongs to. */
export interface TeamWithTasks {
  teamId: number;
  teamName: string;
  description: string;
  leaderName: string;
  /** The user leads it (else is a member). */
  lead: boolean;
  members: Pick<TeamMember, "memberId" | "userId" | "userName" | "displayName">[];
  /** The team's tasks the user may open: all of them for its leader, the assigned ones for a member. */
  tasks: TeamTask[];
}

export interface TeamTask {
  id: number;
  taskName: string;
  status: TaskStatus;
  statusText: string;
  deadlineText: string;
  itemCount: number;
  annotatedCount: number;
  /** The user's own share of the task (a member's), or null. */
  share: {
    id: number;
    status: TaskStatus;
    statusText: string;
    itemCount: number;
    annotatedCount: number;
  } | null;
}

export interface ReviewRecord {
  type: "review" | "accept";
  result: 0 | 1;
  remark: string;
  reviewer: string;
  createTime: string;
}
