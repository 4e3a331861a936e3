import { Card, Classes, ProgressBar } from "@blueprintjs/core";
import { TASK_STATUSES } from "../../../machines/annotationTask.machine";
import { formatDateTime } from "../../../ui/kit/dates";
import { statusText } from "../taskOperations";
import { annotationTaskText } from "../taskMessages";
import type { Task } from "../types";

export interface TaskBoardProps {
  columns: Record<string, Task[]>;
  selectedId: number | null;
  onSelect(task: Task): void;
  onOpen(task: Task): void;
}

/** The board: one column per status (the machine's order), a card per task; Enter or a double click opens it. */
export function TaskBoard({ columns, selectedId, onSelect, onOpen }: TaskBoardProps) {
  return (
    <div className="ws-annot-board" aria-label={annotationTaskText("board")} role="region">
      {TASK_STATUSES.map((status) => {
        const tasks = columns[status] ?? [];
        return (
          <section key={status} className="ws-annot-column" aria-label={statusText(status)}>
            <h6 className={Classes.HEADING}>
              <span>{statusText(status)}</span>
              <span className={Classes.TEXT_MUTED}>{tasks.length}</span>
            </h6>
            {tasks.map((task) => (
              <Card
                key={task.id}
                compact
                interactive
                tabIndex={0}
                role="button"
                aria-pressed={task.id === selectedId}
                className={`ws-annot-taskcard${task.id === selectedId ? " ws-annot-chosen" : ""}`}
                onClick={() => onSelect(task)}
                onDoubleClick={() => onOpen(task)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") onOpen(task);
                  if (event.key === " ") {
                    event.preventDefault();
                    onSelect(task);
                  }
                }}
              >
                <div className="ws-annot-cardname" title={task.taskName}>
                  {task.taskName}
                </div>
                <div className={Classes.TEXT_MUTED}>
                  {task.dataSetName} {task.version}
                </div>
                <div className={Classes.TEXT_MUTED}>
                  {annotationTaskText("deadline")}{" "}
                  {task.deadlineTime ? formatDateTime(task.deadlineTime) : annotationTaskText("none")}
                </div>
                <ProgressBar
                  value={task.itemCount ? task.annotatedCount / task.itemCount : 0}
                  stripes={false}
                />
              </Card>
            ))}
          </section>
        );
      })}
    </div>
  );
}
