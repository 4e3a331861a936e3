import { ANNOTATION_API_BASE } from "../../src/core/config";
import type { Db } from "../db";
import { allOf, hasUnsafeCharacters, HTTP_TEXT, Name, refuse, T, Text, unsafeNameText } from "../http";
import type { Platform } from "../platform";
import { formatTime } from "../storage/dirInfo";
import { pageOffset } from "../http/paging";
import { likeContains } from "../http/likeText";

/** Every path of docs/annotation-api.md lives under this prefix. */
export const ANNOTATION_PREFIX = ANNOTATION_API_BASE;

/** Permission codes of the call groups (ai-domain spec §6). */
export const CODES = {
  dataset: "dataM",
  label: "labelM",
  team: "label",
  task: "taskM",
  /** 数据标注: a dataset owner's own boxes on a version, without a task. */
  annotate: "data-label",
  /**
   * The datasets' button codes (as src/plugins/datasets/permissions.ts): A01 add (a dataset, a copied
   * version, images uploaded into a version), A02 edit (a dataset's fields, its public flag), A03 delete
   * (a dataset, a version, an image).
   */
  datasetAdd: "dataM-A01",
  datasetEdit: "dataM-A02",
  datasetRemove: "dataM-A03",
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

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** pageNum and pageSize of a call (validated by the route's schema: see server/http/schemas.ts). */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

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

/** One page of a query: `sql` selects the rows (no LIMIT), `countSql` counts them. */
export function pageOf<Row, T>(
  platform: Platform,
  sql: string,
  countSql: string,
  args: unknown[],
  request: Paging,
  map: (row: Row) => T,
): Page<T> {
  const { total } = platform.db.prepare(countSql).get(...args) as { total: number };
  const rows = platform.db
    .prepare(`${sql} LIMIT ? OFFSET ?`)
    .all(...args, request.pageSize, pageOffset(request.pageNum, request.pageSize)) as Row[];
  return { list: rows.map(map), total, pageNum: request.pageNum, pageSize: request.pageSize };
}

/**
 * One page of `table`'s rows matching `where`, newest first; a `name` (trimmed, when not empty) keeps the rows
 * whose name contains it.
 */
export function newestPage<Row, T>(
  platform: Platform,
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

/** A table of rows each user owns (`user_id`) and names uniquely among their own: datasets, label groups, teams. */
export function ownedTable<Row extends { id: number; user_id: number }>(
  db: Db,
  table: string,
  text: { notFound: string; forbidden: string },
) {
  /** The row: 404 unknown. */
  const get = (id: number) =>
    (db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined) ??
    refuse(404, text.notFound);
  return {
    get,
    /** The row when the user owns it: 404 unknown, 403 someone else's. */
    owned(id: number, userId: number): Row {
      const row = get(id);
      if (row.user_id !== userId) refuse(403, text.forbidden);
      return row;
    },
    /** The user's rows, newest first. */
    mine: (userId: number) =>
      db
        .prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY created_at DESC, id DESC`)
        .all(userId) as Row[],
    nameTaken: (userId: number, name: string, exceptId = 0) =>
      db
        .prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND name = ? AND id <> ?`)
        .get(userId, name, exceptId) !== undefined,
  };
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
