import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { T } from "../lib/schemas";
import { DATASET_TEXT } from "../platform/datasetStore";
import { TASK_TEXT } from "./taskStore";

export const ANNOTATION_TEXT = {
  outside: "标注框超出图片范围",
  label: "标签不属于该任务的标签组",
  notFound: "标注不存在",
  list: "标注数据格式错误",
  othersBoxes: TASK_TEXT.othersBoxes,
} as const;

/** A box field: any finite number (the image's bounds are `checkBoxes`'). */
const Coordinate = T.Number({ "x-message": ANNOTATION_TEXT.list });

/** One box of a batch save, in image pixels. */
export const BoxBody = T.Object({
  labelId: T.Integer({ "x-message": ANNOTATION_TEXT.label }),
  x: Coordinate,
  y: Coordinate,
  width: Coordinate,
  height: Coordinate,
});

/** The boxes of one batch save (at most 10 000). */
export const BoxList = T.Array(BoxBody, { maxItems: 10_000, "x-message": ANNOTATION_TEXT.list });

export interface BoxFields {
  labelId: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

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
