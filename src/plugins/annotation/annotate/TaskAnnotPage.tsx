import { useEffect, useRef, useState } from "react";
import { Classes, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useCore, useSession } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { navigate } from "../../../ui/routing/hashLocation";
import {
  clearAnnotations,
  listAnnotations,
  listLabels,
  readTask,
  saveAnnotations,
  submitReview,
} from "../api";
import { AnnotationWorkbench, type BoxSource, type WorkbenchHandle } from "../canvas/AnnotationWorkbench";
import type { BoxInput } from "../canvas/canvasState";
import { annotationText } from "../messages";
import { annotateHref, idParam, isSubTask, taskPageHref } from "../paths";
import { StatusTag } from "../StatusTag";
import { canEditBoxes, canReview } from "../taskOperations";
import { annotationTaskText } from "../taskMessages";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { useQuery } from "../useQuery";
import { showRefusal } from "../refusal";
import { OperationBar } from "../task/OperationBar";
import { ItemStepper } from "./ItemStepper";
import { ItemStrip } from "./ItemStrip";
import { ReviewNote } from "./ReviewNote";
import { loadWorkItems } from "./loadWorkItems";
import { useItemImage } from "./useItemImage";
import { useVerdicts } from "./useVerdicts";
import { VerdictPanel } from "./VerdictPanel";
import "../annotation.css";
import { t } from "../../../core/messages";

const STALE = "the task is reloading after a 409";

/**
 * task-annot (`?id=&item=`): the canvas over the task's items with the label group's labels; editable
 * while the user may submit (INPROGRESS, UNCORRECT). `&mode=review` (leader, UNREVIEW): each item's boxes
 * read-only with 通过/不通过 and a remark; 提交审核结果 sends every item's result.
 */
export default function TaskAnnotPage() {
  const core = useCore();
  const { http, bus } = core;
  const { user } = useSession();
  const query = useQuery();
  const id = idParam(query, "id");
  const review = query.get("mode") === "review";
  const sub = isSubTask(query);
  const task = useLoaded(() => readTask(http, id!, sub), id ? `${sub ? "sub" : "task"}:${id}` : null);
  const items = useLoaded(() => loadWorkItems(http, task.data!, user?.id), task.data ? `items:${id}` : null);
  const groupId = task.data?.labelGroupId;
  const labels = useLoaded(() => listLabels(http, groupId!), groupId ? `labels:${groupId}` : null);
  const list = items.data ?? [];
  const current = list.find((item) => item.id === idParam(query, "item")) ?? list[0] ?? null;
  const boxes = useLoaded(
    () => listAnnotations(http, id!, current!.id),
    current ? `boxes:${id}:${current.id}` : null,
  );
  const image = useItemImage(http, current?.id ?? null);
  // What was saved here since the items loaded: the strip's counts and a canvas that opens again.
  const [saved, setSaved] = useState<Record<number, BoxInput[]>>({});
  const counts = Object.fromEntries(Object.entries(saved).map(([itemId, list]) => [itemId, list.length]));
  const verdicts = useVerdicts(list.map((item) => item.id));
  const [submitting, setSubmitting] = useState(false);
  const workbench = useRef<WorkbenchHandle>(null);
  // After a 409 the boxes are not saved again until the task has reloaded: the workbench that the reload
  // replaces would otherwise try once more as it goes, and be refused twice.
  const stale = useRef(false);
  useEffect(() => {
    stale.current = false;
  }, [task.data]);

  if (!id || (task.failed && !task.data))
    return <NonIdealState icon="search" title={annotationTaskText("notFound")} />;
  if (!task.data || !items.data || !labels.data) return <Spinner className="ws-annot-spinner" />;
  const info = task.data;
  const editable = !review && canEditBoxes(info.allowedOperations);
  const judging = review && canReview(info.allowedOperations);
  const flush = async () => !workbench.current || (await workbench.current.flush());
  const index = current ? list.indexOf(current) : -1;

  const leave = async (to: string) => {
    if (!(await flush())) return;
    navigate(to, { replace: to.includes("task-annot") });
  };
  const open = (itemId: number) => void leave(annotateHref(id, itemId, review ? "review" : undefined, sub));
  const step = (direction: 1 | -1) => {
    const next = list[index + direction];
    if (next) open(next.id);
  };

  // The workbench's boxes go to the task's calls. A refusal shows its message (the workbench stays on
  // the item); a 409 (the share moved on: sent for review, cancelled) reloads the task, whose buttons
  // and canvas then match its status.
  const refused = (error: unknown) => {
    if (showRefusal(core, error) === 409) {
      stale.current = true;
      task.reload();
    }
    throw error;
  };
  const source: BoxSource = {
    save: async (itemId, annotations) => {
      if (stale.current) throw new Error(STALE);
      const stored = await saveAnnotations(http, { taskId: id, itemId, annotations }).catch(refused);
      setSaved((known) => ({ ...known, [itemId]: stored }));
    },
    clear: async (itemId) => {
      if (stale.current) throw new Error(STALE);
      await clearAnnotations(http, { taskId: id, itemId }).catch(refused);
      setSaved((known) => ({ ...known, [itemId]: [] }));
    },
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const reviewList = await Promise.all(
        list.map(async (item) => {
          const verdict = verdicts.of(item.id);
          const annotationIds = (await listAnnotations(http, id, item.id)).map((box) => box.id);
          return { itemId: item.id, annotationIds, result: verdict.result ?? 1, remark: verdict.remark };
        }),
      );
      await submitReview(http, id, reviewList);
      bus.emit("annotation", "oplog.action", {
        pageName: annotationTaskText("myTask"),
        content: `${annotationTaskText("submitReview")} ${info.taskName}`,
      });
      navigate(taskPageHref(id, sub));
    } catch (error) {
      if (showRefusal(core, error) === 409) task.reload();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageFrame
      title={review ? annotationTaskText("reviewTitle", { name: info.taskName }) : info.taskName}
      onBack={() => void leave(taskPageHref(id, sub))}
      backText={t("action.back")}
      fill
      className="ws-annot-page ws-annot-fill"
      extra={
        <>
          <StatusTag status={info.status} />
          {!review && (
            // An operation changes the items too (提交修正 answers their 需修正 flags): both reload.
            <OperationBar
              task={info}
              onChanged={() => {
                task.reload();
                items.reload();
              }}
              beforeRun={flush}
            />
          )}
          {review && !judging && (
            <Tag minimal intent="warning">
              {annotationText("readOnly")}
            </Tag>
          )}
        </>
      }
      toolbar={<ItemStepper index={index} count={list.length} onStep={step} />}
    >
      {current?.needsCorrection && <ReviewNote key={current.id} taskId={id} itemId={current.id} />}
      <div className="ws-annot-annot">
        <ItemStrip
          items={list}
          currentId={current?.id ?? null}
          counts={counts}
          results={review ? verdicts.results : undefined}
          onOpen={open}
        />
        {!current ? (
          <NonIdealState icon="media" title={t("table.empty")} />
        ) : boxes.loading || !boxes.data ? (
          <Spinner className="ws-annot-spinner" />
        ) : (
          <AnnotationWorkbench
            key={`${current.id}:${editable}`}
            ref={workbench}
            item={current}
            imageUrl={image.url}
            labels={labels.data}
            boxes={saved[current.id] ?? boxes.data}
            readOnly={!editable}
            verdictKeys={judging}
            source={source}
            onNavigate={step}
          />
        )}
        {judging && current && (
          <VerdictPanel
            verdicts={verdicts}
            itemId={current.id}
            total={list.length}
            submitText={annotationTaskText("submitReview")}
            submitting={submitting}
            onSubmit={() => void submit()}
          />
        )}
      </div>
      {image.failed && <span className={Classes.TEXT_MUTED}>{annotationText("imageFailed")}</span>}
    </PageFrame>
  );
}
