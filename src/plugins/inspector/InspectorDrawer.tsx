import { Drawer, Tab, Tabs } from "@blueprintjs/core";
import { useObservableValue } from "../../ui/CoreContext";
import { inspectorOpen } from "./inspectorOpen";
import "./inspector.css";
import { MachinesPanel } from "./MachinesPanel";
import { inspectorText } from "./messages";
import { PluginsPanel } from "./PluginsPanel";

/** The inspector: a drawer beside the live screen, with machines and plugins. */
export default function InspectorDrawer() {
  const open = useObservableValue(inspectorOpen, () => inspectorOpen.value);
  return (
    <Drawer
      isOpen={open}
      onClose={() => inspectorOpen.next(false)}
      title={inspectorText("title")}
      icon="diagram-tree"
      size="62%"
      hasBackdrop={false}
      className="ws-inspector"
    >
      <div className="ws-inspector-body">
        <Tabs id="inspector-tabs" renderActiveTabPanelOnly>
          <Tab id="machines" title={inspectorText("tabMachines")} panel={<MachinesPanel />} />
          <Tab id="plugins" title={inspectorText("tabPlugins")} panel={<PluginsPanel />} />
        </Tabs>
      </div>
    </Drawer>
  );
}
