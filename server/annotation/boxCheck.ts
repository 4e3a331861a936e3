import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { DATASET_TEXT } from "../platform/datasetStore";
import { ANNOTATION_TEXT } from "../../src/contracts/annotation";
import type { BoxBody } from "../../src/contracts/annotationBodies";

/** A box of a batch save (src/contracts/annotationShapes.ts BoxBody). */
export type BoxFields = BoxBody;

/**
 * The one check of a batch save, for a task's boxes and a dataset owner's own: every label belongs to
 * the label group (else 400 `labelText`), every box has a size and lies inside the item's image (else
 * 400 标注框超出图片范围).
 */
export function checkBoxes(
  db: Db,
  batch: { itemId: number; labelGroupId: number; boxes: readonly BoxFields[] },
  labelText: string = ANNOTATION_TEXT.label,
): void {
  const item = db.prepare("SELECT width, height FROM dataset_items WHERE id = ?").get(batch.itemId) as
    { width: number; height: number } | undefined;
  if (!item) return refuse(404, DATASET_TEXT.itemNotFound);
  const labels = new Set(
    (db.prepare("SELECT id FROM labels WHERE group_id = ?").all(batch.labelGroupId) as { id: number }[]).map(
      (row) => row.id,
    ),
  );
  for (const { labelId, x, y, width, height } of batch.boxes) {
    if (!labels.has(labelId)) refuse(400, labelText);
    if (width <= 0 || height <= 0 || x < 0 || y < 0 || x + width > item.width || y + height > item.height)
      refuse(400, ANNOTATION_TEXT.outside);
  }
}
