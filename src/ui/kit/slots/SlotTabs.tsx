import { useState, type Attributes } from "react";
import { Tab, Tabs } from "@blueprintjs/core";
import type { Slot } from "../../../core/extensions";
import { ExtensionBoundary } from "./ExtensionBoundary";
import { lazyContribution } from "./lazyContribution";
import type { TabContribution } from "./types";
import { useSlot } from "./useSlot";

export interface SlotTabsProps<Props extends object> {
  /** The page's tab slot; every visible contribution is a tab, in `order`. */
  slot: Slot<TabContribution<Props>>;
  /** What every tab's panel gets. */
  props: Props;
  /** The Tabs' id (and the tab ids' prefix). */
  id: string;
  "aria-label"?: string;
  className?: string;
}

/**
 * The tabs of a slot: each contribution's panel loads when its tab is first chosen, inside an error
 * boundary tagged with its plugin. A chosen tab whose plugin goes away falls back to the first tab.
 *
 *   <SlotTabs id="dataset-detail" slot={DATASET_DETAIL_TABS} props={{ dataset, version, canEdit }} />
 */
export function SlotTabs<Props extends object>({
  slot,
  props,
  id,
  className,
  ...rest
}: SlotTabsProps<Props>) {
  const tabs = useSlot(slot);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = tabs.some((tab) => tab.id === chosen) ? chosen : (tabs[0]?.id ?? null);
  if (!tabs.length || selected === null) return null;
  return (
    <Tabs
      id={id}
      className={className}
      selectedTabId={selected}
      onChange={(next) => setChosen(String(next))}
      renderActiveTabPanelOnly
      aria-label={rest["aria-label"]}
    >
      {tabs.map((tab) => {
        const Panel = lazyContribution(tab.load);
        return (
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.title}
            panel={
              <ExtensionBoundary pluginId={tab.pluginId}>
                <Panel {...(props as Props & Attributes)} />
              </ExtensionBoundary>
            }
          />
        );
      })}
    </Tabs>
  );
}
