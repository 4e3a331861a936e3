import { ANNOTATION_API } from "../../src/contracts/annotation";
import type { TaskStore } from "./taskStore";

/** Tasks and sub-tasks answer the same calls, each under its own path. */
export type Kind = "task" | "sub";
export const KINDS = ["task", "sub"] as const;
/** Each kind's calls (src/contracts/annotation.ts); the calls both answer share their names. */
export const PATHS = { task: ANNOTATION_API.task, sub: ANNOTATION_API.sub } as const;

/** The stored task or sub-task with this id. */
export const loadTask = (tasks: TaskStore, kind: Kind, id: number) =>
  kind === "task" ? tasks.main(id) : tasks.sub(id);
