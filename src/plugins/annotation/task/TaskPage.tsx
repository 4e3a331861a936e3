import { Button, Card, H6, NonIdealState, Spinner } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { navigate } from "../../../ui/routing/hashLocation";
import { readPersonProgress, readStatusProgress, readSubTasks, readTask } from "../api";
import { ANNOTATION_PAGES, annotateHref, idParam, isSubTask, taskPageHref } from "../paths";
import { StatusTag } from "../StatusTag";
import { annotationTaskText } from "../taskMessages";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { useQuery } from "../useQuery";
import { OperationBar } from "./OperationBar";
import { OPERATION_ROLE, TASK_OPERATIONS } from "../../../machines/annotationTask.machine";
import { SubTaskTable } from "./SubTaskTable";
import { TaskDetails } from "./TaskDetails";
import { TaskProgress } from "./TaskProgress";
import "../annotation.css";
import { t } from "../../../core/messages";

const LEADER_ONLY = TASK_OPERATIONS.filter((operation) => OPERATION_ROLE[operation] === "leader");

/**
 * task-page (`?id=`): the task's details, progress, members and sub-tasks, and its operation buttons.
 * With `&sub=1` the same page shows one sub-task (a member's share) with its own operations.
 */
export default function TaskPage() {
  const { http } = useCore();
  const query = useQuery();
  const id = idParam(query, "id");
  const sub = isSubTask(query);
  const key = id ? `${sub ? "sub" : "task"}:${id}` : null;
  const task = useLoaded(() => readTask(http, id!, sub), key);
  const status = useLoaded(() => readStatusProgress(http, id!, sub), key);
  const people = useLoaded(() => readPersonProgress(http, id!, sub), key);
  const subTasks = useLoaded(() => (sub ? Promise.resolve([]) : readSubTasks(http, id!)), key);

  const reload = () => {
    task.reload();
    status.reload();
    people.reload();
    subTasks.reload();
  };

  if (!id || (task.failed && !task.data))
    return <NonIdealState icon="search" title={annotationTaskText("notFound")} />;
  if (!task.data) return <Spinner className="ws-annot-spinner" />;
  const current = task.data;

  return (
    <PageFrame
      title={current.taskName}
      onBack={() =>
        navigate(current.parentId ? taskPageHref(current.parentId) : ANNOTATION_PAGES.myTask.link())
      }
      backText={t("action.back")}
      className="ws-annot-page"
      extra={<StatusTag status={current.status} />}
      toolbar={
        <Button
          size="small"
          icon="draw"
          text={annotationTaskText("annotate")}
          onClick={() =>
            // a member annotates their own share (the leader looks at the whole task)
            navigate(
              current.shareId && !current.allowedOperations.some((op) => LEADER_ONLY.includes(op))
                ? annotateHref(current.shareId, undefined, undefined, true)
                : annotateHref(current.id, undefined, undefined, sub),
            )
          }
        />
      }
    >
      <OperationBar task={current} onChanged={reload} />
      <div className="ws-annot-columns">
        <Card compact className="ws-annot-card">
          <H6>{annotationTaskText("details")}</H6>
          <TaskDetails task={current} />
        </Card>
        <Card compact className="ws-annot-card">
          <H6>{annotationTaskText("statusProgress")}</H6>
          <TaskProgress status={status.data} people={people.data} />
          {!sub && (
            <>
              <H6>{annotationTaskText("subTasks")}</H6>
              <SubTaskTable subTasks={subTasks.data} />
            </>
          )}
        </Card>
      </div>
    </PageFrame>
  );
}
