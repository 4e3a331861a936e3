import { Type as T } from "@sinclair/typebox";
import { HTTP_TEXT } from "./messages";
import { Id, Int, MAX_ID, Num, OneOf, PageQuery, PAGING, said, Text } from "../../src/contracts/fields";

export { T };

/**
 * Paging bounds of every list call: `pageNum` 1 to 1 000 000 and `pageSize` 1 to 1000 (an export pages
 * through larger sets); both default as the spec says (1 and 10). Anything else answers 400, so no
 * out-of-range number reaches SQLite.
 */
/**
 * The field schemas (Id, Int, Num, Text, OneOf and MAX_ID) live in src/contracts/fields.ts so that a
 * contract's body schema can use them; the server's routes keep importing them from here.
 */
export { Id, Int, MAX_ID, Num, OneOf, PageQuery, PAGING, Text };

/**
 * A name a user gives something (a task, a model, a role, a title, a display name…): text of at most
 * `max` characters without control characters, line breaks, tabs or direction marks (names.ts). Such a
 * character answers 400 `{label}不能包含控制字符、换行或文字方向符`; any other failure `message` (or the
 * field's generic text). Every name field of every route uses it (tests/security/nameFields.test.ts).
 */
export { Name } from "../../src/contracts/names";

/** Paging fields for a querystring or body schema: `{ ...PageQuery, name: T.Optional(Text(50)) }`. */
/**
 * Path parameters `{ id }`, a positive integer: anything else (a word, a fraction, beyond MAX_ID)
 * answers 400 `{label}ID不合法` (a path always has its id; it can only be malformed, never missing).
 */
export const IdParams = (label?: string) => T.Object({ id: PathId(label) });

/** One id of a path (`/:dataSetId/:versionId`): refused as `{label}ID不合法` like IdParams' id. */
export const PathId = (label?: string) =>
  T.Integer({ minimum: 1, maximum: MAX_ID, ...said(label ? HTTP_TEXT.badId(label) : undefined) });
