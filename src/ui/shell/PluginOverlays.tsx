import { useAuthStatus, usePlugins } from "../CoreContext";
import { PageBoundary } from "../routing/PageBoundary";

/**
 * Mounts every active plugin's overlays (drawers, dialogs), each in its own boundary, once a user is
 * signed in: the sign-in page loads none of their code (design §6 budget).
 */
export function PluginOverlays() {
  const plugins = usePlugins();
  const signedIn = useAuthStatus() === "signedIn";
  if (!signedIn) return null;
  return (
    <>
      {plugins.overlays().map((overlay) => (
        <PageBoundary
          key={`${overlay.pluginId}:${overlay.id}`}
          route={{ path: `overlay:${overlay.id}`, title: overlay.id, pluginId: overlay.pluginId, load: overlay.load }}
          quiet
        />
      ))}
    </>
  );
}
