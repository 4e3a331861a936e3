import type { AxiosInstance } from "axios";
import { readSubTasks, taskItems } from "../api";
import type { Item, Task } from "../types";

/**
 * The items a user works on in a task: a member's own share (their sub-task's items) when they have
 * one, else every item of the task. Counts and correction flags are the task's (boxes are saved on it).
 */
export async function loadWorkItems(
  http: AxiosInstance,
  task: Task,
  userId: string | undefined,
): Promise<Item[]> {
  const all = (await taskItems(http, task.id)).list;
  // a share's items are its member's already
  if (task.parentId) return all;
  const leader = String(task.userId) === userId;
  if (leader || !task.members.some((member) => String(member.userId) === userId)) return all;
  const mine = (await readSubTasks(http, task.id)).find((sub) =>
    sub.members.some((member) => String(member.userId) === userId),
  );
  if (!mine) return all;
  const share = new Set((await taskItems(http, mine.id)).list.map((item) => item.id));
  return all.filter((item) => share.has(item.id));
}
