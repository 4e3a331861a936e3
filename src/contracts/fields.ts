import { Type as T } from "@sinclair/typebox";
import { LIMITS } from "../core/config";

/**
 * Field schemas a contract's request bodies are built from (shared with server/lib/schemas.ts, which
 * re-exports them): each takes the refusal text a page shows when the field fails (`x-message`), so
 * the body the server validates and the form's type are one schema.
 */

/** The largest id a call may name (JavaScript's safe integers; SQLite row ids stay far below). */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A field's own text for any failure of it, instead of the validator's generic one (HTTP_TEXT). */
export const said = (message: string | undefined) => (message ? { "x-message": message } : {});

/** A positive integer id; `label` gives the refusal `{label}不能为空` (the domain screens' wording). */
export const Id = (label?: string) =>
  T.Integer({ minimum: 1, maximum: MAX_ID, ...said(label ? `${label}不能为空` : undefined) });

/** An integer in [min, max]. */
export const Int = (min: number, max: number, message?: string) =>
  T.Integer({ minimum: min, maximum: max, ...said(message) });

/** A finite number in [min, max]. */
export const Num = (min: number, max: number, message?: string) =>
  T.Number({ minimum: min, maximum: max, ...said(message) });

/** Text of at most `max` characters. */
export const Text = (max: number, message?: string) => T.String({ maxLength: max, ...said(message) });

/** One of the given numbers (e.g. the spec's operation types). */
export const OneOf = <V extends number>(values: readonly V[], message?: string) =>
  T.Union(
    values.map((value) => T.Literal(value)),
    said(message),
  );

/** The bounds of a page request: far beyond any screen, short of an overflow. */
export const PAGING = { maxPageNum: 1_000_000, maxPageSize: 1000 } as const;

/** `pageNum` and `pageSize` of a list call, defaulting to the spec's first page of ten. */
export const PageQuery = {
  pageNum: T.Integer({ minimum: 1, maximum: PAGING.maxPageNum, default: LIMITS.defaultPageNum }),
  pageSize: T.Integer({ minimum: 1, maximum: PAGING.maxPageSize, default: LIMITS.defaultPageSize }),
};
