import { Button } from "@blueprintjs/core";
import type { Slot } from "../../../core/extensions";
import { t } from "../../../core/messages";
import { useCore } from "../../CoreContext";
import type { Column } from "../list/PagedTable";
import { ExtensionBoundary } from "./ExtensionBoundary";
import { lazyContribution } from "./lazyContribution";
import type { ColumnContribution, RowActionContribution, ToolbarButtonContribution } from "./types";
import { useSlot } from "./useSlot";

/**
 * Table and toolbar slots for the list kit:
 *
 *   const extraColumns = useSlotColumns(DATASET_LIST_COLUMNS);          // Column<Dataset>[]
 *   <PagedTable columns={[...columns, ...extraColumns]} actions={(row) => (
 *     <RowActions …><SlotRowActions slot={DATASET_LIST_ROW_ACTIONS} row={row} /></RowActions>)} />
 *   <ListToolbar …><SlotToolbar slot={DATASET_LIST_TOOLBAR} context={{ refresh: list.refresh }} /></ListToolbar>
 *
 * Cells load lazily inside an error boundary tagged with the plugin; a button whose `run` throws or
 * rejects logs the plugin id and shows 扩展加载失败（plugin） as a tip, the page keeps working.
 */
export function useSlotColumns<Row>(slot: Slot<ColumnContribution<Row>>): Column<Row>[] {
  return useSlot(slot).map((column) => {
    const Cell = lazyContribution(column.load);
    return {
      key: `${column.pluginId}:${column.id}`,
      title: column.title,
      width: column.width,
      render: (row: Row) => (
        <ExtensionBoundary pluginId={column.pluginId} inline>
          <Cell row={row} />
        </ExtensionBoundary>
      ),
    };
  });
}

/** Runs a contributed handler; a failure is logged with the plugin id and shown as a tip. */
function useGuardedRun() {
  const { bus } = useCore();
  return (pluginId: string, run: () => void | Promise<void>) => {
    const report = (error: unknown) => {
      console.error(`[plugin ${pluginId}] extension failed`, error);
      bus.emit("shell", "ui.tip", { intent: "danger", message: `${t("extension.failed")}（${pluginId}）` });
    };
    try {
      void Promise.resolve(run()).catch(report);
    } catch (error) {
      report(error);
    }
  };
}

/** The contributed actions of one row (small minimal buttons, after the page's own). */
export function SlotRowActions<Row>({ slot, row }: { slot: Slot<RowActionContribution<Row>>; row: Row }) {
  const actions = useSlot(slot).filter((action) => action.shows?.(row) ?? true);
  const guarded = useGuardedRun();
  return (
    <>
      {actions.map((action) => (
        <Button
          key={`${action.pluginId}:${action.id}`}
          size="small"
          variant="minimal"
          icon={action.icon}
          intent={action.intent}
          text={action.text}
          data-plugin={action.pluginId}
          onClick={() => guarded(action.pluginId, () => action.run(row))}
        />
      ))}
    </>
  );
}

/** The contributed toolbar buttons of a page; `context` is what the page hands their `run`. */
export function SlotToolbar<Context>({
  slot,
  context,
}: {
  slot: Slot<ToolbarButtonContribution<Context>>;
  context: Context;
}) {
  const buttons = useSlot(slot);
  const guarded = useGuardedRun();
  return (
    <>
      {buttons.map((button) => (
        <Button
          key={`${button.pluginId}:${button.id}`}
          size="small"
          icon={button.icon}
          intent={button.intent}
          text={button.text}
          data-plugin={button.pluginId}
          onClick={() => guarded(button.pluginId, () => button.run(context))}
        />
      ))}
    </>
  );
}
