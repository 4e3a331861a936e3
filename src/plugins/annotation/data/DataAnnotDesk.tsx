import { useRef, useState } from "react";
import { Callout, Classes, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { FRONT_DESK } from "../../shared/menus/frontDesk";
import { clearOwnBoxes, listLabels, listOwnBoxes, readOwnStat, saveOwnBoxes, versionItems } from "../api";
import { ItemStepper } from "../annotate/ItemStepper";
import { ItemStrip } from "../annotate/ItemStrip";
import { useItemImage } from "../annotate/useItemImage";
import { AnnotationWorkbench, type BoxSource, type WorkbenchHandle } from "../canvas/AnnotationWorkbench";
import type { BoxInput } from "../canvas/canvasState";
import { annotationDataText } from "../dataAnnotMessages";
import { annotationText } from "../messages";
import { showRefusal } from "../refusal";
import { EmptyChoice } from "./EmptyChoice";
import { LoadFailed } from "./LoadFailed";

export interface DataAnnotDeskProps {
  datasetId: number;
  versionId: number;
  labelGroupId: number;
  /** The item in the address (null: the first). */
  itemId: number | null;
  /** Opens another item (after the workbench saved what it had). */
  onOpen(itemId: number): void;
}

/**
 * The version's items with the owner's own box counts (已标注 n / 共 m), and the task pages' workbench over the
 * current item, its boxes going to the own-annotation calls. Render it with a key of version and group.
 */
export function DataAnnotDesk({ datasetId, versionId, labelGroupId, itemId, onOpen }: DataAnnotDeskProps) {
  const core = useCore();
  const { http } = core;
  const items = useLoaded(() => versionItems(http, datasetId, versionId), `items:${versionId}`);
  const stat = useLoaded(
    () => readOwnStat(http, versionId, labelGroupId),
    `stat:${versionId}:${labelGroupId}`,
  );
  const labels = useLoaded(() => listLabels(http, labelGroupId), `labels:${labelGroupId}`);
  const list = items.data?.list ?? [];
  const current = list.find((item) => item.id === itemId) ?? list[0] ?? null;
  const key = current ? { versionId, itemId: current.id, labelGroupId } : null;
  const boxes = useLoaded(
    () => listOwnBoxes(http, key!),
    key ? `own:${versionId}:${labelGroupId}:${key.itemId}` : null,
  );
  const image = useItemImage(http, current?.id ?? null);
  // What was saved here since the counts loaded: the strip, the progress and a canvas that opens again.
  const [saved, setSaved] = useState<Record<number, BoxInput[]>>({});
  const workbench = useRef<WorkbenchHandle>(null);

  const failed = [items, stat, labels].find((loaded) => loaded.failed && !loaded.data);
  if (failed) return <LoadFailed error={failed.error} onRetry={failed.reload} />;
  if (!items.data || !stat.data || !labels.data) return <Spinner className="ws-annot-spinner" />;
  if (list.length === 0)
    return (
      <EmptyChoice
        icon="media"
        title={annotationDataText("noItems")}
        description={annotationDataText("noItemsHint")}
        href={FRONT_DESK.datasets.management.link()}
        action={annotationDataText("openDataset")}
      />
    );

  const counts: Record<number, number> = Object.fromEntries(stat.data.map((row) => [row.itemId, row.count]));
  for (const [id, stored] of Object.entries(saved)) counts[Number(id)] = stored.length;
  const stripItems = list.map((item) => ({
    ...item,
    annotationCount: counts[item.id] ?? 0,
    needsCorrection: false,
  }));
  const done = stripItems.filter((item) => item.annotationCount > 0).length;
  const index = current ? list.indexOf(current) : -1;

  const open = async (id: number) => {
    if (workbench.current && !(await workbench.current.flush())) return;
    onOpen(id);
  };
  const step = (direction: 1 | -1) => {
    const next = list[index + direction];
    if (next) void open(next.id);
  };
  const keyOf = (id: number) => ({ versionId, itemId: id, labelGroupId });
  const source: BoxSource = {
    save: async (id, annotations) => {
      try {
        const stored = await saveOwnBoxes(http, keyOf(id), annotations);
        setSaved((known) => ({ ...known, [id]: stored }));
      } catch (error) {
        showRefusal(core, error);
        throw error;
      }
    },
    clear: async (id) => {
      try {
        await clearOwnBoxes(http, keyOf(id));
        setSaved((known) => ({ ...known, [id]: [] }));
      } catch (error) {
        showRefusal(core, error);
        throw error;
      }
    },
  };

  return (
    <>
      <div className="ws-data-annot-bar">
        <span role="status" aria-label={annotationDataText("title")}>
          <Tag minimal intent={done === list.length ? "success" : "primary"}>
            {annotationDataText("progress", { done, total: list.length })}
          </Tag>
        </span>
        <ItemStepper index={index} count={list.length} onStep={step} />
      </div>
      {labels.data.length === 0 && <Callout intent="warning">{annotationDataText("noLabels")}</Callout>}
      <div className="ws-annot-annot">
        <ItemStrip
          items={stripItems}
          currentId={current?.id ?? null}
          counts={{}}
          onOpen={(id) => void open(id)}
        />
        {!current || boxes.loading || !boxes.data ? (
          boxes.failed ? (
            <NonIdealState icon="error" title={annotationDataText("loadFailed")} />
          ) : (
            <Spinner className="ws-annot-spinner" />
          )
        ) : (
          <AnnotationWorkbench
            key={current.id}
            ref={workbench}
            item={current}
            imageUrl={image.url}
            labels={labels.data}
            boxes={saved[current.id] ?? boxes.data}
            source={source}
            onNavigate={step}
          />
        )}
      </div>
      {image.failed && <span className={Classes.TEXT_MUTED}>{annotationText("imageFailed")}</span>}
    </>
  );
}
