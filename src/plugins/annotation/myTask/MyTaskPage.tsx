import { useState } from "react";
import { Button, ProgressBar, Tab, Tabs } from "@blueprintjs/core";
import { TASK_STATUSES, type TaskStatus } from "../../../machines/annotationTask.machine";
import { PagedTable, usePagedList, type Column, ListToolbar } from "../../../ui/kit/list";
import { formatDateTime } from "../../../ui/kit/dates";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { useCore, useSession } from "../../../ui/CoreContext";
import { navigate, useHashPath } from "../../../ui/routing/hashLocation";
import { myTaskPage } from "../api";
import { ANNOTATION_PAGES, taskPageHref } from "../paths";
import { StatusTag } from "../StatusTag";
import { annotationTaskText } from "../taskMessages";
import type { Task } from "../types";
import "../annotation.css";
import { ScoresDialog, scoresTitle } from "./ScoresDialog";
import { t } from "../../../core/messages";

type TabId = "tasks" | "unfinished-task";

/** 未完成任务: every status but the final ones (finished or revoked). */
const UNFINISHED: TaskStatus[] = TASK_STATUSES.filter(
  (status) => status !== "FINISHED" && status !== "CANCEL",
);

/**
 * What a row counts: a member's row (a task they are assigned to, not one they lead) shows their own
 * share's status and progress (annot1 with 2 of 6 items sees 0/2, not the task's 3/6); a leader's row the task's.
 */
const ownPart = (task: Task, userId: string | undefined) =>
  task.share && String(task.userId) !== userId ? task.share : task;

const columnsFor = (userId: string | undefined): Column<Task>[] => [
  { key: "name", title: annotationTaskText("taskName"), render: (task) => task.taskName },
  {
    key: "dataset",
    title: annotationTaskText("dataset"),
    render: (task) => `${task.dataSetName} ${task.version}`,
  },
  {
    key: "status",
    title: t("field.status"),
    render: (task) => <StatusTag status={ownPart(task, userId).status} />,
    width: 96,
  },
  { key: "leader", title: annotationTaskText("leader"), render: (task) => task.leaderName, width: 96 },
  {
    key: "progress",
    title: annotationTaskText("progress"),
    width: 140,
    render: (task) => {
      const { annotatedCount, itemCount } = ownPart(task, userId);
      return (
        <span className="ws-annot-rowprogress">
          <ProgressBar value={itemCount ? annotatedCount / itemCount : 0} stripes={false} />
          {annotatedCount}/{itemCount}
        </span>
      );
    },
  },
  {
    key: "deadline",
    title: annotationTaskText("deadline"),
    render: (task) => (task.deadlineTime ? formatDateTime(task.deadlineTime) : annotationTaskText("none")),
    className: "ws-annot-nowrap",
    width: 150,
  },
];

/** The tab a path names: `my-task/unfinished-task`, else `my-task/tasks` (also plain `my-task`). */
export const tabOfPath = (path: string): TabId =>
  path.endsWith("/unfinished-task") ? "unfinished-task" : "tasks";

/**
 * 我的任务: the tasks I lead or am assigned to, in two tabs that are the spec's sub-pages
 * (`my-task/tasks`, `my-task/unfinished-task`; the address follows the tab); a row opens the task page
 * (a member's row: their own share's page).
 * Each tab is its own route, so the outlet mounts the page afresh and the tab is fixed for its life.
 */
export default function MyTaskPage() {
  const { http } = useCore();
  const { user } = useSession();
  const [path] = useHashPath();
  // a member opens their own share; the leader the whole task
  const open = (task: Task) =>
    navigate(
      task.shareId && String(task.userId) !== user?.id
        ? taskPageHref(task.shareId, true)
        : taskPageHref(task.id),
    );
  const tab = tabOfPath(path);
  const list = usePagedList(
    (query) =>
      myTaskPage(http, {
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        taskName: query.taskName || undefined,
        scope: "all",
        status: tab === "unfinished-task" ? UNFINISHED : undefined,
      }),
    { filters: { taskName: "" } },
  );

  const [scoresOpen, setScoresOpen] = useState(false);
  const switchTab = (next: TabId) => navigate(ANNOTATION_PAGES.myTaskTabs[next].link());

  return (
    <PageFrame
      title={annotationTaskText("myTask")}
      className="ws-annot-page"
      extra={
        // The button sits beside the tab list, not in it: a tab list holds only tabs (WAI-ARIA tablist).
        <div className="ws-annot-tabbar">
          <Tabs id="ws-annot-mytabs" selectedTabId={tab} onChange={(next) => switchTab(next as TabId)}>
            <Tab id="tasks" title={annotationTaskText("tabTasks")} />
            <Tab id="unfinished-task" title={annotationTaskText("tabUnfinished")} />
          </Tabs>
          <Button size="small" icon="star" text={scoresTitle()} onClick={() => setScoresOpen(true)} />
        </div>
      }
    >
      <ListToolbar
        label={annotationTaskText("searchName")}
        onSearch={(taskName) => list.search({ taskName })}
      />
      <PagedTable
        aria-label={annotationTaskText("myTask")}
        list={list}
        columns={columnsFor(user?.id)}
        rowKey={(task) => task.id}
        onRowClick={open}
      />
      <ScoresDialog isOpen={scoresOpen} onClose={() => setScoresOpen(false)} />
    </PageFrame>
  );
}
