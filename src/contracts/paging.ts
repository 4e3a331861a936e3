import { Type as T, type Static, type TSchema } from "@sinclair/typebox";

/**
 * One page of a list, as every paged call of the platform answers it (shell spec §7 "pageNum,
 * pageSize"; list and total beside them). The one `Page<T>` of the app and the server: plugins and
 * stores import it instead of declaring their own.
 */
export const PageOf = <Row extends TSchema>(row: Row) =>
  T.Object({ list: T.Array(row), total: T.Integer(), pageNum: T.Integer(), pageSize: T.Integer() });

export interface Page<Row> {
  list: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The page a schema describes (`Static` of `PageOf(row)`). */
export type PageStatic<Row extends TSchema> = Static<ReturnType<typeof PageOf<Row>>>;
