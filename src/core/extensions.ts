import type { PermissionCode } from "./permissions";

/**
 * Extension slots: a page declares a typed slot, other plugins contribute to it (a tab, a column, a
 * row action, a toolbar button, a user-menu entry) through their manifest or at run time, without
 * importing the page. The core only keeps the data; the UI kit renders it (src/ui/kit/slots).
 *
 *   // declared where every plugin may import it (src/plugins/shared or src/core):
 *   export const DATASET_DETAIL_TABS = createSlot<TabContribution<DatasetTabProps>>("datasets.detail.tabs");
 *   // contributed by any plugin:
 *   extensions: [extend(DATASET_DETAIL_TABS, { id: "quality", title: "质量", load: () => import("./QualityTab") })]
 */
export interface Slot<T> {
  readonly id: string;
  /** Phantom field carrying the contribution type; never set. */
  readonly __type?: T;
}

export function createSlot<T>(id: string): Slot<T> {
  return { id };
}

/** What every contribution to a slot carries besides the slot's own fields. */
export interface ExtensionMeta {
  /** Unique within the slot (DUPLICATE_EXTENSION otherwise). */
  id: string;
  /** Ascending; the host's own contributions use multiples of 10. */
  order?: number;
  /** Shown only to users holding the code(s); all of them unless `any`. */
  permission?: PermissionCode;
  any?: boolean;
}

export type Extension<T> = T & ExtensionMeta;

/** One contribution to one slot, as a manifest's `extensions` lists it. */
export interface ExtensionContribution<T = unknown> {
  slot: Slot<T>;
  extension: Extension<T>;
}

/** Pairs a contribution with its slot, type-checked against the slot's contribution type. */
export function extend<T>(slot: Slot<T>, extension: Extension<T>): ExtensionContribution<T> {
  return { slot, extension };
}

/** An entry of the user (avatar) menu: a page to open or a command to run. */
export interface UserMenuItem {
  title: string;
  /** May use `{area}` (the current area's prefix) and `{userId}`. */
  path?: string;
  /** A command id run instead of navigating. */
  command?: string;
  /** Shown only when the user has (true) or has not (false) a bound HPC account. */
  needsHpc?: boolean;
}

/**
 * The user (avatar) menu is a slot like any other: a manifest's `userMenu` entries are contributions
 * to it, and `ctx.registerExtension(USER_MENU, …)` adds one at run time. Entries ordered below 70 come
 * before 切换组织.
 */
export const USER_MENU = createSlot<UserMenuItem>("shell.userMenu");
