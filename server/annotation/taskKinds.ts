import type { TaskStore } from "./taskStore";

/** Tasks and sub-tasks answer the same calls, each under its own path. */
export type Kind = "task" | "sub";
export const KINDS = ["task", "sub"] as const;
export const BASE: Record<Kind, string> = {
  task: "/data-set-annotation-task",
  sub: "/data-set-annotation-sub-task",
};

/** The stored task or sub-task with this id. */
export const loadTask = (tasks: TaskStore, kind: Kind, id: number) =>
  kind === "task" ? tasks.main(id) : tasks.sub(id);
