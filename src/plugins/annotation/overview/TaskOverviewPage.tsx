import { useState } from "react";
import { Button, Card, Classes, H6 } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { navigate } from "../../../ui/routing/hashLocation";
import { readBoard, readPersonProgress, readStatusStat } from "../api";
import { ANNOTATION_PAGES, taskPageHref } from "../paths";
import { PersonTable } from "../task/TaskProgress";
import { annotationTaskText } from "../taskMessages";
import type { Task } from "../types";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { NewTaskDialog } from "./NewTaskDialog";
import { StatusStats } from "./StatusStats";
import { TaskBoard } from "./TaskBoard";
import "../annotation.css";
import { t } from "../../../core/messages";

/** 任务概览 (leader): status statistics, the board of the tasks I lead, a task's progress by person, 新建任务. */
export default function TaskOverviewPage() {
  const { http } = useCore();
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<Task | null>(null);
  const [creating, setCreating] = useState(false);
  const stats = useLoaded(() => readStatusStat(http), `stats:${version}`);
  const board = useLoaded(() => readBoard(http), `board:${version}`);
  const people = useLoaded(
    () => readPersonProgress(http, selected!.id),
    selected ? `people:${selected.id}:${version}` : null,
  );
  const open = (task: Task) => navigate(taskPageHref(task.id));

  return (
    <PageFrame
      title={annotationTaskText("overview")}
      className="ws-annot-page"
      toolbar={
        <>
          <Button
            size="small"
            intent="primary"
            icon="add"
            text={annotationTaskText("newTask")}
            onClick={() => setCreating(true)}
          />
          <Button
            size="small"
            icon="people"
            text={annotationTaskText("teams")}
            onClick={() => navigate(ANNOTATION_PAGES.teams.link())}
          />
        </>
      }
    >
      {stats.data && <StatusStats stats={stats.data} />}
      {board.data && (
        <TaskBoard
          columns={board.data}
          selectedId={selected?.id ?? null}
          onSelect={setSelected}
          onOpen={open}
        />
      )}
      <Card compact className="ws-annot-card">
        <div className="ws-annot-head">
          <H6>
            {annotationTaskText("personProgress")}
            {selected ? `：${selected.taskName}` : ""}
          </H6>
          <span className={Classes.FLEX_EXPANDER} />
          {selected && (
            <Button
              size="small"
              variant="minimal"
              icon="share"
              text={t("action.view")}
              onClick={() => open(selected)}
            />
          )}
        </div>
        {selected ? (
          <PersonTable people={people.data} />
        ) : (
          <p className={Classes.TEXT_MUTED}>{annotationTaskText("chooseTask")}</p>
        )}
      </Card>
      {creating && (
        <NewTaskDialog
          onCreated={() => setVersion((count) => count + 1)}
          onClose={() => setCreating(false)}
        />
      )}
    </PageFrame>
  );
}
