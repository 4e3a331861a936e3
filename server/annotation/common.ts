import { ANNOTATION_API_BASE } from "../../src/contracts/annotation";
import { DATASET_CODES } from "../../src/contracts/datasetCodes";
import { ANNOTATION_CODES } from "../../src/contracts/annotationCodes";
import type { DbClock } from "../lib/db";
import { allOf } from "../platform/access";
import { hasUnsafeCharacters, unsafeNameText } from "../lib/names";
import { HTTP_TEXT } from "../lib/messages";
import { Name, T, Text } from "../lib/schemas";
import { refuse } from "../lib/refusal";
import { formatTime } from "../lib/time";
import { likeContains } from "../lib/like";
import { ownedTable } from "../lib/ownedTable";
import { pageOf, type Page, type Paging } from "../lib/paging";

/** Every path of docs/annotation-api.md lives under this prefix. */
export const ANNOTATION_PREFIX = ANNOTATION_API_BASE;

/** Permission codes of the call groups (ai-domain spec §6). */
export const CODES = {
  dataset: DATASET_CODES.dataset,
  label: DATASET_CODES.label,
  team: ANNOTATION_CODES.team,
  task: ANNOTATION_CODES.task,
  /** 数据标注: a dataset owner's own boxes on a version, without a task. */
  annotate: ANNOTATION_CODES.annotate,
  /** The datasets' button codes (src/contracts/datasetCodes.ts says which buttons each covers). */
  datasetAdd: DATASET_CODES.add,
  datasetEdit: DATASET_CODES.edit,
  datasetRemove: DATASET_CODES.remove,
} as const;

/** The dataset buttons' access rules: dataM and the button's code. */
export const DATASET_BUTTONS = {
  add: allOf(CODES.dataset, CODES.datasetAdd),
  edit: allOf(CODES.dataset, CODES.datasetEdit),
  remove: allOf(CODES.dataset, CODES.datasetRemove),
};

export const MAX_NAME = 50;
export const MAX_DESCRIPTION = 500;

/**
 * A name or description field: text (any other type answers 400), a name without control characters or
 * direction marks (`{label}不能包含控制字符、换行或文字方向符`, the shared Name type); the other rules
 * (trimmed, not empty, at most MAX_NAME / MAX_DESCRIPTION characters, unique) are the handler's, with
 * the screens' own texts.
 */
export const NameField = (label: string) => T.Optional(Name(1000, label));
export const DescriptionField = T.Optional(Text(10_000));

export { formatTime };
export { ownedTable, pageOf, type Page, type Paging };

/** A required name: trimmed, not empty, at most MAX_NAME characters. */
export function nameOf(value: string | undefined, label: string): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) refuse(400, `${label}不能为空`);
  if (hasUnsafeCharacters(text)) refuse(400, unsafeNameText(label));
  if ([...text].length > MAX_NAME) refuse(400, HTTP_TEXT.tooLong(label, MAX_NAME));
  return text;
}

export function descriptionOf(value: string | undefined, label = "描述"): string {
  const text = typeof value === "string" ? value.trim() : "";
  if ([...text].length > MAX_DESCRIPTION) refuse(400, HTTP_TEXT.tooLong(label, MAX_DESCRIPTION));
  return text;
}

/**
 * One page of `table`'s rows matching `where`, newest first; a `name` (trimmed, when not empty) keeps the rows
 * whose name contains it.
 */
export function newestPage<Row, T>(
  platform: DbClock,
  paging: Paging,
  select: { table: string; where: string; args: unknown[]; name: string | undefined },
  map: (row: Row) => T,
): Page<T> {
  const name = select.name?.trim();
  const where = name ? `${select.where} AND name LIKE ? ESCAPE '\\'` : select.where;
  const args = name ? [...select.args, likeContains(name)] : select.args;
  return pageOf(
    platform,
    `SELECT * FROM ${select.table} WHERE ${where} ORDER BY created_at DESC, id DESC`,
    `SELECT COUNT(*) AS total FROM ${select.table} WHERE ${where}`,
    args,
    paging,
    map,
  );
}

/**
 * The name and description of a create (no `current`) or an edit (`current`) from a body: 400 when the name is
 * empty, too long or `taken` by another of the user's rows (`taken(userId, name, exceptId)`), or the description too long. An edit without a
 * description keeps the current one.
 */
export function namedFields(
  b: { description?: string } & Record<string, string | number | undefined>,
  userId: number,
  text: { field: string; name: string; exists: string },
  taken: (userId: number, name: string, exceptId?: number) => boolean,
  current?: { id: number; description: string },
): { name: string; description: string } {
  const field = b[text.field];
  const name = nameOf(typeof field === "string" ? field : undefined, text.name);
  const description =
    current && b.description === undefined ? current.description : descriptionOf(b.description);
  if (taken(userId, name, current?.id)) refuse(400, text.exists);
  return { name, description };
}
