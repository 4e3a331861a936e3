/**
 * Extension slots in the UI: a page declares a slot (`createSlot<TabContribution<Props>>("…")` from
 * src/core/extensions.ts, in src/plugins/shared so other plugins can import it) and renders its
 * contributions with these helpers; other plugins contribute through `extensions: [extend(SLOT, …)]`
 * or `ctx.registerExtension(SLOT, …)`. See docs/plugins.md (extension slots).
 */
export { useSlot } from "./useSlot";
export { SlotTabs, type SlotTabsProps } from "./SlotTabs";
export { useSlotColumns, SlotRowActions, SlotToolbar } from "./slotTable";
export { ExtensionBoundary } from "./ExtensionBoundary";
export type {
  ColumnContribution,
  LoadComponent,
  RowActionContribution,
  TabContribution,
  ToolbarButtonContribution,
} from "./types";
