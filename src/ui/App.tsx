import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { CoreProvider, type ShellCore } from "./CoreContext";
import { useHashPath } from "./routing/hashLocation";
import { RouteOutlet } from "./routing/RouteOutlet";
import { PluginOverlays } from "./shell/PluginOverlays";
import { TipToaster } from "./shell/TipToaster";

/** The shell: the core in context, hash routing (design §4), toasts, and the route outlet. */
export function App({ core }: { core: ShellCore }) {
  return (
    <CoreProvider value={core}>
      <BlueprintProvider>
        <Router hook={useHashPath}>
          <RouteOutlet />
          <PluginOverlays />
        </Router>
        <TipToaster />
      </BlueprintProvider>
    </CoreProvider>
  );
}
