import { TASK_STATUS_TEXT } from "../../src/machines/annotationTaskText";
import { formatTime } from "./common";
import { versionName } from "../platform/datasetStore";
import type { TaskOperation } from "../../src/machines/annotationTask.machine";
import type { Db } from "../lib/db";
import type { TaskRow } from "./taskRow";
import type { Task, TaskMember } from "../../src/contracts/annotationShapes";

/** What a view reads of the task store (TaskStore has all of it). */
export interface TaskReader {
  db: Db;
  itemIds(task: TaskRow): number[];
  members(task: TaskRow): TaskMember[];
  shareOf(task: TaskRow, userId: number): TaskRow | null;
  annotatedCount(task: TaskRow, itemIds?: number[]): number;
  allowedFor(task: TaskRow, userId: number): TaskOperation[];
}

/**
 * A task or share as the screens read it: names, counts, members, the operations the asking user may ask for;
 * a share's title carries its member's name, a task names the asking member's own share.
 */
export function taskView(tasks: TaskReader, task: TaskRow, userId: number): Task {
  const names = tasks.db
    .prepare(
      `SELECT (SELECT name FROM datasets WHERE id = ?) AS dataSetName,
                (SELECT number FROM dataset_versions WHERE id = ?) AS versionNumber,
                (SELECT name FROM label_groups WHERE id = ?) AS groupName,
                (SELECT name FROM teams WHERE id = ?) AS teamName,
                (SELECT display_name FROM users WHERE id = ?) AS leaderName`,
    )
    .get(task.dataset_id, task.version_id, task.label_group_id, task.team_id, task.user_id) as {
    dataSetName: string | null;
    versionNumber: number | null;
    groupName: string | null;
    teamName: string | null;
    leaderName: string | null;
  };
  const itemIds = tasks.itemIds(task);
  const members = tasks.members(task);
  const share = task.parent_id === null ? tasks.shareOf(task, userId) : null;
  return {
    id: task.id,
    parentId: task.parent_id,
    // A share carries its member's name: 任务名（成员）.
    taskName:
      task.parent_id !== null && members[0]
        ? `${task.name}（${members[0].displayName || members[0].userName}）`
        : task.name,
    /** The asking member's own share of this task (null when none). */
    shareId: share?.id ?? null,
    share: share
      ? {
          id: share.id,
          status: share.status,
          itemCount: tasks.itemIds(share).length,
          annotatedCount: tasks.annotatedCount(share),
        }
      : null,
    description: task.description,
    dataSetId: task.dataset_id,
    dataSetName: names.dataSetName ?? "",
    versionId: task.version_id,
    version: names.versionNumber ? versionName(names.versionNumber) : "",
    labelGroupId: task.label_group_id,
    groupName: names.groupName ?? "",
    teamId: task.team_id,
    teamName: names.teamName ?? "",
    userId: task.user_id,
    leaderName: names.leaderName ?? "",
    status: task.status,
    statusText: TASK_STATUS_TEXT[task.status],
    deadlineTime: task.deadline,
    deadlineText: task.deadline === null ? "" : formatTime(task.deadline),
    resumeStatus: task.resume_status,
    score: task.score,
    itemCount: itemIds.length,
    annotatedCount: tasks.annotatedCount(task, itemIds),
    members,
    allowedOperations: tasks.allowedFor(task, userId),
    createTime: formatTime(task.created_at),
  };
}
