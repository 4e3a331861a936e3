import type { ActiveStatus, TaskStatus } from "../../src/machines/annotationTask.machine";

/** A row of `annotation_tasks`: a task, or a member's share of one (parent_id set). */
export interface TaskRow {
  id: number;
  parent_id: number | null;
  user_id: number;
  name: string;
  description: string;
  dataset_id: number;
  version_id: number;
  label_group_id: number;
  team_id: number | null;
  status: TaskStatus;
  deadline: number | null;
  resume_status: ActiveStatus | null;
  score: number | null;
  member_user_id: number | null;
  member_id: number | null;
  assign_num: number | null;
  item_offset: number | null;
  created_at: number;
}
