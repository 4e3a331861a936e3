import { Type as T } from "@sinclair/typebox";

/*
 * Field schemas of request bodies that contracts declare, the same as the server's (server/lib/schemas.ts):
 * a failing field answers its own text (its x-message) instead of the generic one naming the field.
 */
const said = (message: string | undefined) => (message ? { "x-message": message } : {});

/** A positive integer id; `label` gives the refusal `{label}不能为空`. */
export const Id = (label: string) =>
  T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...said(`${label}不能为空`) });

/** An integer in [min, max]. */
export const Int = (min: number, max: number, message?: string) =>
  T.Integer({ minimum: min, maximum: max, ...said(message) });

/** A finite number in [min, max]. */
export const Num = (min: number, max: number, message?: string) =>
  T.Number({ minimum: min, maximum: max, ...said(message) });

/** Text of at most `max` characters. */
export const Text = (max: number, message?: string) => T.String({ maxLength: max, ...said(message) });
