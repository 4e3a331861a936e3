import { Type as T } from "@sinclair/typebox";

/**
 * Field builders for the request schemas a contract declares (the same rules as server/lib/schemas.ts
 * builds for the routes, so a schema moved into a contract validates as it did): a field's own text
 * for any failure of it (x-message) instead of the generic one.
 */
const said = (message: string | undefined) => (message ? { "x-message": message } : {});

/** A positive integer id; `label` names it in the refusal (the label, then 不能为空). */
export const Id = (label?: string) =>
  T.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    ...said(label ? `${label}不能为空` : undefined),
  });

/** An integer in [min, max]. */
export const Int = (min: number, max: number, message?: string) =>
  T.Integer({ minimum: min, maximum: max, ...said(message) });

/** Text of at most `max` characters. */
export const Text = (max: number, message?: string) => T.String({ maxLength: max, ...said(message) });

/** One of the given numbers. */
export const OneOf = <V extends number>(values: readonly V[], message?: string) =>
  T.Union(
    values.map((value) => T.Literal(value)),
    said(message),
  );
