import type { ComponentType } from "react";
import type { Intent } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";

/**
 * The contribution types of the UI kit's slots. A slot is declared with one of them, e.g.
 *
 *   export const DATASET_DETAIL_TABS = createSlot<TabContribution<DatasetTabProps>>("datasets.detail.tabs");
 *
 * Components come as `load` (code loaded when first shown, not with the manifest).
 */

/** A lazily loaded component contributed to a slot. */
export type LoadComponent<Props> = () => Promise<{ default: ComponentType<Props> }>;

/** A tab of another plugin's page; its panel gets the page's props (`Props`). */
export interface TabContribution<Props> {
  title: string;
  load: LoadComponent<Props>;
}

/** A column of another plugin's table; its cell gets the row. */
export interface ColumnContribution<Row> {
  title: string;
  width?: number | string;
  load: LoadComponent<{ row: Row }>;
}

/** A button in each row of another plugin's table. */
export interface RowActionContribution<Row> {
  text: string;
  icon?: IconName;
  intent?: Intent;
  /** Whether the row offers the action (default: every row). */
  shows?: (row: Row) => boolean;
  run: (row: Row) => void | Promise<void>;
}

/** A button in another plugin's toolbar; `run` gets the page's context (`Context`). */
export interface ToolbarButtonContribution<Context> {
  text: string;
  icon?: IconName;
  intent?: Intent;
  run: (context: Context) => void | Promise<void>;
}
