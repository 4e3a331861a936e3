import { useState } from "react";
import { Button, ControlGroup, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { navigate } from "../../../ui/routing/hashLocation";
import {
  drawSample,
  listAnnotations,
  listLabels,
  readSample,
  readTask,
  submitAcceptance,
  taskItems,
} from "../api";
import { AnnotationWorkbench, READ_ONLY_SOURCE } from "../canvas/AnnotationWorkbench";
import { ItemStrip } from "../annotate/ItemStrip";
import { useItemImage } from "../annotate/useItemImage";
import { useVerdicts } from "../annotate/useVerdicts";
import { VerdictPanel } from "../annotate/VerdictPanel";
import { idParam, isSubTask, taskPageHref } from "../paths";
import { StatusTag } from "../StatusTag";
import { canAccept } from "../taskOperations";
import { annotationTaskText } from "../taskMessages";
import type { SampleEntry } from "../types";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { useQuery } from "../useQuery";
import { showRefusal } from "../refusal";
import "../annotation.css";
import { t } from "../../../core/messages";

/**
 * sample-accept (`?id=`, leader, UNACCEPTED): draw a sample of the task's items, look at each sampled
 * item's boxes, 通过/不通过 per item, and 提交验收结果 for the whole sample.
 */
export default function SampleAcceptPage() {
  const core = useCore();
  const { http, bus } = core;
  const query = useQuery();
  const id = idParam(query, "id");
  const sub = isSubTask(query);
  const task = useLoaded(() => readTask(http, id!, sub), id ? `${sub ? "sub" : "task"}:${id}` : null);
  const items = useLoaded(async () => (await taskItems(http, id!)).list, id ? `items:${id}` : null);
  const groupId = task.data?.labelGroupId;
  const labels = useLoaded(() => listLabels(http, groupId!), groupId ? `labels:${groupId}` : null);
  const stored = useLoaded(() => readSample(http, id!), id ? `sample:${id}` : null);
  const [drawn, setDrawn] = useState<SampleEntry[] | null>(null);
  const [size, setSize] = useState("");
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const sample = drawn ?? stored.data ?? [];
  const sampled = (items.data ?? []).filter((item) => sample.some((entry) => entry.itemId === item.id));
  const current = sampled.find((item) => item.id === currentId) ?? sampled[0] ?? null;
  const boxes = useLoaded(
    () => listAnnotations(http, id!, current!.id),
    current ? `boxes:${id}:${current.id}` : null,
  );
  const image = useItemImage(http, current?.id ?? null);
  const verdicts = useVerdicts(sampled.map((item) => item.id));

  if (!id || (task.failed && !task.data))
    return <NonIdealState icon="search" title={annotationTaskText("notFound")} />;
  if (!task.data || !items.data || !labels.data) return <Spinner className="ws-annot-spinner" />;
  const info = task.data;
  const allowed = canAccept(info.allowedOperations);
  const index = current ? sampled.indexOf(current) : -1;
  const sizeText = size || String(Math.max(1, Math.round(info.itemCount / 5)));

  const draw = async () => {
    setBusy(true);
    try {
      setDrawn(await drawSample(http, id, Number(sizeText)));
      setCurrentId(null);
      verdicts.reset();
    } catch (error) {
      // size out of range (400) is shown here; a 409 reloads the task so the page matches its status
      if (showRefusal(core, error) === 409) task.reload();
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      const reviewList = sample.map((entry) => {
        const verdict = verdicts.of(entry.itemId);
        return {
          itemId: entry.itemId,
          sampleId: entry.sampleId,
          result: verdict.result ?? 1,
          remark: verdict.remark,
        };
      });
      await submitAcceptance(http, id, reviewList);
      bus.emit("annotation", "oplog.action", {
        pageName: annotationTaskText("myTask"),
        content: `${annotationTaskText("submitAccept")} ${info.taskName}`,
      });
      navigate(taskPageHref(id, sub));
    } catch (error) {
      if (showRefusal(core, error) === 409) task.reload();
    } finally {
      setBusy(false);
    }
  };

  const step = (direction: 1 | -1) => {
    const next = sampled[index + direction];
    if (next) setCurrentId(next.id);
  };

  return (
    <PageFrame
      title={annotationTaskText("acceptTitle", { name: info.taskName })}
      onBack={() => navigate(taskPageHref(id, sub))}
      backText={t("action.back")}
      fill
      className="ws-annot-page ws-annot-fill"
      extra={<StatusTag status={info.status} />}
      toolbar={
        <ControlGroup>
          <InputGroup
            size="small"
            type="number"
            min={1}
            max={info.itemCount}
            aria-label={annotationTaskText("sampleSize")}
            leftElement={<span className="ws-annot-inputlabel">{annotationTaskText("sampleSize")}</span>}
            value={sizeText}
            onChange={(event) => setSize(event.currentTarget.value)}
          />
          <Button
            size="small"
            icon="random"
            text={annotationTaskText("drawSample")}
            disabled={!allowed}
            loading={busy && !sample.length}
            onClick={() => void draw()}
          />
        </ControlGroup>
      }
    >
      {sampled.length === 0 ? (
        <NonIdealState icon="random" title={annotationTaskText("sampleEmpty")} />
      ) : (
        <div className="ws-annot-annot">
          <ItemStrip
            items={sampled}
            currentId={current?.id ?? null}
            counts={{}}
            results={verdicts.results}
            onOpen={setCurrentId}
          />
          {!current || boxes.loading || !boxes.data ? (
            <Spinner className="ws-annot-spinner" />
          ) : (
            <AnnotationWorkbench
              key={current.id}
              item={current}
              imageUrl={image.url}
              labels={labels.data}
              boxes={boxes.data}
              readOnly
              verdictKeys
              source={READ_ONLY_SOURCE}
              onNavigate={step}
            />
          )}
          {current && (
            <VerdictPanel
              verdicts={verdicts}
              itemId={current.id}
              total={sampled.length}
              submitText={annotationTaskText("submitAccept")}
              submitting={busy}
              onSubmit={() => void submit()}
            />
          )}
        </div>
      )}
    </PageFrame>
  );
}
