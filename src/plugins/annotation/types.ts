import type { Page } from "../../contracts/paging";

/**
 * The shapes the annotation screens read: the team-task calls' answers and bodies are the contract's
 * (src/contracts/annotationShapes.ts); items and labels are the datasets' calls, read here as the
 * task pages use them.
 */
export type { Page };
export type {
  Annotation,
  OwnBox,
  PersonProgress,
  ReviewRecord,
  SampleEntry,
  StatusCount,
  StatusProgress,
  Task,
  TaskMember,
  TeamMember,
  TeamTask,
  TeamWithTasks,
} from "../../contracts/annotationShapes";
export type {
  Assignment,
  NewTask,
  OwnBoxKey,
  ReviewEntry,
  TaskQuery,
} from "../../contracts/annotationBodies";

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

/** A drop-down choice (a dataset, a version, a label group, a team). */
export interface Option {
  id: number;
  name: string;
}
