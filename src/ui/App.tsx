import { OverlaysProvider, PortalProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { CoreProvider, type ShellCore } from "./CoreContext";
import { usePlatformTitle } from "./kit/platformSettings";
import { useHashPath } from "./routing/hashLocation";
import { UpdatedBanner } from "./routing/platformUpdate";
import { RouteOutlet } from "./routing/RouteOutlet";
import { PluginOverlays } from "./shell/PluginOverlays";
import { TipToaster } from "./shell/TipToaster";

/**
 * The shell: the core in context, hash routing (design §4), toasts, and the route outlet. Blueprint's
 * portal and overlay contexts only: its composite BlueprintProvider also mounts HotkeysProvider, whose
 * hotkeys dialog brings Dialog, Overlay2 and react-transition-group into the sign-in page's JavaScript,
 * and no page uses Blueprint's hotkeys (the keyboard maps are the pages' own, each with its ? help).
 */
export function App({ core }: { core: ShellCore }) {
  return (
    <CoreProvider value={core}>
      <PortalProvider>
        <OverlaysProvider>
          <Router hook={useHashPath}>
            <PlatformTitle />
            <RouteOutlet />
            <PluginOverlays />
          </Router>
          <TipToaster />
          <UpdatedBanner />
        </OverlaysProvider>
      </PortalProvider>
    </CoreProvider>
  );
}

/** Keeps the browser's title on the platform's name (系统配置 平台名称). */
function PlatformTitle() {
  usePlatformTitle();
  return null;
}
